import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../db/page.ts';

interface Row {
  kind: 'group' | 'point';
  period: string | null;
  key: string;
  label: string | null;
  total: string;
  everything: string | null;
  n: string | null;
}

/**
 * A chart by month in one statement (docs/decisions.md, Resource totals by running sums): its
 * rows are summed per month and group once (`c`), and both the ranked groups and the points
 * are read from those sums. Two statements read the same rollup rows twice (a tag grouping's
 * whole months and cut days, 56 + 97 ms at 10 M line items under load). Not for resources,
 * whose months times groups would be tens of thousands of rows.
 */
export async function monthChart(
  db: DbOrTx,
  from: SQL,
  named: SQL,
  key: SQL,
  label: SQL,
  top: number,
  other: string,
) {
  const list = await rows<Row>(
    db,
    sql`with c as materialized (
        select to_char(s.month, 'YYYY-MM') as period, ${key} as key, max(${label}) as label,
          sum(s.billed_cost) as total, sum(s.rows) as n
        from ${from} ${named} group by 1, 2),
      g as (select key, max(label) as label, sum(total) as total from c
        group by key having sum(n) <> 0),
      r as materialized (select key, label, total, sum(total) over () as everything,
          count(*) over () as n, row_number() over (order by total desc, key) as rank
        from g order by total desc, key limit ${top})
      select 'group' as kind, null::text as period, key, label, total, everything, n, rank
      from r
      union all
      select 'point', period, bucket, null, sum(total), null, null, null from (
        select c.period, case when c.key in (select key from r) then c.key else ${other} end
          as bucket, c.total, c.n from c) p
      group by period, bucket having sum(n) <> 0
      order by 1, 8, 2`,
  );
  const groups = list.filter((r) => r.kind === 'group');
  const points = list
    .filter((r) => r.kind === 'point')
    .map((p) => ({ period: p.period!, key: p.key, amount: p.total }));
  return { groups: groups.map((g) => ({ ...g, everything: g.everything!, n: g.n! })), points };
}
