import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { serverUrl } from './support/server-url.ts';
import { signedInBrowser } from './support/session.ts';
import { eventually, waitForPath } from './support/console.ts';

// The e2e server's operator allows loopback targets (global-setup.ts), as for an intranet gateway.
const base = serverUrl();

const SECRET = 'e2e-webhook-secret-1234';
const received: { verified: boolean; body: string }[] = [];
const receiver = http.createServer((req, res) => {
  const parts: Buffer[] = [];
  req.on('data', (b: Buffer) => parts.push(b));
  req.on('end', () => {
    const body = Buffer.concat(parts).toString('utf8');
    const ts = String(req.headers['x-ecloud-timestamp']);
    const want = `sha256=${createHmac('sha256', SECRET).update(`${ts}.${body}`).digest('hex')}`;
    received.push({ verified: req.headers['x-ecloud-signature'] === want, body });
    res.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

const browser = signedInBrowser(base, 'ops', { loginFlag: 2 });
const stamp = Date.now().toString(36);

describe('the warning centre as ops', () => {
  it('adds a webhook channel and a contact, sends a test notice and sees it delivered', async () => {
    const page = browser.page;
    await page.goto(`${base}/console/cloudView/businessView/warningIndex`);
    await page.getByTestId('to-contacts').click();
    await waitForPath(page, '/console/userCenter/warningCenter/contacts');

    await page.getByTestId('notify-add').click();
    await page.getByTestId('contact-name').fill(`Duty ${stamp}`);
    await page.getByTestId('contact-email').fill(`duty-${stamp}@example.test`);
    await page.locator('.ant-modal .ant-btn-primary').click();
    await page.locator('.ant-modal').waitFor({ state: 'hidden' });
    await page.getByTestId('contacts').getByText(`Duty ${stamp}`).waitFor();

    await page.getByTestId('contact-tabs').getByRole('tab', { name: 'Channels' }).click();
    await page.getByTestId('notify-add').click();
    await page.getByTestId('channel-name').fill(`Hook ${stamp}`);
    await page.getByTestId('channel-url').fill(hookUrl);
    await page.getByTestId('channel-secret').fill(SECRET);
    await page.locator('.ant-modal .ant-btn-primary').click();
    const row = page.getByTestId('channels').locator('tr', { hasText: `Hook ${stamp}` });
    await row.waitFor();
    await row.getByTestId('channel-test').click();

    await page.getByTestId('warning-tabs').getByRole('tab', { name: 'Notices sent' }).click();
    await waitForPath(page, '/console/userCenter/warningCenter/warningMessage');
    // The job runner sends it within a poll or two; the list shows it as it goes.
    await expect
      .poll(
        async () => {
          await page.reload();
          const tr = page.getByTestId('deliveries').locator('tr', { hasText: `Hook ${stamp}` });
          await page.getByTestId('deliveries').locator('.ant-table-tbody').waitFor();
          return (await tr.count()) ? tr.first().getByTestId('delivery-status').innerText() : '';
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe('Delivered');
    await eventually(() => received.length).toBe(1);
    expect(received[0]!.verified).toBe(true);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'test' });
  });
});
