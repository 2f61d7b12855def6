import { sql } from 'drizzle-orm';
import { openPostgres } from '/work/wt-cq/apps/server/src/db/client.ts';
import { servicesSource, tagSource, resourcesSource } from '/work/wt-cq/apps/server/src/modules/costs/cost-sources.ts';

const database = openPostgres(`postgres://postgres@127.0.0.1:5432/${process.argv[2]}`, 2);
const db = database.db;
const [{ id: tenant }] = (await db.execute(sql`select id from tenants where name = 'Bench Co'`)).rows as { id: string }[];
const today = new Date().toISOString().slice(0, 10);
const d = new Date();
const m12 = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 12, 1)).toISOString().slice(0, 10);
const f = { from: m12, to: today };
const show = async (label: string, q: ReturnType<typeof sql>) => {
  const r = (await db.execute(sql`explain (analyze, buffers) ${q}`)).rows as { 'QUERY PLAN': string }[];
  console.log(`\n=== ${label}\n` + r.map((x) => x['QUERY PLAN']).join('\n'));
};
const which = process.argv[3] ?? 'all';
if (which === 'all' || which === 'svc')
  await show('service groups 12 months', sql`select s.service_name, sum(s.billed_cost) from (${servicesSource(tenant, f)}) s group by 1 having sum(s.rows) <> 0 order by 2 desc`);
if (which === 'all' || which === 'tag')
  await show('tag groups 12 months', sql`select s.tag_value, sum(s.billed_cost) from (${tagSource(tenant, f, 'key3')}) s group by 1 having sum(s.rows) <> 0 order by 2 desc`);
if (which === 'all' || which === 'tagmid')
  await show('tag groups from 15th', sql`select s.tag_value, sum(s.billed_cost) from (${tagSource(tenant, { ...f, from: m12.slice(0, 8) + '15' }, 'key3')}) s group by 1 having sum(s.rows) <> 0 order by 2 desc`);
if (which === 'all' || which === 'res')
  await show('resource groups 12 months', sql`select s.resource_id, max(s.resource_name), sum(s.billed_cost) from (${resourcesSource(tenant, f)}) s group by 1 having sum(s.rows) <> 0 order by 3 desc`);
if (which === 'all' || which === 'acctday')
  await show('account by day points', sql`select s.day::text, s.account_id::text, sum(s.billed_cost) from (${servicesSource(tenant, f, 'day')}) s group by 1, 2 order by 1`);
await database.close();
