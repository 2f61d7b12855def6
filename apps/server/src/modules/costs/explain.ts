import { and, eq, sql } from 'drizzle-orm';
import type { CostExplain } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { rows as rawRows } from '../../db/page.ts';
import { costLineItems as L } from '../../db/schema/index.ts';

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
 * price's change, subscriptions, refunds and adjustments). Read from the line items, which
 * carry the quantities the rollup does not.
 */
export async function explainChange(
  db: DbOrTx,
  tenantId: string,
  f: ExplainInput,
): Promise<CostExplain> {
  const inBase = sql`${L.chargeDate} between ${f.baseStart} and ${f.baseEnd}`;
  const inCompare = sql`${L.chargeDate} between ${f.compareStart} and ${f.compareEnd}`;
  const usage = sql`${L.chargeCategory} = 'Usage' and ${L.chargeClass} is null`;
  const where = and(
    eq(L.tenantId, tenantId),
    sql`(${inBase} or ${inCompare})`,
    f.provider ? eq(L.providerName, f.provider) : undefined,
    f.accountId ? eq(L.accountId, f.accountId) : undefined,
    f.serviceName ? eq(L.serviceName, f.serviceName) : undefined,
  );
  const rows = await rawRows<Row>(
    db,
    sql`select ${L.resourceId} as resource_id, max(${L.resourceName}) as name,
        max(${L.providerName}) as provider, ${L.serviceName} as service,
        sum(${L.billedCost}) filter (where ${inBase}) as c0,
        sum(${L.billedCost}) filter (where ${inCompare}) as c1,
        sum(${L.pricingQuantity}) filter (where ${inBase} and ${usage}) as q0,
        sum(${L.pricingQuantity}) filter (where ${inCompare} and ${usage}) as q1,
        sum(${L.billedCost}) filter (where ${inBase} and ${usage}) as u0
      from ${L} where ${where}
      group by ${L.resourceId}, ${L.serviceName}`,
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
