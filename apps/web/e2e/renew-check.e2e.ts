import { describe, expect, it } from 'vitest';
import { calls, type RenewCheckItem, type RenewOrder } from '@ecloud/contract';
import { api, apiSignIn } from './support/api.ts';
import { eventually, opened } from './support/console.ts';
import { serverUrl } from './support/server-url.ts';
import { signedInBrowser } from './support/session.ts';

const base = serverUrl();
// The platform's support person settles renewals a cloud could not confirm ('renew-settle').
const browser = signedInBrowser(base, 'support');

describe('renewals to check', () => {
  it('settles the demo’s unconfirmed renewal as failed; admin’s order shows it refunded', async () => {
    const page = browser.page;
    const support = await apiSignIn(base, 'support');
    const [waiting] = (await api<RenewCheckItem[]>(base, calls.renewCheckList, {}, support)).data;
    expect(waiting).toBeDefined();
    await page.goto(`${base}/console/renewManage/check`);
    const settle = page.getByTestId(`renew-check-failed-${waiting!.itemId}`);
    const row = page.getByTestId('renew-check-table').locator('tr', { has: settle });
    await row.waitFor();
    expect(await row.innerText()).toContain(waiting!.resourceName);
    expect(await row.innerText()).toContain('Throttling.User');
    await settle.click();
    await page.getByText(`and settle this renewal as failed?`).waitFor();
    await opened(page.locator('.ant-popconfirm'));
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Settle as failed' }).click();
    await page.getByText('No renewal is waiting for a check').waitFor({ timeout: 15_000 });

    const admin = await apiSignIn(base, 'admin');
    const orderOf = async () =>
      (await api<RenewOrder>(base, calls.renewOrder, { orderId: waiting!.orderId }, admin)).data;
    await eventually(async () => (await orderOf()).items.map((i) => i.status)).toEqual(['failed']);
    expect(await orderOf()).toMatchObject({ refundedFen: waiting!.priceFen, chargedFen: 0 });
  });
});
