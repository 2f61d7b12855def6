import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CostDimension } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { cloudAccounts, costDaily, costDailyServices } from '../../db/schema/index.ts';
import { dailyWhere, servicesWhere, type CostFilter } from './costs.repository.ts';

export const OTHER = '__other';
const TOP = 10;

/** Resources and tags are only in the resource rollup; every other dimension reads the smaller one. */
const byResource = (by: CostDimension) => by === 'resource' || by === 'tag';

/** The grouping column of a dimension, and what names a group (an account's name). */
function keyOf(by: CostDimension, tagKey?: string): { key: SQL<string>; label: SQL<string> } {
  const plain = (c: SQL<string>) => ({ key: c, label: c });
  const d = costDailyServices;
  switch (by) {
    case 'provider':
      return plain(sql<string>`${d.providerName}`);
    case 'account':
      return { key: sql<string>`${d.accountId}::text`, label: sql<string>`${cloudAccounts.name}` };
    case 'service':
      return plain(sql<string>`${d.serviceName}`);
    case 'serviceCategory':
      return plain(sql<string>`${d.serviceCategory}`);
    case 'region':
      return plain(sql<string>`${d.regionId}`);
    case 'resource':
      return {
        key: sql<string>`${costDaily.resourceId}`,
        label: sql<string>`${costDaily.resourceName}`,
      };
    case 'chargeCategory':
      return plain(sql<string>`${d.chargeCategory}`);
    case 'tag':
      return plain(sql<string>`coalesce(${costDaily.tags} ->> ${tagKey ?? ''}, '')`);
  }
}

/**
 * Cost per group and day or month from the rollup: the ten largest groups by name, the rest
 * summed as one (`__other`), so a chart stays readable whatever the dimension's size.
 */
export async function costAnalysis(
  db: DbOrTx,
  tenantId: string,
  f: CostFilter,
  by: CostDimension,
  grain: 'day' | 'month',
  tagKey?: string,
) {
  const { key, label } = keyOf(by, tagKey);
  const d = byResource(by) ? costDaily : costDailyServices;
  const where = byResource(by) ? dailyWhere(tenantId, f) : servicesWhere(tenantId, f);
  const total = sql<string>`sum(${d.billedCost})`;
  const groups = await db
    .select({ key, label: sql<string>`max(${label})`, total })
    .from(d)
    .leftJoin(cloudAccounts, eq(cloudAccounts.id, d.accountId))
    .where(where)
    // By position: the key may carry a parameter (a tag key), and PostgreSQL does not match a
    // grouped expression with a second copy of its parameter.
    .groupBy(sql`1`)
    .orderBy(desc(total), sql`1`);
  const top = groups.slice(0, TOP).map((g) => g.key);
  const period =
    grain === 'day'
      ? sql<string>`${d.chargeDate}::text`
      : sql<string>`to_char(${d.chargeDate}, 'YYYY-MM')`;
  const bucket =
    top.length > 0
      ? sql<string>`case when ${key} in (${sql.join(
          top.map((k) => sql`${k}`),
          sql`, `,
        )}) then ${key} else ${OTHER} end`
      : sql<string>`${OTHER}`;
  const points = await db
    .select({ period, key: bucket, amount: total })
    .from(d)
    .where(where)
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`1`);
  const rest = groups.slice(TOP).reduce((s, g) => s + Number(g.total), 0);
  return {
    groups: [
      ...groups
        .slice(0, TOP)
        .map((g) => ({ key: g.key, label: g.label ?? g.key, total: Number(g.total) })),
      ...(groups.length > TOP ? [{ key: OTHER, label: OTHER, total: rest }] : []),
    ],
    points: points.map((p) => ({ period: p.period, key: p.key, amount: Number(p.amount) })),
    total: groups.reduce((s, g) => s + Number(g.total), 0),
  };
}
