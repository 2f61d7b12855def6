import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serverUrl } from './support/server-url.ts';
import { openTab, signedInBrowser } from './support/session.ts';

const base = serverUrl();
const MANAGE = `${base}/console/service/manage`;
const INDEX = `${base}/console/service/index`;
const stamp = Date.now().toString(36);
const code = `e2e-${stamp}`;
const EN = { name: `Disaster recovery drill ${stamp}`, summary: 'A rehearsed fail-over.' };
const ZH = { name: `容灾演练 ${stamp}`, summary: '一次演练过的切换。' };
// The platform's support staff keep the catalogue; a customer reads it on the operator console.
const browser = signedInBrowser(base, 'support');

/** Set SCREENSHOTS to a folder to keep the pages as they were seen (for a person to look at). */
async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

async function fillTexts(page: Page, lang: 'en-US' | 'zh-CN', t: typeof EN, lines: string[]) {
  const form = page.getByTestId('service-form');
  await form.getByTestId(`service-name-${lang}`).fill(t.name);
  await form.getByTestId(`service-summary-${lang}`).fill(t.summary);
  for (const key of ['scope', 'deliverables', 'process'])
    await form.getByTestId(`service-${key}-${lang}`).fill(lines.join('\n'));
}

describe('enterprise-service catalogue editor', () => {
  it('refuses a bad code in the form, saying why, and saves nothing', async () => {
    const page = browser.page;
    await page.goto(MANAGE);
    await page.getByTestId('service-table').waitFor();
    await shot(page, 'manage-en-US');
    await page.getByTestId('service-add').click();
    const form = page.getByTestId('service-form');
    await form.getByTestId('service-code').fill('Bad code!');
    await page.getByTestId('service-save').click();
    await form
      .getByText('A code is 2 to 40 letters, digits or hyphens and starts with a small letter')
      .waitFor();
    await form.getByText('Enter the name in Chinese').waitFor();
    await shot(page, 'manage-form-errors-en-US');
    await page.keyboard.press('Escape');
    await form.locator('.ant-modal').waitFor({ state: 'hidden' });
    expect(await page.getByTestId('service-table').getByText('Bad code!').count()).toBe(0);
  });

  it('adds a service in both languages, edits it, and a customer reads it in either', async () => {
    const page = browser.page;
    await page.goto(MANAGE);
    await page.getByTestId('service-add').click();
    const form = page.getByTestId('service-form');
    await form.getByTestId('service-code').fill(code);
    await form.getByTestId('service-price-input').fill('8800');
    await fillTexts(page, 'en-US', EN, ['Runbook review', 'Fail-over rehearsal']);
    await fillTexts(page, 'zh-CN', ZH, ['预案评审', '切换演练']);
    await page.getByTestId('service-save').click();
    await page.getByText(`Saved ${EN.name}`).waitFor();
    const row = page.getByTestId('service-table').locator('tr', { hasText: code });
    await row.getByText('¥8,800.00 / project').waitFor();

    // Edit: a new English name and a price on quote.
    await row.getByTestId('service-edit').click();
    await expect.poll(() => form.getByTestId('service-code').inputValue()).toBe(code);
    expect(await form.getByTestId('service-code').isDisabled()).toBe(true);
    await form.getByTestId(`service-name-en-US`).fill(`${EN.name} v2`);
    await form.getByTestId('service-unit').click();
    await page.locator('.ant-select-item-option').getByText('On quote', { exact: true }).click();
    await page.getByTestId('service-save').click();
    await page.getByText(`Saved ${EN.name} v2`).waitFor();
    await row.getByText(`${EN.name} v2`).waitFor();
    await row.getByText('On quote').waitFor();

    // The catalogue names each entry in the page's language.
    const zh = await openTab(browser, base, 'support', { lang: 'zh-CN' });
    await zh.goto(MANAGE);
    await zh
      .getByTestId('service-table')
      .locator('tr', { hasText: code })
      .getByText(ZH.name)
      .waitFor();
    await shot(zh, 'manage-zh-CN');
    await zh.close();

    for (const [lang, name, scope, price] of [
      ['en-US', `${EN.name} v2`, 'Runbook review', 'On quote'],
      ['zh-CN', ZH.name, '预案评审', '面议'],
    ] as const) {
      const ops = await openTab(browser, base, 'ops', { loginFlag: 2, lang });
      await ops.goto(INDEX);
      const card = ops.getByTestId('service-card').filter({ hasText: name });
      await card.getByText(price).waitFor();
      await shot(ops, `index-${lang}`);
      await card.getByText(name).click();
      await ops.waitForURL(/service\/detail\?id=/);
      await ops.getByTestId('service-request').waitFor();
      await ops.getByRole('heading', { name }).waitFor();
      await ops.getByText(scope).first().waitFor();
      await shot(ops, `detail-${lang}`);
      await ops.close();
    }
  });
});
