import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serverUrl } from './support/server-url.ts';
import { signedInBrowser } from './support/session.ts';
import { fen, spendable } from './support/money.ts';
import { eventually, waitForPath } from './support/console.ts';

const base = serverUrl();
const browser = signedInBrowser(base, 'admin');

const badge = async (page: Page) =>
  Number(
    (await page.getByTestId('cart-badge').locator('.ant-scroll-number').getAttribute('title')) ?? 0,
  );

describe('value-added products: configure, cart, check out', () => {
  it('configures the firewall with the IP input, adds it to the cart, pays it from the wallet', async () => {
    const page = browser.page;
    const before = await spendable(page, base);
    await page.goto(`${base}/console/addedService/product`);
    await page.getByTestId('product-waf').getByRole('button').click();
    await waitForPath(page, '/console/addedService/product/calculator/waf');
    const cartBefore = await badge(page);

    // The web-firewall variant: the prefix follows the yes/no choice.
    const ip = page.getByTestId('ip-input');
    expect(await ip.getByTestId('ip-prefix').innerText()).toBe('http://');
    await page.getByText('Yes', { exact: true }).click();
    expect(await ip.getByTestId('ip-prefix').innerText()).toBe('https://');
    await page.getByText('Business', { exact: true }).click();
    await page.getByText('12 months', { exact: true }).click();

    // Both messages of spec section 5, with the red border.
    await page.getByTestId('add-to-cart').click();
    await page.getByText('please enter IP address').waitFor();
    const parts = ip.locator('input');
    await parts.nth(0).fill('203');
    await parts.nth(1).click();
    await page.getByText('IP address input error').waitFor();
    expect(await parts.nth(0).getAttribute('class')).toContain('status-error');
    // Three digits move on to the next part.
    await parts.nth(1).pressSequentially('0');
    await parts.nth(1).press('.');
    await parts.nth(2).pressSequentially('113');
    await parts.nth(3).pressSequentially('9');
    await eventually(() => page.getByText('IP address input error').count()).toBe(0);

    const price = fen(await page.getByTestId('price-final').innerText());
    await page.waitForTimeout(1100); // the add button's click lock
    await page.getByTestId('add-to-cart').click();
    await eventually(() => badge(page)).toBe(cartBefore + 1);

    await page.goto(`${base}/console/addedService/shoppingCar`);
    const line = page
      .locator('.ant-table-row', { hasText: 'Business' })
      .filter({ hasText: '203.0.113.9' });
    await line.locator('.ant-checkbox-input').check();
    expect(fen(await page.getByTestId('cart-selected-total').innerText())).toBe(price);
    await page.getByTestId('cart-checkout').click();
    expect(fen(await page.getByTestId('checkout-total').innerText())).toBe(price);
    expect(fen(await page.getByTestId('checkout-after').innerText())).toBe(before - price);
    await page.getByTestId('checkout-confirm').click();
    await waitForPath(page, /\/console\/addedService\/order\/detail\/order\//);
    await page.getByText(/Order ORD-.* is paid/).waitFor();
    expect(await page.getByTestId('order-status').innerText()).toMatch(
      /Paid|Provisioning|Delivered/,
    );
    expect(fen(await page.getByTestId('order-total').innerText())).toBe(price);
    await eventually(() => badge(page)).toBe(cartBefore);

    expect(await spendable(page, base)).toBe(before - price);
  });
});
