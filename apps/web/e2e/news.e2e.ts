import { describe, expect, it } from 'vitest';
import { serverUrl } from './support/server-url.ts';
import { openTab, signedInBrowser } from './support/session.ts';
import { eventually, waitForPath } from './support/console.ts';

const base = serverUrl();
// The platform's reviewer holds the news code (docs/decisions.md, News).
const browser = signedInBrowser(base, 'auditor');
const title = `Maintenance window ${Date.now().toString(36)}`;

describe('news centre', () => {
  it('the platform admin writes and publishes an item', async () => {
    const page = browser.page;
    await page.goto(`${base}/console/newsCenter/news/all`);
    await page.getByTestId('news-manage').click();
    await waitForPath(page, '/console/newsCenter/manage');
    await page.getByTestId('news-write').click();
    await waitForPath(page, '/console/newsCenter/edit/new');
    await page.getByTestId('news-titleEn').fill(title);
    await page.getByTestId('news-titleZh').fill(`${title} 维护窗口`);
    const en = page.getByTestId('news-bodyEn').locator('.ql-editor');
    await en.click();
    await page.keyboard.type('The database is upgraded on Sunday.');
    await page.getByTestId('news-bodyZh').locator('.ql-editor').click();
    await page.keyboard.type('数据库将于周日升级。');
    await page.getByTestId('news-save').click();
    await waitForPath(page, '/console/newsCenter/manage');
    const row = page.locator('.ant-table-row', { hasText: title });
    await row.getByTestId('news-publish').click();
    await page.getByText('Published', { exact: true }).first().waitFor();
    await eventually(() => row.innerText()).toContain('Published');
  });

  it('a customer sees it on the home page and reads it in the centre', async () => {
    const page = await openTab(browser, base, 'contract');
    const card = page.getByTestId('home-news-card');
    const item = card.getByTestId('news-item').filter({ hasText: title });
    await item.waitFor();
    // The demo's pinned announcement stays first; the new item is unread.
    expect(await card.getByTestId('news-item').first().getByTestId('news-pinned').count()).toBe(1);
    expect(await item.getByTestId('news-unread').count()).toBe(1);
    await item.getByTestId('news-title').click();
    await waitForPath(page, /\/console\/newsCenter\/newsDetail\//);
    await eventually(() => page.getByTestId('news-body').innerText()).toContain(
      'The database is upgraded on Sunday.',
    );
    await card.waitFor({ state: 'detached' });
    await page.getByTestId('news-article').waitFor();
    await page.goto(`${base}/console/newsCenter/news/announcement`);
    const inCentre = page.getByTestId('news-item').filter({ hasText: title });
    await inCentre.waitFor();
    await eventually(() => inCentre.getByTestId('news-unread').count()).toBe(0);
    await page.close();
  });

  it('the maintenance console’s home page shows it too', async () => {
    const page = await openTab(browser, base, 'ops', { loginFlag: 2 });
    await page.getByTestId('home-news-card').getByText(title).waitFor();
    await page.close();
  });
});
