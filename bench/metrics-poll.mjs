#!/usr/bin/env node
// The metrics poller at scale: 10,000 simulated hosts across the six providers (one account
// each), every host's metrics read through its account's adapter, as the poll job runs it.
// The simulated clouds answer in their providers' shapes and limits: the calls each poll plans
// are counted per provider against half of that provider's documented monitoring rate (and
// Alibaba's free monthly quota), the poll's CPU is measured, and the freshness lag (now minus
// each account's newest stored point) is printed after each poll.
// Rounds advance a scripted clock a poll period at a time, so no round waits for the wall clock.
// Usage: node bench/metrics-poll.mjs [--db postgres|pglite] [--hosts 10000] [--rounds 6]
import { args, setup } from './inventory-setup.mjs';

const kind = args.db ?? 'postgres';
const hosts = Number(args.hosts ?? 10_000);
const rounds = Number(args.rounds ?? 6);
const s = await setup(kind);
const { calls, TYPE_METRICS } = s.contract;
const { sql } = await import('drizzle-orm');
const { pollDue, POLL_PERIOD_MS } = await s.load('../apps/server/src/modules/monitoring/poller.ts');
const { callBudgetPerMinute } = await s.load('../apps/server/src/cloud/metric-limits.ts');
const db = s.database.db;

const REGION = {
  ALI: 'cn-hangzhou',
  HUAWEI: 'cn-north-4',
  TENGXUN: 'ap-guangzhou',
  AWS: 'us-east-1',
  JINGDONG: 'cn-north-1',
  QINGYUN: 'pek3',
};
const providers = Object.keys(REGION);
const accounts = [];
for (const [i, provider] of providers.entries()) {
  const { id } = await s.call(calls.accountCreate, {
    name: `Bench ${provider}`,
    provider,
    accessKeyId: `BENCHKEY000${i}XYZ`,
    secret: 'bench-secret',
    simulated: true,
    regions: [REGION[provider]],
    syncIntervalMin: 0,
  });
  const n = Math.floor(hosts / providers.length) + (i < hosts % providers.length ? 1 : 0);
  await db.execute(sql`
    insert into resources (tenant_id, account_id, provider, type, provider_id, region, name,
      status, raw_status, search_text)
    select ${s.tenant.id}, ${id}, ${provider}, 'host', 'i-' || ${provider} || g, ${REGION[provider]},
      'host-' || g, 'running', 'Running', 'host-' || g
    from generate_series(1, ${n}::int) g`);
  accounts.push({ id, provider, hosts: n });
}
await db.execute(sql`analyze resources`);

const MINUTE = 60_000;
let clock = Math.floor(Date.now() / MINUTE) * MINUTE;
const keyring = s.app.deps.keyring;
const perAccount = async () =>
  (
    await db.execute(sql`select a.provider, s.calls_last_poll as calls, s.newest_point_at as newest,
      s.last_error as error from metric_poll_state s join cloud_accounts a on a.id = s.account_id
      where a.tenant_id = ${s.tenant.id}`)
  ).rows;

// Each account caught up to a minute ago and due now: the steady state, not the first catch-up.
for (const a of accounts)
  await db.execute(sql`insert into metric_poll_state (account_id, tenant_id, next_poll_at,
      newest_point_at) values (${a.id}, ${s.tenant.id}, ${new Date(clock).toISOString()}::timestamptz,
      ${new Date(clock - 2 * MINUTE).toISOString()}::timestamptz)`);

const metricsPerHost = TYPE_METRICS.host.length;
console.log(
  `${kind}: ${hosts} hosts x ${metricsPerHost} metrics on ${providers.length} simulated accounts; ` +
    `a poll every ${POLL_PERIOD_MS / 1000} s, ${rounds} polls`,
);
for (let r = 1; r <= rounds; r++) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const now = () => new Date(clock);
  const out = await pollDue({ db, now, keyring });
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const rows = await perAccount();
  const lag = rows.map((a) =>
    a.newest ? Math.round((clock - new Date(a.newest).getTime()) / 1000) : Infinity,
  );
  const byProvider = providers
    .map((p) => {
      const a = rows.find((x) => x.provider === p);
      return `${p} ${a?.calls ?? 0}/${Math.floor(callBudgetPerMinute(p))}`;
    })
    .join(', ');
  console.log(
    `poll ${r}: ${out.accounts} accounts, ${out.calls} calls, ${out.points} points, ` +
      `${wall.toFixed(1)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU (this ` +
      `process: poller and embedded database when pglite); calls/budget per minute: ${byProvider}; ` +
      `lag max ${Math.max(...lag)} s` +
      (rows.some((a) => a.error)
        ? `; late: ${rows.filter((a) => a.error).map((a) => a.provider)}`
        : ''),
  );
  clock += POLL_PERIOD_MS;
  // Every account is due again a period on; spreading over the period is the job's business.
  await db.execute(sql`update metric_poll_state set next_poll_at = ${new Date(clock).toISOString()}::timestamptz
    where account_id in (select id from cloud_accounts where tenant_id = ${s.tenant.id})`);
}
await s.close();
