import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { serverUrl } from './support/server-url.ts';
import { fileBrowser, openTab } from './support/session.ts';
import { eventually, waitForPath } from './support/console.ts';

const base = serverUrl();
const browser = fileBrowser();
const name = `Hosts ${Date.now().toString(36)}`;

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
    for (let i = 0; i < 10; i++) {
      const shown = await file
        .first()
        .waitFor({ timeout: 2_000 })
        .then(() => true)
        .catch(() => false);
      if (shown) break;
      await page.reload();
    }
    const download = page.waitForEvent('download');
    await file.first().getByTestId('report-download').click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^Hosts .*\.pdf$/);
    const bytes = await readFile((await saved.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await eventually(() => file.first().innerText()).toMatch(/\b1\b/);
    await page.close();
  });
});
