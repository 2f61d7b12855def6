import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { calls, type ProductDefInput } from '@ecloud/contract';
import { aSubscription, editionChoice } from '@ecloud/contract/testing/products';
import { api, apiSignIn } from './support/api.ts';
import { serverUrl } from './support/server-url.ts';
import { openTab, signedInBrowser } from './support/session.ts';
import { eventually, menuTexts, waitForPath, opened } from './support/console.ts';

const base = serverUrl();
// The platform's support person keeps the catalogue (the support role holds 'catalogue').
const browser = signedInBrowser(base, 'support');
const code = `e2e-${randomUUID().slice(0, 8)}`;
/** A product of this test's own, so no other browser test sees its price or its withdrawal. */
const product: ProductDefInput = {
  ...aSubscription(code, `Log audit ${code}`, `日志审计 ${code}`),
  baseFen: 50_000,
  attrs: [editionChoice(20_000)],
  discounts: { term: [{ months: 12, bp: 1000 }], quantity: [{ min: 5, bp: 500 }] },
  sort: 900,
};
const MANAGE = `${base}/console/addedService/catalogueManage`;

/** Screenshots for a person to look at, when SCREENSHOT_DIR says where. */
async function shot(page: Page, name: string, fullPage = true) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

describe('catalogue management', () => {
  it('a new price reaches the customer’s calculator; a disabled product leaves their list', async () => {
    const token = await apiSignIn(base, 'support');
    expect((await api(base, calls.catalogueCreate, product, token)).code).toBe(200);
    const page = browser.page;
    expect(await menuTexts(page)).toContain('Catalogue and prices');
    await page.goto(MANAGE);
    await page.getByTestId(`catalogue-edit-${code}`).waitFor();
    await shot(page, 'catalogue-list-en-US');

    await page.getByTestId(`catalogue-edit-${code}`).click();
    await page.getByTestId('catalogue-form').waitFor();
    // The default configuration for one month: ¥500.00 until the price changes.
    await eventually(() => page.getByTestId('price-final').innerText()).toBe('¥500.00');
    await page.getByTestId('product-base').fill('777.50');
    await eventually(() => page.getByTestId('price-final').innerText()).toBe('¥777.50');
    await shot(page, 'catalogue-form-en-US');
    await page.getByTestId('catalogue-save').click();
    await page.getByTestId('catalogue-table').waitFor();

    const customer = await openTab(browser, base, 'admin');
    await customer.goto(`${base}/console/addedService/product/calculator/${code}`);
    await eventually(() => customer.getByTestId('price-final').innerText()).toBe('¥777.50');
    await customer.goto(`${base}/console/addedService/product`);
    await customer.getByTestId(`product-${code}`).waitFor();

    await page.getByTestId(`catalogue-disable-${code}`).click();
    await opened(page.locator('.ant-popconfirm'));
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Disable' }).click();
    await page.getByTestId(`catalogue-enable-${code}`).waitFor();

    await customer.reload();
    await customer.getByTestId('product-waf').waitFor();
    expect(await customer.getByTestId(`product-${code}`).count()).toBe(0);
    await customer.goto(`${base}/console/addedService/product/calculator/${code}`);
    await customer.getByText('code: no such product in the catalogue').first().waitFor();
    await customer.close();
  });

  it('is drawn in Chinese for the editors, and closed to customers', async () => {
    const zh = await openTab(browser, base, 'support', { lang: 'zh-CN' });
    await zh.goto(MANAGE);
    await zh.getByTestId('catalogue-edit-waf').waitFor();
    await zh.getByText('产品目录与价格').first().waitFor();
    await shot(zh, 'catalogue-list-zh-CN');
    await zh.getByTestId('catalogue-edit-waf').click();
    await eventually(() => zh.getByTestId('price-final').innerText()).toMatch(/^¥/);
    await shot(zh, 'catalogue-form-zh-CN', false);
    await zh.close();

    // A customer's administrator holds 'all', which never opens the platform's catalogue.
    const customer = await openTab(browser, base, 'admin');
    expect(await menuTexts(customer)).not.toContain('Catalogue and prices');
    await customer.goto(MANAGE);
    await waitForPath(customer, '/console/addedService/catalogueManage');
    expect(await customer.getByTestId('catalogue-table').count()).toBe(0);
    await customer.close();
  });
});
