import { describe, expect, it } from 'vitest';
import { serverUrl } from './support/server-url.ts';
import { signedInBrowser } from './support/session.ts';
import { eventually, waitForPath } from './support/console.ts';

const base = serverUrl();
const browser = signedInBrowser(base, 'ops', { loginFlag: 2 });
const name = `Checkout ${Date.now().toString(36)}`;

describe('cloud view (v10-1) as ops', () => {
  it('shows the demo views with charts and key metrics', async () => {
    const page = browser.page;
    await page.goto(`${base}/console/cloudView/businessView/index`);
    await page.getByTestId('view-list').waitFor();
    expect(await page.getByTestId('view-list').innerText()).toMatch(/线上商城[\s\S]*全球 API/);
    await page.getByTestId('group-chart').locator('svg').first().waitFor();
    await page.getByTestId('key-metrics').first().waitFor();
  });

  it('adds a view and a group picked from the inventory, then sees it on the cloud view', async () => {
    const page = browser.page;
    await page.getByTestId('view-create').click();
    await waitForPath(page, /\/console\/businessView\/addView\/0\/ALL\/1$/);
    await page.getByTestId('view-name').fill(name);
    await page.getByTestId('view-save').click();
    await waitForPath(page, /\/console\/businessView\/addGroup\/[0-9a-f-]+\/0$/);
    await page.getByTestId('group-name').fill('Hosts');
    const rows = page.getByTestId('picker-table').locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    for (const i of [0, 1]) await rows.nth(i).locator('.ant-checkbox-input').check();
    await eventually(() => page.getByTestId('picked-count').innerText()).toContain('2');
    await page.getByTestId('group-save').click();
    await waitForPath(page, '/console/cloudView/businessView/index');
    await page.getByTestId('view-list').getByText(name).click();
    await eventually(() => page.getByTestId('view-title').innerText()).toBe(name);
    await eventually(() => page.getByTestId('view-panel').innerText()).toContain('Hosts (2)');
    const members = page
      .getByTestId('group-resources')
      .locator('.ant-table-tbody tr.ant-table-row');
    await eventually(() => members.count()).toBe(2);
  });
});
