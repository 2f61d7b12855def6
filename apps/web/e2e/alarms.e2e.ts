import { describe, expect, it } from 'vitest';
import { serverUrl } from './support/server-url.ts';
import { signedInBrowser } from './support/session.ts';
import { eventually, waitForPath } from './support/console.ts';

const base = serverUrl();
const browser = signedInBrowser(base, 'ops', { loginFlag: 2 });
const name = `Any CPU ${Date.now().toString(36)}`;

describe('alarms (v10-2, v10-3) as ops', () => {
  it('creates a rule, sees it fire in the warning centre, and acknowledges it', async () => {
    const page = browser.page;
    await page.goto(`${base}/console/cloudView/warningRule/index`);
    await page.getByTestId('rule-add').click();
    await waitForPath(page, '/console/cloudView/warningRule/create');
    await page.getByTestId('rule-name').fill(name);
    // Any CPU reading breaches 0.5 %: the next poll's points fire it (within a minute or two).
    await page.getByTestId('rule-target-ids').click();
    await page.locator('.ant-select-item-option').first().click();
    await page.keyboard.press('Escape');
    await page.getByTestId('rule-level-critical').fill('0.5');
    await page.getByTestId('rule-level-warning').fill('');
    await page.getByTestId('rule-m').fill('1');
    await page.getByTestId('rule-n').fill('1');
    await page.getByTestId('rule-save').click();
    await waitForPath(page, '/console/cloudView/warningRule/index');
    await page.getByText(name).waitFor();
    // Changed: a time window that always holds (every day, all day) and a longer silence.
    await page.locator('tr', { hasText: name }).getByTestId('rule-edit').click();
    await waitForPath(page, '/console/cloudView/warningRule/create');
    await expect.poll(() => page.getByTestId('rule-name').inputValue()).toBe(name);
    await page.getByTestId('rule-window-on').check();
    for (const day of ['Sat', 'Sun']) await page.getByLabel(day).check();
    await page.getByTestId('rule-window-from').fill('00:00');
    await page.getByTestId('rule-window-to').fill('00:00');
    await page.getByTestId('rule-save').click();
    await page.getByText('Rule changed: its alarms are evaluated afresh').waitFor();
    await waitForPath(page, '/console/cloudView/warningRule/index');
    await page.goto(`${base}/console/cloudView/businessView/warningIndex`);
    // The poller reads each account once a minute; the rule is evaluated as its points land.
    // A poll that came between saving and changing the rule fired an episode the change ended:
    // its row stays, with nothing to acknowledge, so wait for a row that can be acknowledged.
    const firing = page
      .locator('tr', { hasText: name })
      .filter({ has: page.getByTestId('alarm-ack') });
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.locator('.ant-table-tbody').first().waitFor();
          return firing.count();
        },
        { timeout: 180_000, interval: 5_000 },
      )
      .toBeGreaterThan(0);
    await firing.first().getByTestId('alarm-ack').click();
    await eventually(() => page.locator('tr', { hasText: name }).first().innerText()).toMatch(
      /Acknowledged|已确认/,
    );
    expect(await page.locator('tr', { hasText: name }).count()).toBeGreaterThan(1);
  }, 240_000);
});
