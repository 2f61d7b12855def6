#!/usr/bin/env node
// Sums a V8 CPU profile (node --cpu-prof, e.g. from `bench/list-throughput.mjs --cpu-prof <dir>
// --only host`) by self time: per function and per package, over the profile's last seconds
// (the list's load comes last, so its tail leaves out start-up and the other loads).
// Usage: node bench/profile-summary.mjs <file.cpuprofile | dir> [--last <seconds>] [--top <n>]
import fs from 'node:fs';
import path from 'node:path';

const argv = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : dflt;
};
let file = argv.find((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--'));
if (!file) throw new Error('usage: profile-summary.mjs <file.cpuprofile | dir> [--last s]');
if (fs.statSync(file).isDirectory()) {
  const newest = fs
    .readdirSync(file)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => path.join(file, f))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
  if (!newest) throw new Error(`no .cpuprofile in ${file}`);
  file = newest;
}
const lastS = opt('last', 7);
const top = opt('top', 30);
const prof = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(prof.nodes.map((n) => [n.id, n]));

// Sample times are the running sum of timeDeltas from startTime (microseconds).
const times = [];
let t = prof.startTime;
for (const d of prof.timeDeltas) times.push((t += d));
const from = prof.endTime - lastS * 1e6;

/** Where a frame's code lives: a package under node_modules, node's own, or ours. */
const packageOf = (url) => {
  if (!url) return '(native/vm)';
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.startsWith('node:')) return 'node';
  return 'ours';
};

const fnSelf = new Map();
const pkgSelf = new Map();
let total = 0;
prof.samples.forEach((id, i) => {
  if (times[i] < from) return;
  const n = byId.get(id);
  const cf = n.callFrame;
  const name = `${cf.functionName || '(anonymous)'} ${cf.url ? path.basename(cf.url) : ''}:${cf.lineNumber + 1}`;
  fnSelf.set(name, (fnSelf.get(name) ?? 0) + 1);
  const pkg = ['(garbage collector)', '(program)', '(idle)'].includes(cf.functionName)
    ? cf.functionName
    : packageOf(cf.url);
  pkgSelf.set(pkg, (pkgSelf.get(pkg) ?? 0) + 1);
  total++;
});
const table = (m) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, v]) => ({ where: k, samples: v, share: `${((v / total) * 100).toFixed(1)}%` }));
console.log(`${path.basename(file)}: ${total} samples in the last ${lastS} s`);
console.table(table(pkgSelf));
console.table(table(fnSelf));
