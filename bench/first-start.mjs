#!/usr/bin/env node
// The first start on the embedded database (PGlite), as a newcomer's `npm start` runs it: how
// long until the server answers, and how long single requests wait while the demo's bill
// backfill runs (PGlite runs every statement on the server's own thread, so one long statement
// holds every request behind it).
//
//   node bench/first-start.mjs [--months 12] [--every 50] [--max-s 600]
//
// Polls /readyz and the signed-in user's current-user call every `--every` ms from the spawn
// until every demo cloud account has its `--months` + 1 periods read, then prints time to
// ready, time to backfilled, and the latency (max, p99, p50, count over 200 ms) of each.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contract, cliArgs, root } from './lib/bench-server.mjs';

const args = cliArgs();
const months = Number(args.months ?? 12);
const every = Number(args.every ?? 50);
const maxS = Number(args['max-s'] ?? 600);
const port = 18_000 + Math.floor(Math.random() * 2000);
const base = `http://127.0.0.1:${port}`;

if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js')))
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecloud-first-start-'));
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const loadAtStart = load();
const t0 = performance.now();
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO: '1',
    DEMO_COST_MONTHS: String(months),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
server.stdout.on('data', (b) => {
  const line = String(b);
  if (line.startsWith('demo costs')) process.stdout.write(line);
});

const since = () => Math.round(performance.now() - t0);
const call = async (def, input, token) => {
  const q = def.method === 'GET' && input ? `?${new URLSearchParams(input)}` : '';
  const res = await fetch(`${base}/ecloud-admin${def.path}${q}`, {
    method: def.method,
    headers: { 'content-type': 'application/json', ...contract.signedHeaders(def, token) },
    body: def.method === 'POST' ? JSON.stringify(input) : undefined,
  });
  return res.json();
};

/** Times one request; null when the server is not listening yet. */
async function timed(f) {
  const s = performance.now();
  try {
    await f();
    return performance.now() - s;
  } catch {
    return null;
  }
}

const readyz = [];
const current = [];
let readyAt;
for (;;) {
  const ms = await timed(async () => {
    const r = await fetch(`${base}/readyz`);
    if (!r.ok) throw new Error(String(r.status));
  });
  if (ms !== null) {
    readyAt = since();
    readyz.push(ms);
    break;
  }
  if (since() > maxS * 1000) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, every));
}
const login = await call(contract.calls.login, {
  username: 'ops',
  password: 'Demo@123456',
  loginFlag: 2,
});
const token = login.data.token;
const accounts = (await call(contract.calls.accountOptions, undefined, token)).data;
const accountIds = (accounts.list ?? accounts).map((a) => a.id ?? a.value);

/** Every demo account has all its periods read (done or failed). */
async function backfilled() {
  for (const accountId of accountIds) {
    const r = await call(contract.calls.accountIngests, { accountId }, token);
    const c = r.data.counts;
    if (c.done + c.failed < months + 1) return false;
  }
  return true;
}

let doneAt = null;
/** [ms since spawn, latency] of every poll over 200 ms, to place the stalls. */
const slowest = [];
let nextCheck = 0;
while (since() < maxS * 1000) {
  const a = await timed(async () => {
    const r = await fetch(`${base}/readyz`);
    if (!r.ok) throw new Error(String(r.status));
  });
  const b = await timed(() => call(contract.calls.currentUser, undefined, token));
  if (a !== null) readyz.push(a);
  if (b !== null) current.push(b);
  if (Math.max(a ?? 0, b ?? 0) > 200) slowest.push([since(), Math.round(Math.max(a, b))]);
  if (since() >= nextCheck) {
    nextCheck = since() + 3000;
    if (await backfilled()) {
      doneAt = since();
      break;
    }
  }
  await new Promise((r) => setTimeout(r, every));
}
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
fs.rmSync(dataDir, { recursive: true, force: true });

const stats = (xs) => {
  const s = [...xs].sort((x, y) => x - y);
  const q = (p) => Math.round(s[Math.min(s.length - 1, Math.floor(p * s.length))]);
  return {
    n: s.length,
    p50_ms: q(0.5),
    p99_ms: q(0.99),
    max_ms: Math.round(s.at(-1)),
    over_200ms: s.filter((x) => x > 200).length,
  };
};
console.log(
  JSON.stringify(
    {
      months,
      ready_s: +(readyAt / 1000).toFixed(1),
      backfilled_s: doneAt === null ? null : +(doneAt / 1000).toFixed(1),
      readyz: stats(readyz),
      currentUser: stats(current),
      slowest: slowest
        .sort((x, y) => y[1] - x[1])
        .slice(0, 8)
        .map(([at, ms]) => `${ms} ms at ${(at / 1000).toFixed(1)} s`),
      load_at_start: loadAtStart,
      load_at_end: load(),
    },
    null,
    2,
  ),
);
