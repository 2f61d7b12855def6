#!/usr/bin/env node
// CPU per test-file database: how much of opening a PGlite from the migrated dump (what each
// server test file does, test/harness.ts) is the WebAssembly compile and the file-system bundle,
// which a worker could do once. Needs .tmp/pglite-template.tar (any server test run writes it).
// Usage: node bench/pglite-open.mjs [opens per variant, default 6]
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const n = Number(process.argv[2] ?? 6);
const template = new Blob([fs.readFileSync('.tmp/pglite-template.tar')]);
const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

async function variant(name, extra) {
  const samples = [];
  for (let i = 0; i < n; i++) {
    const c0 = cpu();
    const t0 = performance.now();
    const db = new PGlite({ loadDataDir: template, extensions: { pg_trgm }, ...extra() });
    await db.waitReady;
    await db.query('select count(*) from pg_class');
    samples.push([cpu() - c0, (performance.now() - t0) / 1000]);
    await db.close();
  }
  // The first open of a variant pays warm-up; report the rest.
  const rest = samples.slice(1);
  const avg = (k) => rest.reduce((s, r) => s + r[k], 0) / rest.length;
  console.log(
    `${name.padEnd(34)} first ${samples[0][0].toFixed(2)} s CPU; then ${avg(0).toFixed(2)} s CPU, ${avg(1).toFixed(2)} s wall per open`,
  );
}

console.log(`loadavg ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`);
await variant('default (as the harness opens it)', () => ({}));
const wasm = await WebAssembly.compile(fs.readFileSync(path.join(dist, 'pglite.wasm')));
const bundle = new Blob([fs.readFileSync(path.join(dist, 'pglite.data'))]);
await variant('compiled module + bundle shared', () => ({
  pgliteWasmModule: wasm,
  fsBundle: bundle,
}));
await variant('shared + relaxedDurability', () => ({
  pgliteWasmModule: wasm,
  fsBundle: bundle,
  relaxedDurability: true,
}));
console.log(`loadavg ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`);
