import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MessageInstance } from 'antd/es/message/interface';
import { calls, type RenewCheckItem, type RenewSettleResult } from '@ecloud/contract';
import { setToastApi } from '../../../lib/toast.ts';
import { fakeApi } from '../../../test/api.ts';
import { aUser, renderLive } from '../../../test/render.tsx';
import RenewCheckPage from './renew-check-page.tsx';

const server = fakeApi();
const operator = aUser({ authCodes: 'v1,support,renew-settle,' });
const PATH = '/console/renewManage/check';

const item = (n: number, over: Partial<RenewCheckItem> = {}): RenewCheckItem => ({
  itemId: `00000000-0000-4000-8000-00000000000${n}`,
  orderId: '00000000-0000-4000-8000-000000000100',
  orderNo: 'REN-20261128020000-000123',
  tenantName: 'Acme Ltd.',
  resourceName: `web-prod-0${n}`,
  providerId: `i-bp0000${n}`,
  provider: 'ALI',
  accountName: 'Acme Alibaba',
  type: 'host',
  region: 'cn-hangzhou',
  months: 3,
  priceFen: 36_000,
  expiresBefore: '2027-01-10T16:00:00.000Z',
  message: 'throttled: DescribeInstanceAttribute: Request was denied due to user flow control.',
  createdAt: '2026-11-28T02:00:00.000Z',
  ...over,
});
const sent = (call: typeof calls.renewSettle) =>
  server.requests.mock.calls.filter((c) => c[0] === call).map((c) => c[1]);

describe('renewals to check', { timeout: 30_000 }, () => {
  it('settles one as renewed to the expected expiry, and one as failed after asking', async () => {
    server.answer(calls.renewCheckList, [item(1), item(2)]);
    server.answer(calls.renewSettle, (input): RenewSettleResult =>
      input.outcome === 'failed'
        ? { itemId: input.itemId, status: 'failed', expiresAt: null, readBack: false }
        : { itemId: input.itemId, status: 'renewed', expiresAt: input.expiresAt!, readBack: true },
    );
    const said: string[] = [];
    setToastApi({ success: (m: string) => void said.push(m) } as unknown as MessageInstance);
    renderLive(<RenewCheckPage />, operator, PATH);
    const row = (await screen.findByText('web-prod-01', {}, { timeout: 10_000 })).closest('tr')!;
    expect(row).toHaveTextContent('Acme Ltd.');
    expect(row).toHaveTextContent('Request was denied due to user flow control.');
    expect(row).toHaveTextContent('¥360.00');

    // Renewed: the picker starts at the expiry before the call plus the order's months.
    fireEvent.click(within(row).getByTestId(`renew-check-renewed-${item(1).itemId}`));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByDisplayValue(/^2027-04-1[01] \d\d:00$/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByTestId('renew-check-confirm'));
    await waitFor(() => expect(sent(calls.renewSettle)).toHaveLength(1));
    expect(sent(calls.renewSettle)[0]).toEqual({
      itemId: item(1).itemId,
      outcome: 'renewed',
      expiresAt: new Date('2027-04-10T16:00:00.000Z').toISOString(),
    });
    await waitFor(() =>
      expect(said.at(-1)).toMatch(/settled as renewed to 2027-04-1.*, as its cloud answered/),
    );

    // Failed: asks first (the refund it makes), then settles.
    const other = screen.getByText('web-prod-02').closest('tr')!;
    fireEvent.click(within(other).getByTestId(`renew-check-failed-${item(2).itemId}`));
    expect(
      await screen.findByText('Refund ¥360.00 to Acme Ltd. and settle this renewal as failed?'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Settle as failed' }).at(-1)!);
    await waitFor(() => expect(sent(calls.renewSettle)).toHaveLength(2));
    expect(sent(calls.renewSettle)[1]).toEqual({ itemId: item(2).itemId, outcome: 'failed' });
    await waitFor(() =>
      expect(said.at(-1)).toBe('web-prod-02 settled as failed; its price was refunded'),
    );
  });

  it('says when nothing waits', async () => {
    server.answer(calls.renewCheckList, []);
    renderLive(<RenewCheckPage />, operator, PATH);
    expect(
      await screen.findByText('No renewal is waiting for a check', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
