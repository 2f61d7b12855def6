import { describe, expect, it } from 'vitest';
import type { MessageInstance } from 'antd/es/message/interface';
import { setToastApi } from '../../../lib/toast.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls, type RenewRow } from '@ecloud/contract';
import { fakeApi } from '../../../test/api.ts';
import { aUser, renderLive } from '../../../test/render.tsx';
import RenewManagePage from './renew-manage-page.tsx';

const server = fakeApi();
const ACCOUNT = '00000000-0000-4000-8000-0000000000a1';
const row = (n: number, name: string, daysLeft: number, monthlyFen: number): RenewRow => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name,
  providerId: `i-${n}`,
  provider: 'ALI',
  accountId: ACCOUNT,
  accountName: 'Production',
  type: 'host',
  spec: 'ecs.g7.large',
  region: 'cn-hangzhou',
  expiresAt: '2026-12-01T00:00:00Z',
  daysLeft,
  autoRenew: n === 1,
  monthlyFen,
  lastRenewal: null,
});
const page = (list: RenewRow[]) => ({ list, total: list.length, page: 1, pageSize: 20 });

describe('/renewManage', () => {
  it('renews the selected resources for a term, shows the total and each outcome', async () => {
    const a = row(1, 'web-1', 3, 24_000);
    const b = row(2, 'db-1', 12, 10_000);
    server.answer(calls.renewList, page([a, b]));
    server.answer(calls.accountOptions, []);
    server.answer(calls.renewCommit, {
      orderId: '00000000-0000-4000-8000-0000000000f1',
      orderNo: 'REN-1',
      totalFen: 346_800,
      chargedFen: 346_800,
      refundedFen: 0,
      items: [],
    });
    server.answer(calls.renewOrder, {
      orderId: '00000000-0000-4000-8000-0000000000f1',
      orderNo: 'REN-1',
      totalFen: 346_800,
      chargedFen: 244_800,
      refundedFen: 102_000,
      items: [
        {
          resourceId: a.id,
          name: 'web-1',
          months: 12,
          priceFen: 244_800,
          status: 'renewed',
          message: '',
          expiresAt: '2027-12-01T00:00:00Z',
        },
        {
          resourceId: b.id,
          name: 'db-1',
          months: 12,
          priceFen: 102_000,
          status: 'failed',
          message: 'OperationDenied: locked',
          expiresAt: null,
        },
      ],
    });
    renderLive(<RenewManagePage />, aUser(), '/console/renewManage');
    const first = (await screen.findByText('web-1')).closest('tr')!;
    expect(first).toHaveTextContent('3 days');
    expect(first).toHaveTextContent('¥240.00');
    expect(within(first).getByRole('switch')).toBeChecked();
    fireEvent.click(within(first).getByRole('checkbox'));
    fireEvent.click(within(screen.getByText('db-1').closest('tr')!).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('renew-selected'));
    // A year: 15% off the list price, rounded down, summed.
    expect(await screen.findByTestId('renew-total')).toHaveTextContent('¥3,468.00');
    fireEvent.click(screen.getByTestId('renew-confirm'));
    await server.sent(
      calls.renewCommit,
      expect.objectContaining({ ids: [a.id, b.id], months: 12, expectedFen: 346_800 }),
    );
    const outcome = await screen.findByTestId('renew-outcome');
    expect(outcome).toHaveTextContent('¥2,448.00 charged, ¥1,020.00 refunded');
    expect(screen.getByTestId('renew-items')).toHaveTextContent('Failed, refunded');
    expect(screen.getByTestId('renew-items')).toHaveTextContent('OperationDenied: locked');
  });

  it('filters by the expiry window and toggles auto-renew', async () => {
    server.answer(calls.renewList, page([row(2, 'db-1', 12, 10_000)]));
    server.answer(calls.accountOptions, []);
    const errors: string[] = [];
    setToastApi({ error: (m: string) => void errors.push(m) } as unknown as MessageInstance);
    server.answer(calls.renewAutoToggle, {
      updated: 0,
      results: [
        {
          id: row(2, '', 0, 0).id,
          ok: false,
          autoRenew: false,
          message: 'OperationDenied: locked',
        },
      ],
    });
    renderLive(<RenewManagePage />, aUser(), '/console/renewManage?days=15');
    const r = (await screen.findByText('db-1')).closest('tr')!;
    await server.sent(calls.renewList, expect.objectContaining({ days: 15 }));
    fireEvent.click(within(r).getByRole('switch'));
    await server.sent(calls.renewAutoToggle, { ids: [row(2, '', 0, 0).id], autoRenew: true });
    // The cloud refused it: the provider's message, and the row keeps its flag.
    await waitFor(() =>
      expect(errors).toEqual(['Auto-renew of db-1 was not changed: OperationDenied: locked']),
    );
  });
});
