import { sql } from 'drizzle-orm';
import { AUDIT_CODES, REBATE_RATE_DEFAULT_BP, type SpendSource } from '@ecloud/contract';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import { requireAuditorOnCustomer } from './access.ts';
import { once } from './idempotency.ts';
import {
  draw,
  lockSpendable,
  ownerAccountIds,
  platformAccounts,
  postWith,
  rows,
  type Leg,
} from './ledger.ts';

export interface SpendRequest {
  idempotencyKey: string;
  tenantId: string;
  amount: number;
  source: SpendSource;
  sourceRef: string;
  provider: string;
  description: string;
}

/**
 * Takes the tenant gate (its cash account, see lockGate) and, in the same statement, finds the
 * channel partner it buys through with the partner's rebate rate (null when none).
 */
async function gateAndPartner(tx: Tx, tenantId: string) {
  const [row] = await rows<{ partner_id: string | null; rate_bp: number | null }>(
    tx,
    sql`select p.id as partner_id, bp.rebate_rate_bp as rate_bp
        from ledger_accounts a join tenants t on t.id = a.tenant_id
        left join tenants p on p.id = t.parent_id and p.kind = 'channel'
        left join billing_profiles bp on bp.tenant_id = p.id
        where a.tenant_id = ${tenantId} and a.kind = 'cash'
        for update of a`,
  );
  if (!row) throw notFound('billing.tenantNotFound');
  return row.partner_id
    ? { partnerId: row.partner_id, rateBp: row.rate_bp ?? REBATE_RATE_DEFAULT_BP }
    : null;
}

/** A rebate on `paid` fen at `rateBp`, rounded down to whole fen. */
export const rebateOf = (paid: number, rateBp: number) => Math.floor((paid * rateBp) / 10_000);

/**
 * Consumption: draws vouchers (earliest expiry first), then allocated funds, then cash, and
 * credits the platform's margin; the tenant's channel partner (if any) accrues its rebate on the
 * paid part (allocated + cash, not vouchers) in the same transaction.
 */
export async function spendIn(
  tx: Tx,
  root: object,
  req: Omit<SpendRequest, 'idempotencyKey'>,
  now: Date,
) {
  const platform = await platformAccounts(tx, root);
  await ownerAccountIds(tx, root, req.tenantId);
  const partner = await gateAndPartner(tx, req.tenantId);
  const partnerAccounts = partner ? await ownerAccountIds(tx, root, partner.partnerId) : null;
  const locked = await lockSpendable(
    tx,
    req.tenantId,
    now,
    partnerAccounts ? [partnerAccounts.rebate] : [],
    true,
  );
  // spendingOrder keeps the tenant's voucher, allocated and cash accounts (not the partner's).
  const draws = draw(locked, req.amount);
  const part = (k: string) =>
    draws.filter((d) => d.account.kind === k).reduce((s, d) => s + d.amount, 0);
  const voucherPart = part('voucher');
  const allocatedPart = part('allocated');
  const cashPart = part('cash');
  const legs: Leg[] = [
    ...draws.map((d) => ({ accountId: d.account.id, amount: -d.amount })),
    { accountId: platform.margin, amount: req.amount },
  ];
  const lockedMap = new Map(locked.map((a) => [a.id, a]));
  const voucherDraws = draws
    .filter((d) => d.account.kind === 'voucher')
    .map((d) => ({ accountId: d.account.id, amount: d.amount }));
  const { txnId, rowId } = await postWith(
    tx,
    { kind: 'spend', tenantId: req.tenantId, memo: `${req.source}:${req.sourceRef}`, legs, now },
    lockedMap,
    (txn) => sql`insert into consumptions (tenant_id, source, source_ref, provider, description,
        amount, voucher_part, allocated_part, cash_part, voucher_draws, txn_id, created_at)
      values (${req.tenantId}, ${req.source}, ${req.sourceRef}, ${req.provider}, ${req.description},
        ${req.amount}, ${voucherPart}, ${allocatedPart}, ${cashPart},
        ${JSON.stringify(voucherDraws)}::jsonb, ${txn}, ${now.toISOString()}::timestamptz)
      returning id`,
  );
  const consumptionId = rowId!;

  if (partner && partnerAccounts) {
    const paid = allocatedPart + cashPart;
    const amount = rebateOf(paid, partner.rateBp);
    if (amount > 0) {
      await postWith(
        tx,
        {
          kind: 'rebate_accrue',
          tenantId: partner.partnerId,
          memo: `${req.source}:${req.sourceRef}`,
          legs: [
            { accountId: platform.rebate_expense, amount: -amount },
            { accountId: partnerAccounts.rebate, amount },
          ],
          now,
        },
        lockedMap,
        (txn) => sql`insert into rebates (partner_tenant_id, customer_tenant_id, consumption_id,
            base, rate_bp, amount, txn_id, created_at)
          values (${partner.partnerId}, ${req.tenantId}, ${consumptionId}, ${paid}, ${partner.rateBp},
            ${amount}, ${txn}, ${now.toISOString()}::timestamptz)
          returning id`,
      );
    }
  }
  return { id: consumptionId, txnId: String(txnId) };
}

/**
 * A consumption posted by the platform (orders, cloud usage, adjustments), once per key: only
 * its operations staff post, and only against customers.
 */
export async function spend(ctx: ServiceContext, req: SpendRequest) {
  const operator = await requireAuditorOnCustomer(ctx, AUDIT_CODES.operations, req.tenantId);
  const { db } = ctx.deps;
  const now = ctx.deps.now();
  return once(
    db,
    { tenantId: operator.tenantId, key: req.idempotencyKey, operation: 'spend', input: { ...req } },
    now,
    (tx) => spendIn(tx, db, req, now),
  );
}
