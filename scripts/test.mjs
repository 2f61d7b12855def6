#!/usr/bin/env node
// The whole suite: type checks, lint, then every Vitest project (unit, API on PGlite and, with
// DATABASE_URL, on PostgreSQL; web; and with E2E=1 the browser tests). Ends with one line,
// "N passed, M failed", and a non-zero exit on any failure.
//
// Three lanes run at once, because no one of them keeps both cores busy: the static checks
// followed by the web project; the node Vitest projects (contract, server, server-pg); and the
// browser tests (against a built server; Vitest would otherwise run them alone after everything
// else). Each lane's output is kept and printed whole when it ends, so lanes do not interleave.
// Arguments (`npm test -- <filters>`) run one plain Vitest instead.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const bin = (name) => `node_modules/.bin/${name}`;
const tsc7 = 'node_modules/typescript-native/bin/tsc';
const tmp = '.tmp';
fs.mkdirSync(tmp, { recursive: true });
const started = Date.now();
const secondsSince = (t) => `${Math.round((Date.now() - t) / 1000)} s`;

/** Runs one command; resolves with its status and output (or inherits the terminal when live). */
function runStep(cmd, args, env, live) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const chunks = [];
    child.stdout?.on('data', (d) => chunks.push(d));
    child.stderr?.on('data', (d) => chunks.push(d));
    child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(chunks) }));
  });
}

/** A lane runs its steps one after another; returns [label, ok] per step. */
async function runLane(name, steps, live) {
  const t = Date.now();
  const results = [];
  for (const { label, cmd, args, env = {} } of steps) {
    const s = Date.now();
    const { ok, output } = await runStep(cmd, args, env, live);
    if (!live) {
      process.stdout.write(`\n== ${name}: ${label} (${secondsSince(s)})\n`);
      process.stdout.write(output);
    }
    results.push([label, ok]);
  }
  console.log(`\n-- lane ${name} done in ${secondsSince(t)}`);
  return results;
}

const vitestStep = (label, lane) => {
  const totals = path.join(tmp, `vitest-totals-${lane}.json`);
  fs.rmSync(totals, { force: true });
  return {
    label,
    cmd: bin('vitest'),
    args: ['run'],
    env: { TEST_LANE: lane, VITEST_TOTALS_FILE: totals },
    totals,
  };
};

const filters = process.argv.slice(2);
const lanes = [];
if (filters.length) {
  lanes.push(['vitest', [{ ...vitestStep('vitest', 'all'), args: ['run', ...filters] }]]);
} else {
  lanes.push([
    'checks',
    [
      // TypeScript 7 (the native compiler) checks at about 2.4x less CPU than 6; 6 stays the
      // `typescript` package because typescript-eslint refuses 7 (docs/decisions.md).
      { label: 'typecheck contract', cmd: 'node', args: [tsc7, '-p', 'packages/contract'] },
      { label: 'typecheck server', cmd: 'node', args: [tsc7, '-p', 'apps/server'] },
      { label: 'typecheck web', cmd: 'node', args: [tsc7, '-p', 'apps/web'] },
      { label: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings', '0'] },
      {
        label: 'format',
        cmd: bin('prettier'),
        args: ['--check', '.', '--log-level', 'warn'],
      },
      // The web project ends this lane rather than the workers': the static checks are done in
      // about half the time the node projects take, so the lanes now end closer together
      // (docs/decisions.md, "CI at most 6 minutes").
      vitestStep('vitest (web)', 'web'),
    ],
  ]);
  lanes.push(['vitest', [vitestStep('vitest (node projects)', 'workers')]]);
  if (process.env.E2E === '1') lanes.push(['e2e', [vitestStep('vitest (browser)', 'e2e')]]);
}

const live = lanes.length === 1;
console.log(`Running ${lanes.map(([n]) => n).join(', ')}${live ? '' : ' at once'}.`);
const outcomes = await Promise.all(lanes.map(([name, steps]) => runLane(name, steps, live)));

const failures = [];
let passed = 0;
let failed = 0;
let skipped = 0;
const fail = (what) => {
  failed++;
  failures.push(what);
};
lanes.forEach(([, steps], i) => {
  steps.forEach((step, j) => {
    const ok = outcomes[i][j][1];
    if (!step.totals) {
      if (ok) passed++;
      else fail(step.label);
      return;
    }
    if (!fs.existsSync(step.totals)) {
      fail(`${step.label} did not finish`);
      return;
    }
    const t = JSON.parse(fs.readFileSync(step.totals, 'utf8'));
    passed += t.passed;
    failed += t.failed;
    skipped += t.skipped;
    failures.push(...t.failures);
    if (!ok && t.failed === 0) fail(`${step.label} exited with an error`);
  });
});

if (failures.length) {
  console.log('\nFailed:');
  for (const f of failures) console.log(`  - ${f}`);
}
if (skipped) console.log(`${skipped} skipped`);
console.log(`Suite took ${secondsSince(started)}.`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
