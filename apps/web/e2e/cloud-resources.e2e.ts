import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverUrl } from './support/server-url.ts';
import { signedInBrowser } from './support/session.ts';
import { eventually, waitForPath, opened } from './support/console.ts';

const base = serverUrl();
// Demo Enterprise has accounts on every provider (simulated), so the guard lets ops in.
const browser = signedInBrowser(base, 'ops', { loginFlag: 2 });

const rows = () => browser.page.locator('.ant-table-tbody tr.ant-table-row');
const pick = async (testId: string, option: string) => {
  const page = browser.page;
  await page.getByTestId(testId).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
};

describe('inventory (v8) as ops', () => {
  it('shows the estate on the home cards', async () => {
    const page = browser.page;
    await page.getByTestId('home-cloud-resources').waitFor();
    await page.getByTestId('home-resources-chart').locator('svg').waitFor();
    expect(await page.getByTestId('home-cloud-syncs').innerText()).toContain('Aliyun Production');
  });

  it('filters hosts by provider, status and name', async () => {
    const page = browser.page;
    await page.goto(`${base}/console/resource/pubCloud/host`);
    await eventually(() => rows().count()).toBeGreaterThan(0);
    const all = await page.locator('.ant-pagination-total-text').innerText();
    await pick('filter-provider', 'Alibaba cloud');
    await eventually(() => page.locator('.ant-pagination-total-text').innerText()).not.toBe(all);
    expect(new URL(page.url()).searchParams.get('provider')).toBe('ALI');
    for (const text of await rows().allInnerTexts()) expect(text).toContain('Alibaba cloud');
    await pick('filter-status', 'Running');
    await page.keyboard.press('Escape');
    await eventually(async () =>
      (
        await rows()
          .locator('[data-testid=resource-status]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))
      ).every((s) => s === 'running'),
    ).toBe(true);
    const name = (await rows().first().getByTestId('resource-name').innerText()).trim();
    await page.getByTestId('filter-name').locator('input').fill(name);
    await page.getByTestId('filter-name').locator('input').press('Enter');
    // The name box searches within names, so "web-1" also finds "web-10": every row shown
    // holds the name, and the host itself is among them.
    const names = () =>
      rows()
        .getByTestId('resource-name')
        .allInnerTexts()
        .then((all) => all.map((n) => n.trim()));
    await eventually(async () => {
      const shown = await names();
      const lower = name.toLowerCase();
      return shown.includes(name) && shown.every((n) => n.toLowerCase().includes(lower));
    }).toBe(true);
  });

  it('opens a host with its disks and VPC', async () => {
    const page = browser.page;
    await rows().first().getByTestId('resource-name').click();
    const drawer = page.getByTestId('resource-drawer');
    await drawer.getByText('Related resources').waitFor();
    await drawer.getByTestId('related-disks').waitFor();
    await drawer.getByTestId('related-vpc').waitFor();
    await page.keyboard.press('Escape');
  });

  it('stops the host after confirmation, shows it stopping, then starts it again', async () => {
    const page = browser.page;
    const status = () => rows().first().getByTestId('resource-status').getAttribute('data-status');
    await rows().first().locator('.ant-checkbox-input').check();
    await page.getByTestId('hosts-stop').click();
    await opened(page.locator('.ant-modal-confirm'));
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Stop' }).click();
    // Either toast ends the wait, so a refusal fails here with the cloud's own words.
    const sent = page.getByText('Stopping 1 host');
    await sent.or(page.locator('.ant-message-error')).first().waitFor();
    expect(await page.locator('.ant-message-error').allInnerTexts()).toEqual([]);
    // The status filter says running: show every status to watch this host change.
    await page.goto(page.url().replace(/status=[^&]*&?/, ''));
    await expect.poll(status, { timeout: 30_000, interval: 300 }).toBe('stopped');
    await rows().first().locator('.ant-checkbox-input').check();
    // The click lock keeps a double click from sending the action twice.
    await page.getByTestId('hosts-start').dblclick();
    expect(await page.locator('.ant-modal-confirm').count()).toBe(1);
    await opened(page.locator('.ant-modal-confirm'));
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Start' }).click();
    await page.getByText('Starting 1 host').waitFor();
    await expect.poll(status, { timeout: 30_000, interval: 300 }).toBe('running');
  });

  it('exports the filtered list to CSV', async () => {
    const page = browser.page;
    await page.goto(`${base}/console/resource/pubCloud/host?provider=ALI`);
    await eventually(() => rows().count()).toBeGreaterThan(0);
    const total = Number(
      (await page.locator('.ant-pagination-total-text').innerText()).match(/\d+/)![0],
    );
    await page.getByTestId('export').hover();
    const download = page.waitForEvent('download');
    await page.getByText('CSV (.csv)').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Hosts.csv');
    const text = fs.readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Name / ID');
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1).every((l) => l.includes('Alibaba cloud'))).toBe(true);
  });
});

describe('tags (v8-1) as ops', () => {
  it('creates a tag, binds it to several hosts at once, and the list counts them', async () => {
    const page = browser.page;
    await page.goto(`${base}/console/resource/tabs/index`);
    await page.getByTestId('tag-create').click();
    await page.locator('#key').fill('e2e');
    await page.locator('#value').fill('batch');
    await page.getByTestId('tag-save').click();
    await page.getByText('Tag e2e: batch created').waitFor();

    await page.goto(`${base}/console/resource/tabs/resource?type=host&provider=HUAWEI`);
    await eventually(() => rows().count()).toBeGreaterThan(2);
    for (const i of [0, 1, 2]) await rows().nth(i).locator('.ant-checkbox-input').check();
    await page.getByText('3 resources selected').waitFor();
    await pick('binding-tags', 'e2e: batch');
    await page.keyboard.press('Escape');
    await page.getByTestId('binding-bind').click();
    await page.getByText('3 bindings added on 3 resources').waitFor();
    await eventually(() => page.getByText('e2e: batch').count()).toBeGreaterThanOrEqual(3);

    await page.goto(`${base}/console/resource/tabs/index?keyword=e2e`);
    await eventually(() => page.getByTestId('tag-usage').first().innerText()).toBe('3 resources');
    await page.getByTestId('tag-usage').first().click();
    await waitForPath(page, '/console/resource/tabs/resource');
    await eventually(() => rows().count()).toBe(3);
  });
});
