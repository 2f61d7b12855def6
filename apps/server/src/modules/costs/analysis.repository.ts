import { sql, type SQL } from 'drizzle-orm';
import { COST_OTHER_KEY, type CostDimension } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../db/page.ts';
import type { CostFilter } from './costs.repository.ts';
import {
  accountsSource,
  narrowable,
  resourcesSource,
  servicesSource,
  tagSource,
  type Grain,
} from './cost-sources.ts';
import { resourcePoints } from './analysis-points.ts';
import { resourceTotals } from './resource-totals.ts';
import { monthChart } from './analysis-month.ts';

const TOP = 10;

/** The grouping column of a dimension, and what names a group (an account's name). */
const KEYS: Record<CostDimension, { key: string; label: string }> = {
  provider: { key: 's.provider_name', label: 's.provider_name' },
  account: { key: 's.account_id::text', label: 'a.name' },
  service: { key: 's.service_name', label: 's.service_name' },
  serviceCategory: { key: 's.service_category', label: 's.service_category' },
  region: { key: 's.region_id', label: 's.region_id' },
  resource: { key: 's.resource_id', label: 's.resource_name' },
  chargeCategory: { key: 's.charge_category', label: 's.charge_category' },
  tag: { key: 's.tag_value', label: 's.tag_value' },
};

/** The dimensions the narrow `cost_daily_accounts` keeps (with account and charge category). */
const NARROW: CostDimension[] = ['provider', 'account', 'chargeCategory'];

/**
 * The rows a dimension groups: resources and tags have their own rollups, the rest share one,
 * or the narrow one when it keeps the dimension and the filter.
 */
function sourceOf(tenantId: string, f: CostFilter, by: CostDimension, grain: Grain, tag?: string) {
  if (by === 'tag') return tagSource(tenantId, f, tag ?? '', grain);
  if (by === 'resource') return resourcesSource(tenantId, f, grain);
  if (NARROW.includes(by) && narrowable(f)) return accountsSource(tenantId, f, grain);
  return servicesSource(tenantId, f, grain);
}

/**
 * Cost per group and day or month from the rollups: the ten largest groups by name, the rest
 * summed as one (`__other`), so a chart stays readable whatever the dimension's size. The
 * groups' totals need no day, so they read the monthly rollups even for a chart by day.
 * Without JIT compilation (docs/decisions.md, Narrow daily rollups): the planner costs the
 * union's branches a one-time filter never runs (a cut month's days from `cost_daily`) and
 * crossed `jit_above_cost` on statements that run in milliseconds, then spent 50-250 ms (up to
 * seconds at load 15) compiling them.
 */
export function costAnalysis(
  db: DbOrTx,
  tenantId: string,
  f: CostFilter,
  by: CostDimension,
  grain: Grain,
  tagKey?: string,
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local jit = off'));
    const key = sql.raw(KEYS[by].key);
    const from = (g: Grain): SQL => sql`(${sourceOf(tenantId, f, by, g, tagKey)}) s`;
    // The account's name labels an account's group; no other grouping needs the join.
    const named = by === 'account' ? sql`left join cloud_accounts a on a.id = s.account_id` : sql``;
    if (grain === 'month' && by !== 'resource') {
      const label = sql.raw(KEYS[by].label);
      const chart = await monthChart(tx, from('month'), named, key, label, TOP, COST_OTHER_KEY);
      return shaped(chart.groups, chart.points);
    }
    const groups = await groupsOf(tx, tenantId, f, by, from('month'), named);
    const top = groups.map((g) => g.key);
    const count = Number(groups[0]?.n ?? 0);
    const period = grain === 'day' ? sql`s.day::text` : sql`to_char(s.month, 'YYYY-MM')`;
    const bucket =
      top.length > 0
        ? sql`case when ${key} in (${sql.join(
            top.map((k) => sql`${k}`),
            sql`, `,
          )}) then ${key} else ${COST_OTHER_KEY} end`
        : sql`${COST_OTHER_KEY}`;
    const points = await rows<{ period: string; key: string; amount: string }>(
      tx,
      by === 'resource' && count > TOP
        ? resourcePoints(tenantId, f, grain, top, COST_OTHER_KEY)
        : sql`select ${period} as period, ${bucket} as key, sum(s.billed_cost) as amount
            from ${from(grain)} group by 1, 2 having sum(s.rows) <> 0 order by 1`,
    );
    return shaped(groups, points);
  });
}

/** The groups (the ten largest, then `__other`) and points as the contract has them. */
function shaped(groups: Group[], points: { period: string; key: string; amount: string }[]) {
  const all = Number(groups[0]?.everything ?? 0);
  const count = Number(groups[0]?.n ?? 0);
  const rest = all - groups.reduce((s, g) => s + Number(g.total), 0);
  return {
    groups: [
      ...groups.map((g) => ({ key: g.key, label: g.label ?? g.key, total: Number(g.total) })),
      ...(count > TOP ? [{ key: COST_OTHER_KEY, label: COST_OTHER_KEY, total: rest }] : []),
    ],
    points: points.map((p) => ({ period: p.period, key: p.key, amount: Number(p.amount) })),
    total: all,
  };
}

type Group = { key: string; label: string | null; total: string; everything: string; n: string };

/**
 * The ten largest groups, with the sum and count of all of them (the rest is `__other`): ranked
 * in the database, so a grouping by resource sends ten rows, not thousands. A resource
 * grouping over more than a month sums the running totals (`resource-totals.ts`: two rows a
 * resource however long the range) and names its ten from the rows of the range.
 */
async function groupsOf(
  db: DbOrTx,
  tenantId: string,
  f: CostFilter,
  by: CostDimension,
  from: SQL,
  named: SQL,
): Promise<Group[]> {
  const ranked = (grouped: SQL) =>
    rows<Group>(
      db,
      sql`select key, label, total, sum(total) over () as everything, count(*) over () as n
        from (${grouped}) g order by total desc, key limit ${TOP}`,
    );
  const totals = by === 'resource' ? resourceTotals(tenantId, f) : undefined;
  if (!totals)
    return ranked(sql`select ${sql.raw(KEYS[by].key)} as key, max(${sql.raw(KEYS[by].label)})
        as label, sum(s.billed_cost) as total
      from ${from} ${named} group by 1 having sum(s.rows) <> 0`);
  const top = await ranked(sql`select resource_id as key, null::text as label,
      sum(billed_cost) as total from (${totals}) s group by 1 having sum(rows) <> 0`);
  if (top.length === 0) return top;
  const names = await rows<{ key: string; label: string }>(
    db,
    sql`select resource_id as key, max(resource_name) as label
      from (${resourcesSource(
        tenantId,
        f,
        'month',
        top.map((g) => g.key),
      )}) s group by 1`,
  );
  const label = new Map(names.map((r) => [r.key, r.label]));
  return top.map((g) => ({ ...g, label: label.get(g.key) ?? null }));
}
