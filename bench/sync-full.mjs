#!/usr/bin/env node
// A full sync of one simulated account holding about 100,000 resources (8 types x 5 regions),
// from an empty inventory, then a second sync of the same estate (every row an update).
// Usage: node bench/sync-full.mjs [--db pglite|postgres] [--resources 100000]
// Goal (issue 3): a full sync of 100,000 simulated resources under 60 s.
import os from 'node:os';
import { args, dbKind, setup } from './inventory-setup.mjs';

const target = Number(args.resources ?? 100_000);
const s = await setup(dbKind);
const { calls } = s.contract;
const { buildEstate } = await s.load('../apps/server/src/cloud/simulated/estate.ts');
const { drainJobs } = await s.load('../apps/server/src/modules/sync/index.ts');

// Hosts per region so that five regions hold `target` resources in all.
const regions = ['cn-hangzhou', 'cn-shanghai', 'cn-beijing', 'cn-shenzhen', 'cn-hongkong'];
const perHost = (() => {
  const e = buildEstate('ALI', 'sizing', 'cn-hangzhou', 1000, 0);
  return Object.values(e).reduce((n, xs) => n + xs.length, 0) / 1000;
})();
const perRegion = Math.round(target / regions.length / perHost);

const { id } = await s.call(calls.accountCreate, {
  name: 'Bench estate',
  provider: 'ALI',
  accessKeyId: 'LTAIbenchmark0001',
  secret: 'bench-secret-0001',
  simulated: true,
  regions,
  syncIntervalMin: 0,
});
const { cloudAccounts } = s.schema;
const { eq } = await import('drizzle-orm');
await s.database.db
  .update(cloudAccounts)
  .set({ simConfig: { perRegion } })
  .where(eq(cloudAccounts.id, id));
const deps = { db: s.database.db, now: () => new Date(), keyring: s.app.deps.keyring };

const timed = async (label) => {
  const started = performance.now();
  await drainJobs(deps);
  const ms = performance.now() - started;
  const { jobs } = await s.call(calls.syncStatus, { accountIds: [id] });
  const job = jobs[0];
  if (job.state !== 'succeeded') throw new Error(`${label}: sync ${job.state}: ${job.error}`);
  return { label, ms, job };
};
const first = await timed('first sync (all inserts)');
await s.call(calls.syncNow, { ids: [id] });
const second = await timed('second sync (all updates)');
const total = (await s.call(calls.resourceCounts, { accountId: id })).reduce(
  (n, c) => n + c.count,
  0,
);

console.log(
  `\nFull-sync benchmark: ${total} simulated resources (${perRegion} hosts per region, 5 regions, 8 types), database ${dbKind}, ${os.cpus().length} cores`,
);
console.table(
  [first, second].map((r) => ({
    sync: r.label,
    seconds: (r.ms / 1000).toFixed(1),
    'resources/s': Math.round(r.job.upserted / (r.ms / 1000)),
    steps: `${r.job.done}/${r.job.total}`,
    upserted: r.job.upserted,
  })),
);
const worst = Math.max(first.ms, second.ms) / 1000;
console.log(
  `slowest full sync ${worst.toFixed(1)} s (goal < 60 s): ${worst < 60 ? 'met' : 'MISSED'}`,
);
await s.close();
