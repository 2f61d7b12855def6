import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { calls, type OrderSummary } from '@ecloud/contract';
import { fakeApi } from '../../../test/api.ts';
import { aUser, renderLive } from '../../../test/render.tsx';
import MyOrdersPage from './my-orders-page.tsx';

const server = fakeApi();
const order: OrderSummary = {
  id: '00000000-0000-4000-8000-000000000001',
  orderNo: 'VA202611270001',
  type: 'new',
  status: 'paid',
  totalFen: 1_234_500,
  title: 'Web application firewall',
  lineCount: 1,
  createdAt: '2026-11-10T10:00:00Z',
  expiresAt: null,
};

describe('/addedService/myOrder', () => {
  it('filters by state and the days placed (kept in the address) and offers the export', async () => {
    server.answer(calls.orderList, { list: [order], total: 1, page: 1, pageSize: 20 });
    renderLive(
      <MyOrdersPage />,
      aUser(),
      '/addedService/myOrder?status=paid&from=2026-11-01&to=2026-11-30',
    );
    expect(await screen.findByText('VA202611270001')).toBeInTheDocument();
    await waitFor(() => expect(server.requests).toHaveBeenCalled());
    const [call, input] = server.requests.mock.calls.at(-1)!;
    expect(call).toBe(calls.orderList);
    expect(input).toMatchObject({
      status: 'paid',
      from: dayjs('2026-11-01').startOf('day').toISOString(),
      to: dayjs('2026-12-01').startOf('day').toISOString(),
    });
    expect(screen.getByTestId('export')).toBeInTheDocument();
    expect(screen.getAllByTestId('range-filter').length).toBeGreaterThan(0);
  });
});
