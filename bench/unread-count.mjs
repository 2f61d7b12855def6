#!/usr/bin/env node
// The hottest call: the unread count every signed-in user polls every 10 s. Measures it at 100
// connections (100 sessions) beside the unauthenticated /healthz of the same server, same run.
// Usage: node bench/unread-count.mjs [--db pglite|postgres] [--seconds 15]
// Goal (foundation issue): >= 40% of the hello route's throughput, p99 <= 3x its p99.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { args, scratchDatabase } from './bench-db.mjs';

const db = args.db ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite');
const seconds = Number(args.seconds ?? 15);
const connections = 100;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const { signedHeaders, calls } = await tsImport(
  '../packages/contract/src/index.ts',
  import.meta.url,
);

if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

const port = await new Promise((resolve) => {
  const s = net.createServer().listen(0, () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecloud-bench-'));
let databaseUrl = '';
let dropDb = async () => {};
if (db === 'postgres') {
  const scratch = await scratchDatabase();
  databaseUrl = scratch.url;
  dropDb = scratch.drop;
}
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DEMO: '1',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 600) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 200));
}

const call = async (def, input, token = '') => {
  const res = await fetch(`${base}/ecloud-admin${def.path}`, {
    method: def.method,
    headers: { 'content-type': 'application/json', ...signedHeaders(def, token) },
    body: def.method === 'POST' ? JSON.stringify(input) : undefined,
  });
  return res.json();
};

// One session per connection, as 100 people polling.
const sessions = [];
for (let i = 0; i < connections; i++) {
  const r = await call(calls.login, { username: 'admin', password: 'Demo@123456', loginFlag: 1 });
  if (r.code !== 200) throw new Error(r.message);
  sessions.push(signedHeaders(calls.unreadCount, r.data.token));
}
const probe = await fetch(`${base}/ecloud-admin${calls.unreadCount.path}`, {
  headers: sessions[0],
}).then((r) => r.json());
if (probe.code !== 200) throw new Error(`unread count answered ${probe.code}: ${probe.message}`);

const run = (title, opts) =>
  new Promise((resolve, reject) => {
    const { path: p, ...rest } = opts;
    autocannon(
      { url: `${base}${p}`, connections, duration: seconds, pipelining: 1, ...rest },
      (err, res) => {
        if (err) return reject(err);
        if (res.non2xx || res.errors)
          return reject(new Error(`${title}: ${res.non2xx} non-2xx answers, ${res.errors} errors`));
        resolve(res);
      },
    );
  });

// Warm up both paths, then measure each in turn.
await run('warm', { path: '/healthz', duration: 3 });
const hello = await run('hello', { path: '/healthz' });
let n = 0;
const unread = await run('unread', {
  path: `/ecloud-admin${calls.unreadCount.path}`,
  setupClient: (client) => client.setHeaders(sessions[n++ % sessions.length]),
});

const row = (name, r) => ({
  name,
  'req/s': Math.round(r.requests.average),
  p50_ms: r.latency.p50,
  p99_ms: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors,
});
const h = row('GET /healthz (hello)', hello);
const u = row('GET /ecloud-admin/api/v1/mes/unReadCount', unread);
console.log(
  `\nUnread-count benchmark: ${connections} connections, ${seconds} s each, database ${db}, ${os.cpus().length} cores`,
);
console.table([h, u]);
const ratio = u['req/s'] / h['req/s'];
const p99x = u.p99_ms / Math.max(h.p99_ms, 1);
console.log(
  `throughput ratio ${(ratio * 100).toFixed(1)}% (goal >= 40%): ${ratio >= 0.4 ? 'met' : 'MISSED'}`,
);
console.log(`p99 ratio ${p99x.toFixed(2)}x (goal <= 3x): ${p99x <= 3 ? 'met' : 'MISSED'}`);

server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
await dropDb();
fs.rmSync(dataDir, { recursive: true, force: true });
