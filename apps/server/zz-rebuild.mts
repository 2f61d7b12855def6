import { sql } from 'drizzle-orm';
import { openPostgres } from './src/db/client.ts';
import { rebuildMonthlyRollups } from './src/modules/costs/monthly-rollups.ts';

const database = openPostgres(`postgres://postgres@127.0.0.1:5432/${process.argv[2]}`, 2);
const db = database.db;
const periods = (await db.execute(sql`select tenant_id, account_id, period_start::text as p, rows from cost_periods order by rows desc limit ${Number(process.argv[3] ?? 5)}`)).rows as any[];
for (const p of periods) {
  const k = { tenantId: p.tenant_id, accountId: p.account_id, periodStart: p.p };
  const times: string[] = [];
  await db.transaction(async (tx) => {
    const orig = tx.execute.bind(tx);
    (tx as any).execute = async (q: any) => { const t = performance.now(); const r = await orig(q); times.push((performance.now() - t).toFixed(0)); return r; };
    const t = performance.now();
    await rebuildMonthlyRollups(tx, k);
    console.log(p.p, p.rows, 'rows', (performance.now() - t).toFixed(0), 'ms: deletes s/r/t, inserts s/r/t', times.join(' '));
  });
}
await database.close();
