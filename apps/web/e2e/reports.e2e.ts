import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { serverUrl } from './support/server-url.ts';
import { fileBrowser, openTab } from './support/session.ts';
import { eventually, reloadUntilShown, waitForPath } from './support/console.ts';
import { api, apiSignIn } from './support/api.ts';
import { calls, type Page as ListPage } from '@ecloud/contract';

const base = serverUrl();
const browser = fileBrowser();
const name = `Hosts ${Date.now().toString(36)}`;
const groupedName = `By type ${Date.now().toString(36)}`;

describe('report centre', () => {
  it('admin creates a scheduled PDF report for a colleague, runs it now and downloads its file', async () => {
    const page = await openTab(browser, base, 'admin');
    await page.goto(`${base}/console/reportformCenter/index`);
    await page.getByTestId('report-create').click();
    await waitForPath(page, '/console/reportformCenter/create');
    await page.getByTestId('report-name').fill(name);
    // A PDF, with the report's chart and table, drawn on the server.
    await page.getByTestId('report-format').click();
    await page.locator('.ant-select-item-option', { hasText: 'PDF' }).click();
    // Weekly, and Oscar Ops told beside the writer.
    await page.getByTestId('report-schedule').click();
    await page.locator('.ant-select-item-option', { hasText: 'Weekly' }).click();
    await page
      .locator('.ant-form-item', { hasText: 'Day of the week' })
      .locator('.ant-select')
      .click();
    await page.locator('.ant-select-item-option', { hasText: 'Friday' }).click();
    await page.getByTestId('report-recipients').click();
    await page.keyboard.type('Oscar');
    await page.locator('.ant-select-item-option', { hasText: 'Oscar Ops' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('report-save').click();
    await waitForPath(page, '/console/reportformCenter/index');
    const row = page.locator('.ant-table-row', { hasText: name });
    await expect.poll(() => row.innerText()).toMatch(/Weekly/);
    // Its conditions keep both recipients.
    await row.getByTestId('report-edit').click();
    await expect
      .poll(() => page.getByTestId('report-recipients').innerText())
      .toMatch(/Demo Admin[\s\S]*Oscar Ops|Oscar Ops[\s\S]*Demo Admin/);
    await page.goBack();
    await waitForPath(page, '/console/reportformCenter/index');
    await row.getByTestId('report-run').click();
    await page.getByTestId('report-files-tab').click();
    const file = page.getByTestId('report-files').locator('.ant-table-row', { hasText: name });
    // The job runner produces the file in the background; the list is read again until it shows.
    await reloadUntilShown(page, file);
    const download = page.waitForEvent('download');
    await file.first().getByTestId('report-download').click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^Hosts .*\.pdf$/);
    const bytes = await readFile((await saved.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await eventually(() => file.first().innerText()).toMatch(/\b1\b/);
    await page.close();
  });

  it('admin creates a report grouped by type and downloads one row per type, summed', async () => {
    const page = await openTab(browser, base, 'admin');
    await page.goto(`${base}/console/reportformCenter/create`);
    await page.getByTestId('report-name').fill(groupedName);
    // Resources offer their own dimensions only: no month, no product.
    await page.getByTestId('report-group-by').click();
    const offered = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect
      .poll(() => offered.allInnerTexts())
      .toEqual(['Provider', 'Cloud account', 'Type', 'Region', 'Status']);
    await offered.filter({ hasText: 'Type' }).click();
    // Grouped, the columns are the group's sums.
    await expect
      .poll(() => page.getByTestId('report-columns').innerText())
      .toMatch(/Resources[\s\S]*vCPU[\s\S]*Memory \(MB\)/);
    await page.getByTestId('report-format').click();
    await page.locator('.ant-select-item-option', { hasText: 'CSV' }).click();
    await page.getByTestId('report-save').click();
    await waitForPath(page, '/console/reportformCenter/index');
    const row = page.locator('.ant-table-row', { hasText: groupedName });
    await row.getByTestId('report-run').click();
    await page.getByTestId('report-files-tab').click();
    const file = page
      .getByTestId('report-files')
      .locator('.ant-table-row', { hasText: groupedName });
    await reloadUntilShown(page, file);
    const download = page.waitForEvent('download');
    await file.first().getByTestId('report-download').click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^By type .*\.csv$/);
    const lines = (await readFile((await saved.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Type,Resources,vCPU,Memory (MB),Size (GB)');
    const groups = lines.slice(1).map((l) => l.split(','));
    expect(groups.length).toBeGreaterThan(1);
    // One row per type, most resources first, each count the inventory's own for that type.
    expect(new Set(groups.map((g) => g[0])).size).toBe(groups.length);
    const counts = groups.map((g) => Number(g[1]));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const token = await apiSignIn(base, 'admin');
    for (const [type, n] of groups) {
      const listed = await api<ListPage<unknown>>(
        base,
        calls.resourceList,
        { type, pageSize: 1 },
        token,
      );
      expect(listed.data.total).toBe(Number(n));
    }
    await page.close();
  });
});
