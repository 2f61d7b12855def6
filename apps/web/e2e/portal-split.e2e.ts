import { describe, expect, it } from 'vitest';
import { serverUrl } from './support/server-url.ts';
import { fileBrowser } from './support/session.ts';
import { signIn, waitForPath } from './support/console.ts';

const base = serverUrl();
const browser = fileBrowser();

/** The script files a page fetched, by file name. */
function scriptsFetched(page: typeof browser.page): string[] {
  const names: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') names.push(new URL(r.url()).pathname.split('/').pop()!);
  });
  return names;
}

// Chunk names follow their first module (vite.config.ts): the console's gate and shell, the
// list component with antd's Table (components/list), ECharts.
const CONSOLE_ONLY = /^(console-gate|shell-layout|page-guard|list|table|echarts)-/;

describe('the portal and the console load apart', () => {
  it('the sign-in page fetches no console, table or chart code, compressed', async () => {
    const page = browser.page;
    await page.goto(`${base}/portal/login`);
    await page.evaluate(() => sessionStorage.clear());
    const scripts = scriptsFetched(page);
    const encodings: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script' && r.url().includes('/assets/'))
        encodings.push(r.headers()['content-encoding'] ?? 'none');
    });
    await page.reload();
    await page.getByTestId('demo-accounts').waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => CONSOLE_ONLY.test(s))).toEqual([]);
    // Chromium asks for br; only files under 1 KB are sent as they are.
    expect(encodings).toContain('br');
  });

  it('a table page loads the console and the table, not ECharts', async () => {
    const page = browser.page;
    await signIn(page, base, 'admin');
    await waitForPath(page, '/console/index');
    // A fresh load of a table page (files from the cache still count as fetched).
    const scripts = scriptsFetched(page);
    await page.goto(`${base}/console/userCenter/accountManage`);
    await page.locator('.ant-table-row').first().waitFor();
    expect(scripts.some((s) => s.startsWith('console-gate-'))).toBe(true);
    expect(scripts.some((s) => s.startsWith('list-'))).toBe(true);
    expect(scripts.some((s) => s.startsWith('echarts-'))).toBe(false);
  });
});
