import { describe, expect, it } from 'vitest';
import { serverUrl } from './support/server-url.ts';
import type { Page } from 'playwright-core';
import { calls } from '@ecloud/contract';
import { fileBrowser } from './support/session.ts';
import { eventually, menuTexts, sessionValue, signIn, waitForPath } from './support/console.ts';
import { api } from './support/api.ts';

const base = serverUrl();
const browser = fileBrowser();
/** The menu of a person who may open user management, with basic information open. */
const WITH_BASIC_INFO = [
  'Console',
  'Cost centre',
  'Messages',
  'User management',
  'Basic information',
];

let open: Page | undefined;
/**
 * Each test in a tab of its own: a tab left behind still runs its timers (the barred customer's
 * logout, the unread poll meeting a 407), and its late navigations would land in the next test.
 */
async function fresh() {
  await open?.close();
  await browser.context.clearCookies();
  open = await browser.context.newPage();
  await open.goto(`${base}/portal/login`);
  await open.evaluate(() => localStorage.setItem('ecloud.lang', 'en-US'));
  return open;
}

/** Pairs of top-bar counts and entries whose boxes overlap, named by their text. */
function topBarCollisions(page: Page): Promise<string[]> {
  return page.getByTestId('top-bar').evaluate((bar) => {
    const box = (el: Element) => el.getBoundingClientRect();
    const meet = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    const counts = [...bar.querySelectorAll('sup.ant-badge-count')];
    const entries = [...bar.querySelectorAll('.ant-space-item')];
    const found: string[] = [];
    counts.forEach((c, i) => {
      for (const other of counts.slice(i + 1))
        if (meet(box(c), box(other))) found.push(`${c.textContent} ~ ${other.textContent}`);
      for (const entry of entries)
        if (!entry.contains(c) && meet(box(c), box(entry)))
          found.push(`${c.textContent} ~ ${entry.textContent}`);
    });
    return found;
  });
}

describe('signing in as each demo user', () => {
  it('admin lands in the operator console with the full menu and a 99+ badge', async () => {
    const page = await fresh();
    await signIn(page, base, 'admin');
    await waitForPath(page, '/console/index');
    expect(await menuTexts(page)).toEqual([
      'Console',
      'Value-added services',
      'Cost centre',
      'Work orders',
      'Messages',
      'User management',
    ]);
    await page.getByTestId('home-messages-card').waitFor();
    await eventually(() => page.getByTestId('unread-badge').innerText()).toContain('99+');
    await page.waitForLoadState('networkidle');
    // No count in the top bar runs into another count or into a neighbouring entry (work
    // orders' count once sat over the bell).
    expect(await topBarCollisions(page)).toEqual([]);
    expect(await page.locator('[data-console]').getAttribute('data-theme')).toBe('dark');
    expect(await page.getByTestId('business-view-link').getAttribute('href')).toMatch(
      /^https?:\/\//,
    );
    expect(await sessionValue(page, 'loginFlag')).toBe('1');
    // Other files sign admin in too: the stored count is the one the server gave.
    const info = JSON.parse((await sessionValue(page, 'userInfo')) ?? '{}') as { loginNum: number };
    expect(await sessionValue(page, 'loginNum')).toBe(String(info.loginNum));
    expect(JSON.parse((await sessionValue(page, 'userInfo')) ?? '{}')).toMatchObject({
      username: 'admin',
      authCodes: 'all',
      role: 'Administrator',
    });
    expect(await sessionValue(page, 'token')).toMatch(/^[\w-]{43}$/);
  });

  it('finance, on the first sign-in, is asked to change the password and taken to basic information', async () => {
    const page = await fresh();
    await signIn(page, base, 'finance');
    await waitForPath(page, '/console/userCenter/myAccount');
    await page.getByText('This is your first sign-in').waitFor();
    expect(await sessionValue(page, 'loginNum')).toBe('1');
    expect(await menuTexts(page)).toEqual(WITH_BASIC_INFO);
    await page.getByTestId('basic-info').getByText('finance', { exact: true }).waitFor();
  });

  it('channel sees the channel partner’s menus', async () => {
    const page = await fresh();
    await signIn(page, base, 'channel');
    await waitForPath(page, '/console/index');
    await page.goto(`${base}/console/userCenter/myAccount`);
    expect(await menuTexts(page)).toEqual([
      ...WITH_BASIC_INFO.slice(0, 2),
      'Work orders',
      ...WITH_BASIC_INFO.slice(2),
    ]);
  });

  it('contract lands in the operator console', async () => {
    const page = await fresh();
    await signIn(page, base, 'contract');
    await waitForPath(page, '/console/index');
    expect(await page.getByTestId('console-name').innerText()).toBe('Operator console');
  });

  it('ops enters the light cloud-management console; the accounts of its tenant open the guard', async () => {
    const page = await fresh();
    await signIn(page, base, 'ops', 2);
    await waitForPath(page, '/console/index');
    expect(await page.locator('[data-console]').getAttribute('data-theme')).toBe('light');
    expect(await page.getByTestId('user-name').innerText()).toContain('Oscar Ops');
    expect(await page.getByTestId('header-messages').count()).toBe(0);
    // Demo Enterprise has usable cloud accounts: the stored cloud options let ops past the
    // guard, and a page outside the maintenance menu is refused by the page guard instead.
    await eventually(() => sessionValue(page, 'cloudOptions')).toContain('"value":"ALI"');
    await page.goto(`${base}/console/userCenter/accountManage`);
    await page.getByText('You do not have permission to open this page.').waitFor();
    await page.goto(`${base}/console/userCenter/myAccount`);
    await waitForPath(page, '/console/userCenter/myAccount');
    await page.getByTestId('basic-info').waitFor();
  });

  it('newops is sent to cloud accounts from anything but the open pages', async () => {
    const page = await fresh();
    await signIn(page, base, 'newops', 2);
    await waitForPath(page, '/console/index');
    await page.goto(`${base}/console/userCenter/messageCenter/index`);
    await waitForPath(page, '/console/cloudAccount/index');
  });

  it('steward asking for console 1 is warned and forced to console 2', async () => {
    const page = await fresh();
    await signIn(page, base, 'steward', 1);
    await page.getByText('A cloud-steward account cannot log in to the cloud console').waitFor();
    await waitForPath(page, '/console/index');
    expect(await sessionValue(page, 'loginFlag')).toBe('2');
    expect(await page.getByTestId('console-name').innerText()).toBe('Cloud management');
  });

  it('portal (customType 2) is told it has no permission for 5 s, then logged out', async () => {
    const page = await fresh();
    await signIn(page, base, 'portal');
    const shown = Date.now();
    await page
      .getByText('You have no permission to enter, please log in from the cloud valley portal')
      .first()
      .waitFor();
    await waitForPath(page, '/portal/login');
    expect(Date.now() - shown).toBeGreaterThanOrEqual(4500);
    expect(await sessionValue(page, 'token')).toBeNull();
  });
});

