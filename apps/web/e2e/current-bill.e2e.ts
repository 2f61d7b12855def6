import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { serverUrl } from './support/server-url.ts';
import { openTab, signedInBrowser } from './support/session.ts';
import { eventually } from './support/console.ts';

const base = serverUrl();
// The demo seed estimates Demo Enterprise's resources and reads this month's bills of ops's
// simulated accounts, so the real-time bill has rows and billed days from the first start.
const browser = signedInBrowser(base, 'ops', { loginFlag: 2 });
const rows = (within: Page | Locator) => within.locator('.ant-table-tbody tr.ant-table-row');
const money = /¥[\d,]+\.\d\d/;
/** Set E2E_SHOTS to a folder to keep screenshots of the new screens (both languages). */
const shots = process.env.E2E_SHOTS;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: false });
};

async function openBill(page: Page) {
  await page.goto(`${base}/console/resourceManage/cloudResource/tx/currentBill`);
  await eventually(() => rows(page.getByTestId('current-bill')).count()).toBeGreaterThan(0);
  await page.getByTestId('current-bill-totals').waitFor();
}

async function openHostCost(page: Page) {
  await page.goto(`${base}/console/resource/pubCloud/host`);
  const hosts = rows(page.getByTestId('resource-table-host'));
  await eventually(() => hosts.count()).toBeGreaterThan(0);
  await hosts.first().getByTestId('resource-name').click();
  const drawer = page.getByTestId('resource-drawer');
  await drawer.getByTestId('resource-cost').waitFor();
  await eventually(() => drawer.getByTestId('cost-this-month').innerText()).toMatch(money);
  return drawer;
}

describe('real-time bill (v4-4) as ops', () => {
  it('shows rows and totals, and filters by provider', async () => {
    const page = browser.page;
    // Reached from the resource screens as well as from the menu.
    await page.goto(`${base}/console/resource/pubCloud/host`);
    await page.getByTestId('current-bill-link').click();
    await eventually(() => page.url()).toContain('/resourceManage/cloudResource/tx/currentBill');
    await eventually(() => rows(page.getByTestId('current-bill')).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('total-today').innerText()).toMatch(money);
    expect(await page.getByTestId('total-month').innerText()).toMatch(money);
    expect(await page.getByTestId('total-difference').innerText()).toMatch(money);
    await shoot(page, 'current-bill-en-US');

    await page.getByTestId('filter-provider').click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: 'Amazon' })
      .first()
      .click();
    await eventually(() => page.url()).toContain('provider=AWS');
    await eventually(async () => {
      const texts = await rows(page.getByTestId('current-bill')).allInnerTexts();
      return texts.length > 0 && texts.every((r) => r.includes('Amazon'));
    }).toBe(true);
  });

  it('shows a host’s cost in its drawer, with a link to its bill lines', async () => {
    const page = browser.page;
    const drawer = await openHostCost(page);
    expect(await drawer.getByTestId('cost-sparkline').locator('rect').count()).toBe(30);
    await shoot(page, 'resource-drawer-en-US');
    await drawer.getByTestId('resource-bill-link').click();
    await eventually(() => page.url()).toContain('billDetail?resourceId=');
    await page.getByTestId('filter-resource').waitFor();
  });

  it('shows the bills read per billing period on a cloud account', async () => {
    const page = browser.page;
    await page.goto(`${base}/console/cloudAccount/index`);
    await page.getByTestId('account-name').first().click();
    const ingests = page.getByTestId('account-drawer').getByTestId('account-ingests');
    await eventually(() => ingests.innerText()).toMatch(/Provisional/);
    expect(await ingests.innerText()).toMatch(/Last read: \d{4}-\d\d-\d\d/);
    await shoot(page, 'account-ingests-en-US');
    await page.keyboard.press('Escape');
  });

  it('reads in Chinese', async () => {
    const page = await openTab(browser, base, 'ops', { loginFlag: 2, lang: 'zh-CN' });
    await openBill(page);
    expect(await page.getByTestId('current-bill-totals').innerText()).toContain('今日至今');
    await shoot(page, 'current-bill-zh-CN');
    await openHostCost(page);
    await shoot(page, 'resource-drawer-zh-CN');
    await page.close();
  });
});
