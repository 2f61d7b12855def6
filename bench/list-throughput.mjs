#!/usr/bin/env node
// Ordinary lists under load (issue 10, section 2): the host list, the ledger history and the user
// list, each at 50 connections on the demo data, beside the hello route of the same server in
// the same run. Usage: node bench/list-throughput.mjs [--db pglite|postgres] [--seconds 10]
// Goal: each list >= 10% of the hello route's throughput, p99 <= 50 ms.
import os from 'node:os';
import { cliArgs, contract, dbKind, load, row, startBenchServer } from './lib/bench-server.mjs';

const seconds = Number(cliArgs().seconds ?? 10);
const connections = 50;
const { calls, signedHeaders } = contract;
const { base, signIn, stop } = await startBenchServer(dbKind);
// The first page of each list as its screen asks for it (all three calls are POSTs).
const lists = [
  { call: calls.resourceList, input: { type: 'host', page: 1, pageSize: 20 }, who: ['ops', 2] },
  { call: calls.ledgerHistory, input: { page: 1, pageSize: 20 }, who: ['admin', 1] },
  { call: calls.userFind, input: { page: 1, pageSize: 20 }, who: ['admin', 1] },
];
for (const l of lists) {
  const token = await signIn(...l.who);
  l.headers = { 'content-type': 'application/json', ...signedHeaders(l.call, token) };
  l.body = JSON.stringify(l.input);
  l.path = `/ecloud-admin${l.call.path}`;
  const probe = await fetch(`${base}${l.path}`, {
    method: 'POST',
    headers: l.headers,
    body: l.body,
  }).then((r) => r.json());
  if (probe.code !== 200)
    throw new Error(`${l.call.path} answered ${probe.code}: ${probe.message}`);
}

await load(base, 'warm', { path: '/healthz', connections, duration: 3 });
const hello = row(
  'GET /healthz (hello)',
  await load(base, 'hello', { path: '/healthz', connections, duration: seconds }),
);
const rows = [hello];
for (const l of lists) {
  const r = await load(base, l.call.path, {
    path: l.path,
    connections,
    duration: seconds,
    method: 'POST',
    headers: l.headers,
    body: l.body,
  });
  rows.push(row(`${l.call.method} ${l.call.path}`, r));
}
console.log(
  `\nList throughput: ${connections} connections, ${seconds} s each, database ${dbKind}, ${os.cpus().length} cores`,
);
console.table(rows);
for (const r of rows.slice(1)) {
  const ratio = r['req/s'] / hello['req/s'];
  const ok = ratio >= 0.1 && r.p99_ms <= 50;
  console.log(
    `${r.name}: ${(ratio * 100).toFixed(1)}% of hello (goal >= 10%), p99 ${r.p99_ms} ms (goal <= 50): ${ok ? 'met' : 'MISSED'}`,
  );
}
await stop();
