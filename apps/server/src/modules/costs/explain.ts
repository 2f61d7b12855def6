import { sql } from 'drizzle-orm';
import type { CostExplain } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { rows as rawRows } from '../../db/page.ts';
import { spanned } from './cost-sources.ts';

export interface ExplainInput {
  baseStart: string;
  baseEnd: string;
  compareStart: string;
  compareEnd: string;
  provider?: string;
  accountId?: string;
  serviceName?: string;
}

interface Row {
  resource_id: string;
  name: string;
  provider: string;
  service: string;
  c0: string | null;
  c1: string | null;
  q0: string | null;
  q1: string | null;
  u0: string | null;
}

const ROWS = 50;
const num = (v: string | null) => Number(v ?? 0);

/**
 * What changed between two periods, per resource and service (a public address's fee and its
 * traffic are two services, priced in different units): a resource billed only in the later
 * period is new, only in the earlier removed; otherwise the change of its usage lines splits
 * into usage (the quantity's change at the earlier unit price) and price (the rest: the unit
 * price's change, subscriptions, refunds and adjustments). Whole months are read from the
 * monthly resource rollup, which keeps the usage lines' quantity and cost; days from the line
 * items.
 */
export function explainChange(db: DbOrTx, tenantId: string, f: ExplainInput): Promise<CostExplain> {
  // As the analysis does (docs/decisions.md, Narrow daily rollups and Resource totals by running
  // sums): the union's branches for a cut month's line items never run but are costed as a scan
  // of them, which crossed the JIT threshold and planned a parallel Gather whose workers started
  // for nothing (10-27 ms at 10 M line items, load 17).
  return db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(`select set_config('jit', 'off', true),
        set_config('max_parallel_workers_per_gather', '0', true)`),
    );
    return explained(tx, tenantId, f);
  });
}

async function explained(db: DbOrTx, tenantId: string, f: ExplainInput): Promise<CostExplain> {
  const dims = { provider: f.provider, accountId: f.accountId, serviceName: f.serviceName };
  const usage = sql.raw(`charge_category = 'Usage' and charge_class is null`);
  const side = (n: 0 | 1, from: string, to: string) =>
    spanned(
      tenantId,
      { ...dims, from, to },
      'month',
      (w) => sql`select ${sql.raw(String(n))} as side, resource_id, resource_name, provider_name,
          service_name, billed_cost, usage_quantity as uq, usage_cost as uc
        from cost_monthly_resources where ${w}`,
      (w) => sql`select ${sql.raw(String(n))}, resource_id, resource_name, provider_name,
          service_name, billed_cost, case when ${usage} then pricing_quantity end,
          case when ${usage} then billed_cost end
        from cost_line_items where ${w}`,
    );
  const rows = await rawRows<Row>(
    db,
    sql`select resource_id, max(resource_name) as name, max(provider_name) as provider,
        service_name as service,
        sum(billed_cost) filter (where side = 0) as c0,
        sum(billed_cost) filter (where side = 1) as c1,
        sum(uq) filter (where side = 0) as q0,
        sum(uq) filter (where side = 1) as q1,
        sum(uc) filter (where side = 0) as u0
      from (${side(0, f.baseStart, f.baseEnd)} union all
        ${side(1, f.compareStart, f.compareEnd)}) s
      group by resource_id, service_name`,
  );
  const byKind = { new: 0, removed: 0, usage: 0, price: 0 };
  const out = rows.map((r) => {
    const base = num(r.c0);
    const compare = num(r.c1);
    const delta = compare - base;
    const q0 = num(r.q0);
    const q1 = num(r.q1);
    let kind: CostExplain['rows'][number]['kind'];
    let usagePart = 0;
    if (base === 0 && compare !== 0) kind = 'new';
    else if (compare === 0 && base !== 0) kind = 'removed';
    else {
      usagePart = q0 > 0 ? Math.round((q1 - q0) * (num(r.u0) / q0)) : 0;
      kind = Math.abs(usagePart) >= Math.abs(delta - usagePart) ? 'usage' : 'price';
    }
    const whole = kind === 'new' || kind === 'removed';
    if (whole) byKind[kind] += delta;
    else {
      byKind.usage += usagePart;
      byKind.price += delta - usagePart;
    }
    return {
      resourceId: r.resource_id,
      resourceName: r.name,
      provider: r.provider,
      serviceName: r.service,
      base,
      compare,
      usage: whole ? 0 : usagePart,
      price: whole ? 0 : delta - usagePart,
      kind,
    };
  });
  const changed = out.filter((r) => r.compare !== r.base);
  changed.sort((a, b) => Math.abs(b.compare - b.base) - Math.abs(a.compare - a.base));
  return {
    base: out.reduce((s, r) => s + r.base, 0),
    compare: out.reduce((s, r) => s + r.compare, 0),
    byKind,
    rows: changed.slice(0, ROWS),
  };
}
