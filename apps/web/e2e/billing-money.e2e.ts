import { describe, expect, it } from 'vitest';
import { serverUrl } from './support/server-url.ts';
import type { Page } from 'playwright-core';
import { fileBrowser, openTab } from './support/session.ts';
import { eventually, menuTexts, waitForPath, opened } from './support/console.ts';
import { amountOf, fen } from './support/money.ts';

const base = serverUrl();
const CC = '/console/userCenter/costCenter';
const browser = fileBrowser();

/** Submits the page's form and finds the new record first in its list, in its state. */
async function submitShowsFirst(
  page: Page,
  submit: string,
  records: string,
  amount: string,
  state: string,
) {
  await page.getByTestId(submit).click();
  await waitForPath(page, `${CC}/${records}`);
  const first = page.locator('.ant-table-row').first();
  await eventually(() => first.innerText()).toContain(amount);
  expect(await first.innerText()).toContain(state);
}

/** Each person in their own tab: the session lives in the tab's session storage. */
const personTab = (username: string) => openTab(browser, base, username);

describe('cost centre: money moves end to end', () => {
  it('admin submits a recharge, the auditor confirms it, and the cash balance grows by it', async () => {
    const admin = await personTab('admin');
    await admin.goto(`${base}${CC}/index`);
    await admin.getByTestId('balance-cash').waitFor();
    const before = await amountOf(admin, 'balance-cash');

    await admin.getByTestId('quick-recharge').click();
    await waitForPath(admin, `${CC}/recharge`);
    const ref = `E2E${Date.now()}`;
    await admin.getByTestId('amount').fill('1234.56');
    await admin.locator('#publicAccountId').click();
    await admin.locator('.ant-select-item-option').first().click();
    await admin.getByTestId('payer-bank').fill('China Merchants Bank');
    await admin.getByTestId('payer-account').fill('6222 0210 0000 8866');
    await admin.getByTestId('transfer-ref').fill(ref);
    await admin.getByTestId('recharge-submit').click();
    await waitForPath(admin, `${CC}/rechargeRecord`);
    const row = admin.locator('.ant-table-row', { hasText: ref });
    await row.waitFor();
    expect(await row.innerText()).toContain('Awaiting confirmation');
    expect(await row.innerText()).toContain('¥1,234.56');
    // Not credited before the platform confirms the transfer.
    await admin.goto(`${base}${CC}/index`);
    await admin.getByTestId('balance-cash').waitFor();
    expect(await amountOf(admin, 'balance-cash')).toBe(before);

    const auditor = await personTab('auditor');
    await auditor.getByTestId('home-reviews-card').waitFor();
    await auditor.getByTestId('home-review-recharge').click();
    await waitForPath(auditor, `${CC}/review`);
    const pending = auditor.locator('.ant-table-row', { hasText: ref });
    await pending.getByTestId('review-approve').click();
    await opened(auditor.locator('.ant-popconfirm'));
    await auditor
      .locator('.ant-popconfirm')
      .getByRole('button', { name: 'Confirm receipt' })
      .click();
    await auditor.getByText('Approved', { exact: true }).waitFor();
    await eventually(() => pending.count()).toBe(0);

    await admin.reload();
    await admin.getByTestId('balance-cash').waitFor();
    await eventually(() => amountOf(admin, 'balance-cash')).toBe(before + 123456);
    await admin.goto(`${base}${CC}/rechargeRecord?keyword=${ref}`);
    await eventually(() => admin.locator('.ant-table-row', { hasText: ref }).innerText()).toContain(
      'Confirmed',
    );
    await auditor.close();
    await admin.close();
  });

  it('admin appropriates to a sub-account, which then holds that much more', async () => {
    const admin = await personTab('admin');
    await admin.goto(`${base}${CC}/appropriate`);
    const row = admin.getByTestId('sub-accounts').locator('.ant-table-row').first();
    await row.waitFor();
    const holds = async () => fen(await row.locator('td').nth(1).innerText());
    const before = await holds();
    const cashBefore = fen(await admin.getByTestId('own-cash').innerText());
    await row.getByTestId('appropriate').click();
    await admin.getByTestId('amount').fill('100');
    await admin.getByTestId('amount-ok').click();
    await admin.getByText('Done: ¥100.00 moved').waitFor();
    await eventually(holds).toBe(before + 10000);
    await eventually(async () => fen(await admin.getByTestId('own-cash').innerText())).toBe(
      cashBefore - 10000,
    );
    // Recovery is capped at what the sub-account holds.
    await row.getByTestId('recover').click();
    await admin.getByTestId('amount').fill(String((before + 10000) / 100 + 1));
    await admin.getByTestId('amount-ok').click();
    await admin.getByText(/More than ¥/).waitFor();
    await admin.close();
  });

  it('admin requests an invoice, which waits in the records and lowers what is invoiceable', async () => {
    const admin = await personTab('admin');
    await admin.goto(`${base}${CC}/askforInvoice`);
    await admin.getByTestId('invoice-invoiceable').waitFor();
    await eventually(async () => amountOf(admin, 'invoice-invoiceable')).toBeGreaterThan(1000);
    const before = await amountOf(admin, 'invoice-invoiceable');
    // The default title is chosen once the titles arrive.
    await admin.getByTestId('invoice-form').locator('.ant-select-content-has-value').waitFor();
    await admin.getByTestId('amount').fill('10');
    await admin.getByTestId('invoice-email').fill('finance@demo.example');
    await submitShowsFirst(admin, 'invoice-submit', 'invoice', '¥10.00', 'Submitted');
    await admin.goto(`${base}${CC}/askforInvoice`);
    await eventually(() => amountOf(admin, 'invoice-invoiceable')).toBe(before - 1000);
    await admin.close();
  });

  it('channel withdraws a rebate to its verified account; the amount is held in flight', async () => {
    const channel = await personTab('channel');
    await channel.goto(`${base}${CC}/returnManagement`);
    await channel.getByTestId('rebate-available').waitFor();
    await eventually(() => amountOf(channel, 'rebate-available')).toBeGreaterThan(100);
    const available = await amountOf(channel, 'rebate-available');
    const inFlight = await amountOf(channel, 'rebate-inFlight');
    await channel.getByTestId('go-withdraw').click();
    await waitForPath(channel, `${CC}/cashWithdrawal`);
    await eventually(() => channel.locator('#bankAccountId').count()).toBe(1);
    await channel.getByTestId('amount').fill('1');
    await submitShowsFirst(
      channel,
      'withdraw-submit',
      'cashWithdrawalRecord',
      '¥1.00',
      'In progress',
    );
    await channel.goto(`${base}${CC}/returnManagement`);
    await eventually(() => amountOf(channel, 'rebate-available')).toBe(available - 100);
    expect(await amountOf(channel, 'rebate-inFlight')).toBe(inFlight + 100);
    await channel.close();
  });

  it('contract sees no recharge: not in the menu, refused by address, contracts instead', async () => {
    const contract = await personTab('contract');
    await contract.goto(`${base}${CC}/index`);
    await contract.getByTestId('overview-contracts').waitFor();
    expect(await contract.getByTestId('quick-recharge').count()).toBe(0);
    const menu = await menuTexts(contract);
    expect(menu).toContain('Bill overview');
    expect(menu).not.toContain('Recharge');
    await contract.goto(`${base}${CC}/recharge`);
    await contract.getByText('You do not have permission to open this page.').waitFor();
    await contract.close();
  });
});
