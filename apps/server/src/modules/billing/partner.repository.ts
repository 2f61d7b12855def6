import { sql } from 'drizzle-orm';
import { REBATE_RATE_DEFAULT_BP } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';

import { billingProfiles } from '../../db/schema/index.ts';
import { rows } from './ledger.ts';
import { monthStart } from './time.ts';
import type { PageIn } from './list-query.ts';
import { likeOf, rangeSql, rawPage } from './list-query.ts';
import { balancesOf } from './balances.repository.ts';

export async function rebateSummary(db: DbOrTx, tenantId: string, now: Date) {
  const [r] = await rows<{
    rate: number | null;
    accrued: string;
    withdrawn: string;
    month: string;
  }>(
    db,
    sql`select (select rebate_rate_bp from billing_profiles where tenant_id = ${tenantId}) as rate,
          coalesce((select sum(amount) from rebates where partner_tenant_id = ${tenantId}), 0)::bigint as accrued,
          coalesce((select sum(amount) from withdrawals where tenant_id = ${tenantId} and status = 'paid'), 0)::bigint as withdrawn,
          coalesce((select sum(amount) from rebates where partner_tenant_id = ${tenantId}
            and created_at >= ${monthStart(now).toISOString()}::timestamptz), 0)::bigint as month`,
  );
  const b = await balancesOf(db, tenantId, now);
  const rateBp = r?.rate ?? REBATE_RATE_DEFAULT_BP;
  return {
    rateBp,
    ratePercent: rateBp / 100,
    available: b.rebate,
    inFlight: b.withdrawalInFlight,
    accruedTotal: Number(r!.accrued),
    withdrawnTotal: Number(r!.withdrawn),
    monthAccrued: Number(r!.month),
  };
}

export async function rebateList(
  db: DbOrTx,
  tenantId: string,
  f: PageIn & { from?: string; to?: string; customerTenantId?: string },
) {
  const where = sql`r.partner_tenant_id = ${tenantId}
    ${f.customerTenantId ? sql`and r.customer_tenant_id = ${f.customerTenantId}` : sql``}
    ${rangeSql(sql`r.created_at`, f)}`;
  return rawPage(
    db,
    {
      select: sql`select r.id, r.customer_tenant_id, t.name, c.source_ref as ref, r.base, r.rate_bp, r.amount, r.created_at
          from rebates r join tenants t on t.id = r.customer_tenant_id
          left join consumptions c on c.id = r.consumption_id
          where ${where} order by r.created_at desc, r.id desc`,
      count: sql`select count(*)::int as n from rebates r where ${where}`,
    },
    f,
    (r: {
      id: string;
      customer_tenant_id: string;
      name: string;
      ref: string | null;
      base: string;
      rate_bp: number;
      amount: string;
      created_at: string | Date;
    }) => ({
      id: r.id,
      customerTenantId: r.customer_tenant_id,
      customerName: r.name,
      consumptionRef: r.ref ?? '',
      base: Number(r.base),
      rateBp: r.rate_bp,
      amount: Number(r.amount),
      createdAt: new Date(r.created_at).toISOString(),
    }),
  );
}

export async function agentCustomers(
  db: DbOrTx,
  partnerId: string,
  now: Date,
  f: PageIn & { keyword?: string },
) {
  const like = likeOf(f.keyword);
  const month = monthStart(now).toISOString();
  const where = sql`t.parent_id = ${partnerId} ${like ? sql`and t.name ilike ${like}` : sql``}`;
  return rawPage(
    db,
    {
      select: sql`select t.id, t.name, t.created_at,
            coalesce((select sum(amount - refunded) from consumptions c where c.tenant_id = t.id
              and c.created_at >= ${month}::timestamptz), 0)::bigint as month_spend,
            coalesce((select sum(amount - refunded) from consumptions c where c.tenant_id = t.id), 0)::bigint as total_spend,
            coalesce((select sum(amount) from rebates r where r.partner_tenant_id = ${partnerId}
              and r.customer_tenant_id = t.id), 0)::bigint as rebate_total,
            coalesce((select sum(amount) from rebates r where r.partner_tenant_id = ${partnerId}
              and r.customer_tenant_id = t.id and r.created_at >= ${month}::timestamptz), 0)::bigint as month_rebate
          from tenants t where ${where} order by t.name`,
      count: sql`select count(*)::int as n from tenants t where ${where}`,
    },
    f,
    (r: {
      id: string;
      name: string;
      created_at: string | Date;
      month_spend: string;
      total_spend: string;
      rebate_total: string;
      month_rebate: string;
    }) => ({
      tenantId: r.id,
      name: r.name,
      createdAt: new Date(r.created_at).toISOString(),
      monthSpend: Number(r.month_spend),
      totalSpend: Number(r.total_spend),
      rebateTotal: Number(r.rebate_total),
      monthRebate: Number(r.month_rebate),
    }),
  );
}

/** The partner's rate from now on (one billing row per tenant). */
export async function upsertRebateRate(db: DbOrTx, tenantId: string, rateBp: number) {
  await db
    .insert(billingProfiles)
    .values({ tenantId, rebateRateBp: rateBp })
    .onConflictDoUpdate({
      target: billingProfiles.tenantId,
      set: { rebateRateBp: sql`excluded.rebate_rate_bp` },
    });
}

/** The partner's customers by name, for pickers (a partner has tens to hundreds). */
export async function agentCustomerNames(db: DbOrTx, partnerId: string) {
  return rows<{ tenantId: string; name: string }>(
    db,
    sql`select id as "tenantId", name from tenants where parent_id = ${partnerId} order by name, id`,
  );
}

/** Is the tenant one of the partner's customers? */
export async function isAgentCustomer(db: DbOrTx, partnerId: string, tenantId: string) {
  const found = await rows<{ one: number }>(
    db,
    sql`select 1 as one from tenants where id = ${tenantId} and parent_id = ${partnerId}`,
  );
  return found.length > 0;
}
