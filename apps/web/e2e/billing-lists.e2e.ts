import { describe, expect, it } from 'vitest';
import { serverUrl } from './support/server-url.ts';
import type { Page } from 'playwright-core';
import { fileBrowser, openTab } from './support/session.ts';
import { cutLabels, eventually } from './support/console.ts';

const base = serverUrl();
const browser = fileBrowser();
const personTab = (username: string, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  openTab(browser, base, username, { lang });

/** Opens a list screen, waits for its rows (no tag cut), exports them to Excel and checks the file. */
async function exportsRows(page: Page, path: string, testId: string, file: string) {
  await page.goto(`${base}/console${path}`);
  const rows = page.getByTestId(testId).locator('.ant-table-row');
  await eventually(() => rows.count()).toBeGreaterThan(0);
  expect(await cutLabels(page.getByTestId(testId))).toEqual([]);
  await page.getByTestId('export').hover();
  const download = page.waitForEvent('download');
  await page.locator('.ant-dropdown-menu-item').first().click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`${file}.xlsx`);
  await page
    .locator('.ant-message')
    .getByText(/Exported \d+ rows?|已导出/)
    .waitFor();
}

describe('cost-centre lists: demo history on every screen, filtered and exported', () => {
  it('admin’s lists show rows and export them', async () => {
    const admin = await personTab('admin');
    const cc = '/userCenter/costCenter';
    await exportsRows(admin, `${cc}/cosumeDetail`, 'consumption-list', 'Consumption detail');
    await exportsRows(admin, `${cc}/cosumeDetail?tab=ledger`, 'ledger-list', 'Account flow');
    await exportsRows(admin, `${cc}/rechargeRecord`, 'recharge-list', 'Recharge records');
    await exportsRows(
      admin,
      `${cc}/appropriateRecord`,
      'appropriation-list',
      'Appropriation records',
    );
    await exportsRows(admin, `${cc}/cloudTicket`, 'voucher-list', 'Cloud vouchers');
    await exportsRows(admin, `${cc}/invoice`, 'invoice-list', 'Invoice records');
    await exportsRows(admin, `${cc}/refundManagemen`, 'refund-list', 'Refund records');
    await admin.close();
  });

  it('filters by status through the address and by time with a quick range', async () => {
    const admin = await personTab('admin');
    await admin.goto(`${base}/console/userCenter/costCenter/rechargeRecord?status=rejected`);
    const rows = admin.getByTestId('recharge-list').locator('.ant-table-row');
    await eventually(() => rows.count()).toBeGreaterThan(0);
    for (const text of await rows.allInnerTexts()) expect(text).toContain('Rejected');
    await admin.goto(`${base}/console/userCenter/costCenter/cosumeDetail`);
    const all = admin.getByTestId('consumption-list').locator('.ant-pagination-total-text');
    await all.waitFor();
    const total = Number((await all.innerText()).match(/\d+/)![0]);
    await admin.getByTestId('range-filter').first().click();
    await admin.locator('.ant-picker-presets').getByText('Last 7 days').click();
    await eventually(() => admin.url()).toContain('from=');
    await eventually(async () => Number((await all.innerText()).match(/\d+/)![0])).toBeLessThan(
      total,
    );
    await admin.close();
  });

  it('channel’s rebates, withdrawals, bank accounts and customers, in Chinese', async () => {
    const channel = await personTab('channel', 'zh-CN');
    const cc = '/userCenter/costCenter';
    await exportsRows(channel, `${cc}/returnManagement`, 'rebate-list', '返利管理');
    await exportsRows(channel, `${cc}/cashWithdrawalRecord`, 'withdrawal-list', '提现记录');
    await exportsRows(channel, `${cc}/bankManagement`, 'bank-list', '银行账户管理');
    await exportsRows(channel, '/userCenter/agentManage', 'agent-customers', '客户管理');
    await channel.getByText('累计返利').first().waitFor();
    await channel.close();
  });

  it('the auditor sees what waits by kind and issues an approved invoice', async () => {
    const auditor = await personTab('auditor');
    await auditor.goto(`${base}/console/userCenter/costCenter/review?kind=invoice&scope=all`);
    const rows = auditor.getByTestId('review-list').locator('.ant-table-row');
    await eventually(() => rows.count()).toBeGreaterThan(0);
    const texts = await rows.allInnerTexts();
    const index = texts.findIndex((t) => t.includes('Approved, to be issued'));
    expect(index).toBeGreaterThanOrEqual(0);
    await rows.nth(index).getByTestId('review-issue').click();
    await auditor.getByTestId('review-text').fill('INV-E2E-0001');
    await auditor.locator('.ant-modal').getByRole('button', { name: 'Issue' }).click();
    await auditor.getByText('Invoice issued').waitFor();
    await eventually(() => rows.nth(index).innerText()).toContain('Issued');
    expect(await rows.nth(index).getByTestId('review-issue').count()).toBe(0);
    await auditor.close();
  });

  it('a customer’s administrator cannot open the reviewers’ screen', async () => {
    const admin = await personTab('admin');
    await admin.goto(`${base}/console/userCenter/costCenter/review`);
    await admin.getByText('Only the platform’s reviewers may open this page.').waitFor();
    expect(await admin.getByTestId('review-list').count()).toBe(0);
    await admin.close();
  });
});
