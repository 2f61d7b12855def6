import { sql } from 'drizzle-orm';
import { openPostgres } from './src/db/client.ts';
import { servicesSource, tagSource, resourcesSource } from './src/modules/costs/cost-sources.ts';

const database = openPostgres(`postgres://postgres@127.0.0.1:5432/${process.argv[2]}`, 2);
const db = database.db;
const [{ id: tenant }] = (await db.execute(sql`select id from tenants where name = 'Bench Co'`)).rows as { id: string }[];
const today = new Date().toISOString().slice(0, 10);
const d = new Date();
const ago = (m: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - m, 1)).toISOString().slice(0, 10);
const f = { from: ago(12), to: today };
const show = async (label: string, q: ReturnType<typeof sql>) => {
  const r = (await db.execute(sql`explain (analyze, buffers) ${q}`)).rows as { 'QUERY PLAN': string }[];
  console.log(`\n=== ${label}\n` + r.map((x) => x['QUERY PLAN']).join('\n'));
};
const which = process.argv[3] ?? 'all';
const qs: Record<string, () => ReturnType<typeof sql>> = {
  res: () => sql`select s.resource_id, max(s.resource_name), sum(s.billed_cost) from (${resourcesSource(tenant, { from: ago(3), to: today, provider: 'AWS' })}) s group by 1 having sum(s.rows) <> 0 order by 3 desc, 1`,
  respts: () => sql`select to_char(s.month, 'YYYY-MM'), case when s.resource_id in ('a','b') then s.resource_id else '__other' end, sum(s.billed_cost) from (${resourcesSource(tenant, { from: ago(3), to: today, provider: 'AWS' })}) s group by 1, 2 having sum(s.rows) <> 0 order by 1`,
  acctday: () => sql`select s.day::text, s.account_id::text, sum(s.billed_cost) from (${servicesSource(tenant, f, 'day')}) s group by 1, 2 having sum(s.rows) <> 0 order by 1`,
  lines: () => sql`select id from cost_line_items where tenant_id = ${tenant} and charge_date between ${f.from} and ${f.to} order by charge_date desc, id limit 20`,
  count: () => sql`select count(*) from (select 1 from cost_line_items where tenant_id = ${tenant} and charge_date between ${f.from} and ${f.to} limit 10001) x`,
};
for (const [k, q] of Object.entries(qs)) if (which === 'all' || which.split(',').includes(k)) await show(k, q());
await database.close();
