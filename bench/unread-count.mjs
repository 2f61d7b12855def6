#!/usr/bin/env node
// The hottest call: the unread count every signed-in user polls every 10 s. Measures it at 100
// connections (100 sessions) beside the unauthenticated /healthz of the same server, same run.
// Usage: node bench/unread-count.mjs [--db pglite|postgres] [--seconds 15]
// Goal (foundation issue): >= 40% of the hello route's throughput, p99 <= 3x its p99.
import os from 'node:os';
import { cliArgs, contract, dbKind, load, row, startBenchServer } from './lib/bench-server.mjs';

const seconds = Number(cliArgs().seconds ?? 15);
const connections = 100;
const { calls, signedHeaders } = contract;
const { base, signIn, stop } = await startBenchServer(dbKind);

// One session per connection, as 100 people polling.
const sessions = [];
for (let i = 0; i < connections; i++) {
  sessions.push(signedHeaders(calls.unreadCount, await signIn('admin')));
}
const probe = await fetch(`${base}/ecloud-admin${calls.unreadCount.path}`, {
  headers: sessions[0],
}).then((r) => r.json());
if (probe.code !== 200) throw new Error(`unread count answered ${probe.code}: ${probe.message}`);

// Warm up both paths, then measure each in turn.
await load(base, 'warm', { path: '/healthz', connections, duration: 3 });
const hello = await load(base, 'hello', { path: '/healthz', connections, duration: seconds });
let n = 0;
const unread = await load(base, 'unread', {
  path: `/ecloud-admin${calls.unreadCount.path}`,
  connections,
  duration: seconds,
  setupClient: (client) => client.setHeaders(sessions[n++ % sessions.length]),
});

const h = row('GET /healthz (hello)', hello);
const u = row('GET /ecloud-admin/api/v1/mes/unReadCount', unread);
console.log(
  `\nUnread-count benchmark: ${connections} connections, ${seconds} s each, database ${dbKind}, ${os.cpus().length} cores`,
);
console.table([h, u]);
const ratio = u['req/s'] / h['req/s'];
const p99x = u.p99_ms / Math.max(h.p99_ms, 1);
console.log(
  `throughput ratio ${(ratio * 100).toFixed(1)}% (goal >= 40%): ${ratio >= 0.4 ? 'met' : 'MISSED'}`,
);
console.log(`p99 ratio ${p99x.toFixed(2)}x (goal <= 3x): ${p99x <= 3 ? 'met' : 'MISSED'}`);
await stop();
