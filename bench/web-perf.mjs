#!/usr/bin/env node
// How fast the console loads (issue 9, section 1). Starts the built server on a fresh data folder
// with demo data, signs in through the portal page in Chromium, and prints for the sign-in page
// and three signed-in pages: JavaScript transferred (compressed bytes on the wire, cold cache),
// requests, the first table row or the LCP, and Lighthouse performance (desktop, mobile; median).
// Usage: node bench/web-perf.mjs [--runs 3] [--skip-lighthouse] [--only sign-in] [--verbose]
//   [--json out.json]   (--verbose lists every script fetched)
// Budgets: sign-in <= 150 KiB JS, LH >= 98 / 85; table pages <= 350 KiB, first row <= 1 s,
// LH >= 95 / 70. Checked by reading the figures: nothing here fails a build.
/* global window */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { navigation, desktopConfig, defaultConfig } from 'lighthouse';
import { tsImport } from 'tsx/esm/api';

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const RUNS = Number(option('runs', '3'));
// The e2e suite's Chromium (path and flags) and server start, so both measure the same stack.
const { CHROMIUM, CHROMIUM_FLAGS: FLAGS } = await tsImport(
  '../apps/web/e2e/support/browser.ts',
  import.meta.url,
);
const { startServer: startBuiltServer } = await tsImport(
  '../apps/web/e2e/support/server.ts',
  import.meta.url,
);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** The pages measured: who signs in (a demo account, in which console) and what shows "loaded". */
const PAGES = [
  { name: 'sign-in', path: '/portal/login', ready: '[data-testid=login-form]' },
  {
    name: 'user list',
    path: '/console/userCenter/accountManage',
    user: 'admin',
    loginFlag: 1,
    row: true,
  },
  {
    name: 'host list (ops, console 2)',
    path: '/console/resource/pubCloud/host',
    user: 'ops',
    loginFlag: 2,
    row: true,
  },
  {
    name: 'bill overview',
    path: '/console/userCenter/costCenter/index',
    user: 'admin',
    loginFlag: 1,
    ready: 'canvas, svg[data-zr-dom-id], .ant-card',
  },
];
const ROW = '.ant-table-tbody > tr.ant-table-row';

