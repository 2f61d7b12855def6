#!/usr/bin/env node
// The whole suite: type checks, lint, then every Vitest project (unit, API on PGlite and, with
// DATABASE_URL, on PostgreSQL; web; and with E2E=1 the browser tests). Ends with one line,
// "N passed, M failed", and a non-zero exit on any failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const run = (label, cmd, args, extraEnv = {}) => {
  console.log(`\n== ${label}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  return r.status === 0;
};

const bin = (name) => `node_modules/.bin/${name}`;
const checks = [];
checks.push([
  'typecheck contract',
  run('typecheck contract', bin('tsc'), ['-p', 'packages/contract']),
]);
checks.push(['typecheck server', run('typecheck server', bin('tsc'), ['-p', 'apps/server'])]);
checks.push(['typecheck web', run('typecheck web', bin('tsc'), ['-p', 'apps/web'])]);
checks.push(['lint', run('lint', bin('eslint'), ['.', '--max-warnings', '0'])]);
checks.push(['format', run('format', bin('prettier'), ['--check', '.', '--log-level', 'warn'])]);

const totalsFile = '.tmp/vitest-totals.json';
fs.rmSync(totalsFile, { force: true });
const vitestOk = run('vitest', bin('vitest'), ['run', ...process.argv.slice(2)]);
let totals = { passed: 0, failed: vitestOk ? 0 : 1, skipped: 0, failures: [] };
if (fs.existsSync(totalsFile)) totals = JSON.parse(fs.readFileSync(totalsFile, 'utf8'));
else if (!vitestOk) totals.failures.push('vitest did not finish');

const checkFailures = checks.filter(([, ok]) => !ok).map(([name]) => name);
const passed = totals.passed + checks.length - checkFailures.length;
const failed = totals.failed + checkFailures.length;
if (checkFailures.length || totals.failures.length) {
  console.log('\nFailed:');
  for (const f of [...checkFailures, ...totals.failures]) console.log(`  - ${f}`);
}
if (totals.skipped) console.log(`${totals.skipped} skipped`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && vitestOk ? 0 : 1);
