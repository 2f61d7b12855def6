import { describe, expect, it } from 'vitest';
import { serverUrl } from './support/server-url.ts';
import { calls } from '@ecloud/contract';
import { fileBrowser } from './support/session.ts';
import { sessionValue, waitForPath } from './support/console.ts';
import { api, apiSignIn } from './support/api.ts';

const base = serverUrl();
const username = `acct${Date.now().toString(36)}`;

const browser = fileBrowser({}, async () => {
  const admin = await apiSignIn(base, 'admin');
  const roles = await api<{ id: string; code: string }[]>(base, calls.roleFindAll, {}, admin);
  const finance = roles.data.find((r) => r.code === 'finance')!.id;
  const created = await api(
    base,
    calls.userCreate,
    { username, password: 'First#Pass1', name: 'New Colleague', roleIds: [finance] },
    admin,
  );
  expect(created.code).toBe(200);
});

describe('basic information (v7-1)', () => {
  it('takes a new user to basic information on the first sign-in, where they change the password', async () => {
    const page = browser.page;
    await page.goto(`${base}/portal/login`);
    await page.evaluate(() => localStorage.setItem('ecloud.lang', 'en-US'));
    await page.reload();
    await page.locator('#username').fill(username);
    await page.locator('#password').fill('First#Pass1');
    await page.getByTestId('sign-in').click();
    await waitForPath(page, '/console/userCenter/myAccount');
    expect(await sessionValue(page, 'loginNum')).toBe('1');
    const form = page.getByTestId('change-password-form');
    await form.locator('#oldPassword').fill('Wrong#Pass1');
    await form.locator('#newPassword').fill('Second#Pass2');
    await form.locator('#newPasswordConfirm').fill('Second#Pass2');
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The current password is wrong').waitFor();
    await form.locator('#oldPassword').fill('First#Pass1');
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed. Your other sessions were signed out.').waitFor();
    expect(
      (await api(base, calls.login, { username, password: 'Second#Pass2', loginFlag: 1 })).code,
    ).toBe(200);
  });

  it('edits the profile, refusing a bad e-mail in the browser', async () => {
    const page = browser.page;
    await page.getByTestId('edit-profile').click();
    const dialog = page.locator('.ant-modal');
    await dialog.locator('#email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(/Invalid email/i).waitFor();
    await dialog.locator('#email').fill('colleague@example.com');
    await dialog.locator('#name').fill('Renamed Colleague');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('basic-info').getByText('colleague@example.com').waitFor();
    await page.getByTestId('user-menu').getByText('Renamed Colleague').waitFor();
  });
});