/** The built server with demo data (built first if it is not). */
async function startServer() {
  for (const [file, ws] of [
    ['apps/web/dist/index.html', '@ecloud/web'],
    ['apps/server/dist/main.js', '@ecloud/server'],
  ]) {
    if (fs.existsSync(path.join(root, file))) continue;
    const r = spawnSync('npm', ['run', 'build', '-w', ws], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  return startBuiltServer();
}

// Runs in the page before its own scripts: the time the first table row appears, and the LCP.
const OBSERVE = `(() => {
  const mark = () => {
    if (window.__firstRow === undefined && document.querySelector('${ROW}'))
      window.__firstRow = performance.now();
  };
  new MutationObserver(mark).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

/** Signs in through the portal page as a person would, and returns the session storage. */
async function signIn(page, base, user, loginFlag) {
  await page.goto(`${base}/portal/login`);
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await page.getByTestId(`demo-${user}`).click();
  await page.getByTestId(`login-flag-${loginFlag}`).locator('xpath=ancestor::label').click();
  await page.getByTestId('sign-in').click();
  await page.waitForURL((u) => u.pathname.startsWith('/console/'), { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
}

/** One cold-cache load: script bytes on the wire (as DevTools counts them), requests, timings. */
async function measure(page, cdp, url, def) {
  await cdp.send('Network.clearBrowserCache');
  const types = new Map();
  let jsBytes = 0;
  let jsRequests = 0;
  let requests = 0;
  const urls = new Map();
  const onSent = (e) => {
    requests++;
    types.set(e.requestId, e.type);
    urls.set(e.requestId, e.request.url);
  };
  const onDone = (e) => {
    if (types.get(e.requestId) !== 'Script') return;
    jsRequests++;
    jsBytes += e.encodedDataLength;
    if (flag('verbose'))
      console.log(`    ${(e.encodedDataLength / 1024).toFixed(1)} KiB ${urls.get(e.requestId)}`);
  };
  cdp.on('Network.requestWillBeSent', onSent);
  cdp.on('Network.loadingFinished', onDone);
  await page.goto(url);
  await page.waitForSelector(def.row ? ROW : def.ready, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const { firstRow, lcp } = await page.evaluate(() => ({
    firstRow: window.__firstRow,
    lcp: window.__lcp,
  }));
  cdp.off('Network.requestWillBeSent', onSent);
  cdp.off('Network.loadingFinished', onDone);
  return { jsKiB: jsBytes / 1024, jsRequests, requests, firstRowMs: firstRow, lcpMs: lcp };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

/**
 * Lighthouse in its own Chromium (same binary and flags). Signed-in pages need the session,
 * which lives in sessionStorage (per tab): the tab first opens the site, is given the session
 * signed in above, and Lighthouse then loads the page in that same tab. Storage reset is off
 * so the session survives; the HTTP cache is cleared before every run instead (cold cache).
 */
async function lighthouseRuns(base, def, storage) {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    userDataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'ecloud-lh-')),
  });
  const scores = { desktop: [], mobile: [] };
  try {
    for (const [kind, config] of [
      ['desktop', desktopConfig],
      ['mobile', defaultConfig],
    ]) {
      for (let i = 0; i < RUNS; i++) {
        const page = await browser.newPage();
        await page.goto(`${base}/healthz`);
        await page.evaluate((s) => {
          sessionStorage.clear();
          for (const [k, v] of Object.entries(s)) sessionStorage.setItem(k, v);
        }, storage ?? {});
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
        const result = await navigation(page, `${base}${def.path}`, {
          config,
          flags: { onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' },
        });
        const lhr = result?.lhr;
        // A lost session would measure the sign-in page instead: say so rather than mislead.
        const landed = new URL(lhr?.finalDisplayedUrl ?? base).pathname;
        if (landed !== def.path) console.warn(`Lighthouse ${def.path} ended at ${landed}`);
        scores[kind].push(Math.round((lhr?.categories.performance.score ?? 0) * 100));
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  return {
    desktop: median(scores.desktop),
    mobile: median(scores.mobile),
    runs: scores,
  };
}

const server = await startServer();
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'ecloud-webperf-chromium-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM,
  headless: true,
  args: FLAGS,
  viewport: { width: 1440, height: 900 },
  locale: 'en-US',
});
const results = [];
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.addInitScript(OBSERVE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const only = option('only', '');
  for (const def of PAGES.filter((p) => !only || p.name.startsWith(only))) {
    const storage = def.user
      ? await signIn(page, server.url, def.user, def.loginFlag)
      : await page
          .goto(`${server.url}/portal/login`)
          .then(() => page.evaluate(() => sessionStorage.clear()))
          .then(() => ({}));
    const load = await measure(page, cdp, `${server.url}${def.path}`, def);
    const lh = flag('skip-lighthouse') ? null : await lighthouseRuns(server.url, def, storage);
    results.push({ page: def.name, path: def.path, ...load, lighthouse: lh });
    console.log(
      [
        def.name.padEnd(28),
        `JS ${load.jsKiB.toFixed(1).padStart(7)} KiB in ${String(load.jsRequests).padStart(2)} requests`,
        `(${load.requests} in all)`,
        def.row
          ? `first row ${Math.round(load.firstRowMs ?? NaN)} ms`
          : `LCP ${Math.round(load.lcpMs ?? NaN)} ms`,
        lh ? `Lighthouse ${lh.desktop} desktop / ${lh.mobile} mobile` : '',
      ].join('  '),
    );
  }
} finally {
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
  await server.stop();
}
const out = option('json', '');
if (out)
  fs.writeFileSync(out, `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`);
