import { describe, expect, it } from 'vitest';
import { serverUrl } from './support/server-url.ts';
import { calls } from '@ecloud/contract';
import { fileBrowser } from './support/session.ts';
import { signIn, waitForPath } from './support/console.ts';
import { api, apiSignIn } from './support/api.ts';

const base = serverUrl();
/** Everything the page logged that is a policy violation or an uncaught error. */
const problems: string[] = [];
// A demo user no other browser test signs in as: this file locks it out and lifts the lock.
const VICTIM = 'wuxia';

const browser = fileBrowser({}, async (opened) => {
  // Some refusals (a blocked eval probe caught by the library) log nothing by themselves.
  await opened.context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(
        `Content Security Policy violation: ${e.effectiveDirective} ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  opened.page.on('console', (msg) => {
    const text = msg.text();
    if (/Content Security Policy|Refused to (apply|load|execute|connect|frame)/i.test(text))
      problems.push(`console: ${text}`);
  });
  opened.page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
});

describe('the console under its Content-Security-Policy', () => {
  it('serves the portal with the policy and signs in with no violation', async () => {
    const page = browser.page;
    const res = await page.goto(`${base}/portal/login`);
    const csp = res?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(res?.headers()['x-content-type-options']).toBe('nosniff');
    await page.evaluate(() => localStorage.setItem('ecloud.lang', 'en-US'));
    await signIn(page, base, 'admin');
    await waitForPath(page, '/console/index');
    await page.getByTestId('home-messages-card').waitFor();
    // antd's run-time styles applied: the card has its border radius from CSS-in-JS.
    const radius = await page
      .locator('.ant-card')
      .first()
      .evaluate((el) => getComputedStyle(el).borderTopLeftRadius);
    expect(radius).not.toBe('0px');
    expect(problems).toEqual([]);
  });

  it('shows a locked-out user on the user list, lifts the lock, with no violation', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await api(base, calls.login, { username: VICTIM, password: 'x', loginFlag: 1 });
      expect(res.code).toBe(400);
    }
    const locked = await api(base, calls.login, {
      username: VICTIM,
      password: 'Demo@123456',
      loginFlag: 1,
    });
    expect(locked.code).toBe(429);
    const page = browser.page;
    await page.goto(`${base}/console/userCenter/accountManage`);
    const panel = page.getByTestId('sign-in-lockouts');
    await panel.waitFor();
    expect(await panel.innerText()).toContain(VICTIM);
    await panel.getByRole('button', { name: 'Lift' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await apiSignIn(base, VICTIM)).toMatch(/^[\w-]{43}$/);
    expect(problems).toEqual([]);
  });

  it('lets a form with an autosizing text area measure itself (style attributes)', async () => {
    const page = browser.page;
    await page.goto(`${base}/console/resourceManage/quotaApply`);
    await page.getByTestId('quota-create').click();
    const reason = page.getByTestId('quota-form').locator('textarea');
    await reason.waitFor();
    const height = () => reason.evaluate((el) => el.clientHeight);
    const empty = await height();
    await reason.fill('one\ntwo\nthree\nfour\nfive');
    // rc-textarea sizes it from a hidden copy styled by attribute: it grows past its three rows.
    await expect.poll(height).toBeGreaterThan(empty);
    expect(problems).toEqual([]);
  });
});
