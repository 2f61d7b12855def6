import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serverUrl } from './support/server-url.ts';
import { fileBrowser, openTab } from './support/session.ts';
import { eventually } from './support/console.ts';

const base = serverUrl();
const browser = fileBrowser({ width: 1440, height: 900 });

/** The texts of row buttons that stick out of their table cell (drawn clipped). */
const clippedButtons = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    for (const cell of document.querySelectorAll('td.ant-table-cell')) {
      const c = cell.getBoundingClientRect();
      for (const b of cell.querySelectorAll('.ant-btn')) {
        const r = b.getBoundingClientRect();
        if (r.right > c.right + 1 || r.left < c.left - 1) out.push(b.textContent ?? '');
      }
    }
    return out;
  });

/** How far the first table's body scrolls sideways: what lies under its pinned columns. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const body = document.querySelector('.ant-table-content, .ant-table-body');
    return body ? body.scrollWidth - body.clientWidth : -1;
  });

// Fixed action columns too narrow for their English labels cut the last button off (issue 8,
// one list: nothing a person needs may be hidden).
describe('row actions fit their column at 1440 px, in English', () => {
  it('on the budgets of console 2', async () => {
    const page = await openTab(browser, base, 'ops', { loginFlag: 2 });
    await page.goto(`${base}/console/assetsView/businessView/budgetIndex`);
    await eventually(() => page.getByTestId('budget-edit').count()).toBeGreaterThan(0);
    expect(await clippedButtons(page)).toEqual([]);
    // Nor does the pinned actions column cover the state: the columns fit without scrolling.
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  it('on the platform review queue', async () => {
    const page = await openTab(browser, base, 'auditor');
    await page.goto(`${base}/console/userCenter/costCenter/review`);
    await eventually(() => page.getByTestId('review-reject').count()).toBeGreaterThan(0);
    expect(await clippedButtons(page)).toEqual([]);
  });
});
