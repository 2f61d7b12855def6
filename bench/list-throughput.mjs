#!/usr/bin/env node
// Ordinary lists under load (issue 10, section 2): the host list, the ledger history and the user
// list, each at 50 connections on the demo data, beside the hello route of the same server in
// the same run. Goal: each list >= 10% of the hello route's throughput, p99 <= 50 ms.
// Usage: node bench/list-throughput.mjs [--db pglite|postgres] [--seconds 10]
//   [--list-cache 0] (the lists without their answer cache: every call reads the database)
//   [--accept-encoding 'br, gzip'] (ask for compressed answers, as a browser does)
//   [--only host|ledger|user]  one list (with --cpu-prof <dir>, the server's profile then ends
//   with that list's load: read its last seconds with bench/profile-summary.mjs).
// Besides req/s and latency it prints the CPU each answer cost the server and the database,
// which, unlike req/s, does not move with other work on a shared machine.
import os from 'node:os';
import { cliArgs, contract, dbKind, load, row, startBenchServer } from './lib/bench-server.mjs';

const args = cliArgs();
const seconds = Number(args.seconds ?? 10);
const connections = 50;
const { calls, signedHeaders } = contract;
const { base, signIn, stop, cpuMs } = await startBenchServer(dbKind);
// The first page of each list as its screen asks for it (all three calls are POSTs).
const allLists = [
  {
    name: 'host',
    call: calls.resourceList,
    input: { type: 'host', page: 1, pageSize: 20 },
    who: ['ops', 2],
  },
  {
    name: 'ledger',
    call: calls.ledgerHistory,
    input: { page: 1, pageSize: 20 },
    who: ['admin', 1],
  },
  { name: 'user', call: calls.userFind, input: { page: 1, pageSize: 20 }, who: ['admin', 1] },
];
const lists = args.only ? allLists.filter((l) => l.name === args.only) : allLists;
if (lists.length === 0) throw new Error(`--only ${args.only}: no such list`);
for (const l of lists) {
  const token = await signIn(...l.who);
  l.headers = {
    'content-type': 'application/json',
    ...(args['accept-encoding'] && { 'accept-encoding': String(args['accept-encoding']) }),
    ...signedHeaders(l.call, token),
  };
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

/** One load with the CPU per answer of the server and the database beside its figures. */
const measured = async (name, opts) => {
  const before = await cpuMs();
  const r = await load(base, name, { connections, duration: seconds, ...opts });
  const after = await cpuMs();
  const per = (k) =>
    before[k] === null || after[k] === null
      ? '-'
      : Number(((after[k] - before[k]) / r.requests.total).toFixed(3));
  return { ...row(name, r), server_cpu_ms: per('server'), db_cpu_ms: per('database') };
};

await load(base, 'warm', { path: '/healthz', connections, duration: 3 });
const hello = await measured('GET /healthz (hello)', { path: '/healthz' });
const rows = [hello];
for (const l of lists) {
  rows.push(
    await measured(`${l.call.method} ${l.call.path}`, {
      path: l.path,
      method: 'POST',
      headers: l.headers,
      body: l.body,
    }),
  );
}
const cache = String(args['list-cache'] ?? '1') === '0' ? 'off' : 'on';
const encoding = args['accept-encoding'] ? `, accept-encoding ${args['accept-encoding']}` : '';
console.log(
  `\nList throughput: ${connections} connections, ${seconds} s each, database ${dbKind}, list cache ${cache}${encoding}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}`,
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