describe('sessions in the browser', () => {
  it('returns to sign-in when the session dies mid-session (407)', async () => {
    const page = await fresh();
    await signIn(page, base, 'admin');
    await waitForPath(page, '/console/index');
    const token = (await sessionValue(page, 'token'))!;
    expect((await api(base, calls.logout, {}, token)).code).toBe(200);
    // The next call (this click, or the 10 s unread poll if it comes first) meets the 407.
    await page
      .locator('[data-testid=left-menu]')
      .getByText('Messages')
      .click({ timeout: 3000 })
      .catch(() => undefined);
    await waitForPath(page, '/portal/login');
    expect(await sessionValue(page, 'token')).toBeNull();
  });

  it('logs out from the user menu, revoking the session on the server', async () => {
    const page = await fresh();
    await signIn(page, base, 'admin');
    await waitForPath(page, '/console/index');
    const token = (await sessionValue(page, 'token'))!;
    await page.getByTestId('user-menu').hover();
    await page.getByText('Log out').click();
    await waitForPath(page, '/portal/login');
    expect((await api(base, calls.currentUser, {}, token)).code).toBe(407);
  });

  it('sends a visitor without a session to sign-in', async () => {
    const page = await fresh();
    await page.goto(`${base}/console/userCenter/myAccount`);
    await waitForPath(page, '/portal/login');
  });

  it('redirects / to the console home', async () => {
    const page = await fresh();
    await signIn(page, base, 'admin');
    await waitForPath(page, '/console/index');
    await page.goto(`${base}/`);
    await waitForPath(page, '/console/index');
  });

  it('shows a not-found page with a way home for unknown routes', async () => {
    const page = await fresh();
    await signIn(page, base, 'admin');
    await waitForPath(page, '/console/index');
    await page.goto(`${base}/console/no/such/page`);
    await page.getByText('There is no page at this address.').waitFor();
    await page.getByText('Back to the console home').click();
    await waitForPath(page, '/console/index');
  });

  it('switches to Chinese from the top bar', async () => {
    const page = await fresh();
    await signIn(page, base, 'admin');
    await waitForPath(page, '/console/index');
    await page.getByTestId('language-switch').click();
    await page.getByText('简体中文').click();
    await page.locator('[data-testid=left-menu]').getByText('控制台').waitFor();
    expect(await menuTexts(page)).toEqual([
      '控制台',
      '增值服务',
      '费用中心',
      '工单',
      '消息',
      '用户管理',
    ]);
  });
});
