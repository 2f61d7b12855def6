import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverUrl } from './support/server-url.ts';
import { signedInBrowser } from './support/session.ts';
import { eventually } from './support/console.ts';

const base = serverUrl();
// The demo seed reads this month's bills of ops's six simulated accounts (the year before
// arrives through the job runner).
const browser = signedInBrowser(base, 'ops', { loginFlag: 2 });
const rows = () => browser.page.locator('.ant-table-tbody tr.ant-table-row');

describe('cost analysis (v4) as ops', () => {
  it('shows the month on the home card and the overview, with provider charts and freshness', async () => {
    const page = browser.page;
    await eventually(() => page.getByTestId('cost-home-card').innerText()).toMatch(/¥[\d,]+\.\d\d/);
    await page.goto(`${base}/console/assetsView/businessView/assetsViewIndex`);
    await page.getByTestId('provider-pie').locator('svg').waitFor();
    await page.getByTestId('daily-trend').locator('svg').waitFor();
    expect(await page.getByTestId('kpi-mtd').innerText()).toMatch(/¥[\d,]+\.\d\d/);
    expect(await page.getByTestId('by-account').innerText()).toContain('Aliyun Production');
    expect(await page.getByTestId('cost-freshness').innerText()).toContain('Provisional');
  });

  it('lists provisional line items, opens one’s original row and exports the filtered list', async () => {
    const page = browser.page;
    await page.goto(
      `${base}/console/assetsView/businessView/billDetail?provisional=true&provider=AWS`,
    );
    await eventually(() => rows().count()).toBeGreaterThan(0);
    expect(await page.getByTestId('line-provisional').count()).toBe(await rows().count());
    await page.getByTestId('line-original').first().click();
    await page.getByTestId('original-drawer').getByText('line_item_unblended_cost').waitFor();
    await page.keyboard.press('Escape');
    const total = Number(
      (await page.locator('.ant-pagination-total-text').innerText())
        .match(/[\d,]+/)![0]!
        .replace(/,/g, ''),
    );
    await page.getByTestId('export').hover();
    const download = page.waitForEvent('download');
    await page.getByText('CSV (.csv)').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Bill detail.csv');
    const lines = fs
      .readFileSync(await file.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Billed cost');
    expect(lines).toHaveLength(total + 1);
    expect(
      lines.slice(1).every((l) => l.includes('Amazon cloud') && l.includes('Provisional')),
    ).toBe(true);
  });

  it('groups the analysis by a tag key and exports what the chart shows', async () => {
    const page = browser.page;
    await page.goto(
      `${base}/console/assetsView/businessView/costAnalysisIndex?groupBy=tag&tagKey=env&grain=month`,
    );
    const table = page.getByTestId('analysis-table');
    await eventually(() => table.locator('tr.ant-table-row').count()).toBeGreaterThan(0);
    const groups = await table.locator('tr.ant-table-row td:first-child').allInnerTexts();
    expect(groups).toEqual(expect.arrayContaining(['prod']));
    await page.getByTestId('analysis-chart').locator('svg, canvas').first().waitFor();
    await page.getByTestId('export').hover();
    const download = page.waitForEvent('download');
    await page.getByText('CSV (.csv)').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Expense analysis.csv');
    const lines = fs
      .readFileSync(await file.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Period,Tag,Cost');
    // Every row is one of the groups on screen, in one of the months shown.
    for (const l of lines.slice(1)) {
      const [period, group] = l.split(',');
      expect(period).toMatch(/^\d{4}-\d{2}$/);
      expect(groups).toContain(group);
    }
    // Saved as a view, it comes back from the plain screen.
    const name = `Env ${Date.now().toString(36)}`;
    await page.getByTestId('cost-view-save').click();
    await page.getByTestId('cost-view-name').fill(name);
    await page.locator('.ant-modal').getByRole('button', { name: 'Save' }).click();
    // The dialog closes once the server has kept the view.
    await page.locator('.ant-modal').waitFor({ state: 'hidden' });
    await page.goto(`${base}/console/assetsView/businessView/costAnalysisIndex`);
    await page.getByTestId('cost-views').click();
    await page.locator('.ant-select-item-option').filter({ hasText: name }).click();
    await eventually(() => new URL(page.url()).searchParams.get('groupBy')).toBe('tag');
    expect(new URL(page.url()).searchParams.get('grain')).toBe('month');
    await page.getByTestId('analysis-tag-key').waitFor();
  });
});
