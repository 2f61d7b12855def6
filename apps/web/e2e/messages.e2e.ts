import { describe, expect, it } from 'vitest';
import { serverUrl } from './support/server-url.ts';
import { signedInBrowser } from './support/session.ts';
import { eventually, waitForPath, opened } from './support/console.ts';

const base = serverUrl();
// contract's inbox (4 unread of 13); admin's 120 are left for the sign-in checks.
const browser = signedInBrowser(base, 'contract');

const rows = () => browser.page.locator('.ant-table-tbody tr.ant-table-row');
const badge = () => browser.page.getByTestId('unread-badge').innerText();

describe('message centre (v6)', () => {
  it('filters unread, opens one (which reads it) and the badge follows', async () => {
    const page = browser.page;
    await page.getByTestId('header-messages').click();
    await waitForPath(page, '/console/userCenter/messageCenter/index');
    await page.getByText('4 unread messages').waitFor();
    expect(await badge()).toBe('4');
    await page.getByTestId('read-filter').getByText('Unread').click();
    await eventually(() => rows().count()).toBe(4);
    await rows().first().getByTestId('message-title').click();
    await page.getByTestId('message-drawer').waitFor();
    await page.keyboard.press('Escape');
    await page.getByText('3 unread messages').waitFor();
    await eventually(badge).toBe('3');
  });

  it('filters by type and keyword', async () => {
    const page = browser.page;
    await page.goto(`${base}/console/userCenter/messageCenter/index?type=alarm`);
    await eventually(() => rows().count()).toBeGreaterThan(0);
    for (const text of await rows().allInnerTexts()) expect(text).toContain('Alarm');
    await page.goto(`${base}/console/userCenter/messageCenter/index?keyword=WO-1006`);
    await eventually(() => rows().count()).toBe(1);
  });

  it('marks selected read, then all, and deletes selected after confirmation', async () => {
    const page = browser.page;
    await page.goto(`${base}/console/userCenter/messageCenter/index?read=unread`);
    await eventually(() => rows().count()).toBe(3);
    await rows().first().locator('.ant-checkbox-input').check();
    await page.getByTestId('mark-selected-read').click();
    await page.getByText('2 unread messages').waitFor();
    await page.getByTestId('mark-all-read').click();
    await page.getByText('2 messages marked read').waitFor();
    await page.getByText('0 unread messages').waitFor();
    await eventually(() => page.getByTestId('unread-badge').locator('sup').count()).toBe(0);
    await page.goto(`${base}/console/userCenter/messageCenter/index`);
    const before = await page.locator('.ant-pagination-total-text').innerText();
    await rows().nth(0).locator('.ant-checkbox-input').check();
    await rows().nth(1).locator('.ant-checkbox-input').check();
    await page.getByTestId('delete-selected').click();
    await opened(page.locator('.ant-popconfirm'));
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('2 messages deleted').waitFor();
    const after = await page.locator('.ant-pagination-total-text').innerText();
    expect(Number(after.match(/\d+/)![0])).toBe(Number(before.match(/\d+/)![0]) - 2);
  });
});
