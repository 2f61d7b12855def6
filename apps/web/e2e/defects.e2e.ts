import { describe, expect, it } from 'vitest';
import { serverUrl } from './support/server-url.ts';
import type { Page } from 'playwright-core';
import { openBrowser } from './support/browser.ts';
import { fileBrowser, openTab } from './support/session.ts';
import { eventually } from './support/console.ts';

// Issue 9: defects a new user found; each test fails if its defect comes back.
const base = serverUrl();
const browser = fileBrowser();
const personTab = (username: string, lang: 'en-US' | 'zh-CN' = 'en-US', loginFlag: 1 | 2 = 1) =>
  openTab(browser, base, username, { lang, loginFlag });

const selectedMenu = (page: Page) =>
  page.locator('[data-testid=left-menu] .ant-menu-item-selected').innerText();

describe('issue 9: rough edges stay smoothed', () => {
  it('channel-only screens show the no-permission page to others, with no failing call', async () => {
    const admin = await personTab('admin');
    for (const path of ['/userCenter/agentManage', '/userCenter/costCenter/cashWithdrawal']) {
      await admin.goto(`${base}/console${path}`);
      await admin.getByText('You do not have permission to open this page.').waitFor();
      expect(await admin.locator('.ant-message-error').count()).toBe(0);
    }
    await admin.close();
  });

  it('the withdrawal form fills the whole amount with "Withdraw all"', async () => {
    const channel = await personTab('channel');
    await channel.goto(`${base}/console/userCenter/costCenter/cashWithdrawal`);
    expect(await channel.getByTestId('withdraw-all').innerText()).toBe('Withdraw all');
    await channel.close();
  });

  it('Zhongjin cloud has one name on the bill screens too', async () => {
    const admin = await personTab('admin', 'zh-CN');
    await admin.goto(`${base}/console/userCenter/costCenter/cosumeDetail?provider=QINGYUN`);
    const rows = admin.getByTestId('consumption-list').locator('.ant-table-row');
    await eventually(() => rows.count()).toBeGreaterThan(0);
    const text = (await rows.allInnerTexts()).join('\n');
    expect(text).toContain('中金云');
    expect(text).not.toContain('青云');
    await admin.close();
  });

  it('the reviewers’ screen has a menu entry, lit when open', async () => {
    const auditor = await personTab('auditor');
    await auditor.goto(`${base}/console/userCenter/costCenter/review`);
    await eventually(() => selectedMenu(auditor)).toBe('Review queue');
    await auditor.close();
  });

  it('key pairs and quota requests light cloud accounts', async () => {
    const ops = await personTab('ops', 'en-US', 2);
    for (const path of [
      '/resourceManage/cloudResource/tx/uploadkey',
      '/resourceManage/quotaApply',
    ]) {
      await ops.goto(`${base}/console${path}`);
      await eventually(() => selectedMenu(ops)).toBe('Cloud accounts');
    }
    await ops.close();
  });

  it('providers of like colours are told apart in the stacked chart', async () => {
    const ops = await personTab('ops', 'en-US', 2);
    const chart = ops.getByTestId('home-resources-chart');
    await chart.waitFor();
    await eventually(() => chart.locator('pattern').count()).toBeGreaterThan(0);
    await ops.close();
  });

  it('the role description names only screens that exist', async () => {
    const admin = await personTab('admin');
    await admin.goto(`${base}/console/userCenter/roleManage`);
    const finance = admin.getByTestId('role-opens-finance');
    await finance.waitFor();
    const text = await finance.innerText();
    expect(text).toContain('Bill overview');
    // Orders and the cart are granted to finance and built now, so the description names them.
    expect(text).toMatch(/My orders/);
    await admin.close();
  });
});

describe('issue 9: we generate nothing in the other language', () => {
  it('the Chinese console: our items in Chinese, provider items marked, Chinese banks', async () => {
    const admin = await personTab('admin', 'zh-CN');
    const cjk = /[\u4e00-\u9fff]/;
    const cc = `${base}/console/userCenter/costCenter`;
    await admin.goto(`${cc}/cosumeDetail?source=order`);
    const rows = admin.getByTestId('consumption-list').locator('.ant-table-row');
    await eventually(() => rows.count()).toBeGreaterThan(0);
    for (const text of await rows.allInnerTexts()) {
      // Value-added orders and renewal orders (the demo has both).
      expect(text).toMatch(/(ORD|REN)-\d+/);
      expect(text).toMatch(cjk);
      expect(text).not.toContain('term:');
    }
    await admin.goto(`${cc}/cosumeDetail?source=cloud`);
    await eventually(() => rows.count()).toBeGreaterThan(0);
    expect(await rows.getByTestId('provider-text').count()).toBe(await rows.count());
    for (const text of await rows.allInnerTexts()) expect(text).toMatch(/USG-\d+/);
    await admin.goto(`${cc}/recharge`);
    await admin.getByText('中国工商银行').first().waitFor();
    expect(await admin.getByText('Industrial and Commercial Bank').count()).toBe(0);
    await admin.close();
  });

  it('keeps each demo username on one line on the sign-in page', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${base}/portal/login`);
    await page.getByTestId('demo-accounts').waitFor();
    const heights = await page.$$eval(
      '[data-testid=demo-accounts] tbody tr td:first-child',
      (tds) =>
        tds.map((td) => {
          // The text's own height, not the row's (a long note next to it may wrap).
          const range = document.createRange();
          range.selectNodeContents(td);
          const lineHeight = parseFloat(getComputedStyle(td).lineHeight) || 22;
          return range.getBoundingClientRect().height / lineHeight;
        }),
    );
    expect(heights.length).toBeGreaterThan(5);
    for (const lines of heights) expect(lines).toBeLessThan(1.5);
    await page.close();
  });
});

describe('issue 9: the first visit speaks the browser’s language, then the choice sticks', () => {
  it('zh browsers get Chinese, en browsers English, and a choice outlives both', async () => {
    const zh = await openBrowser({ locale: 'zh-CN' });
    await zh.page.goto(`${base}/portal/login`);
    await zh.page
      .getByRole('button', { name: '登 录' })
      .or(zh.page.getByText('登录'))
      .first()
      .waitFor();
    await zh.page.evaluate(() => localStorage.setItem('ecloud.lang', 'en-US'));
    await zh.page.reload();
    await zh.page.getByText('Sign in').first().waitFor();
    await zh.close();
    const en = await openBrowser({ locale: 'en-US' });
    await en.page.goto(`${base}/portal/login`);
    await en.page.getByText('Sign in').first().waitFor();
    await en.close();
  });
});
