import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls, type CostOverview } from '@ecloud/contract';
import { fakeApi } from '../../../test/api.ts';
import { aUser, renderLive } from '../../../test/render.tsx';
import CostOverviewPage from '../pages/cost-overview-page.tsx';
import BillDetailPage from '../pages/bill-detail-page.tsx';

const server = fakeApi();
const partner = aUser({ tenantName: 'Demo Channel', tenantKind: 'channel' });
const CUSTOMER = '00000000-0000-4000-8000-0000000000c1';
const OVERVIEW = '/console/assetsView/businessView/assetsViewIndex';

const overview: CostOverview = {
  currency: 'CNY',
  month: '2026-11',
  monthToDate: 500_00,
  forecast: { amount: 600_00, low: 550_00, high: 650_00, method: 'runRate', daysWithData: 5 },
  lastMonth: 0,
  lastMonthToDate: 0,
  sameMonthLastYear: 0,
  byProvider: [],
  byAccount: [],
  byService: [],
  byRegion: [],
  daily: [],
  topResources: [],
  freshness: [
    {
      accountId: '00000000-0000-4000-8000-000000000a01',
      accountName: 'Customer prod',
      provider: 'ALI',
      supported: true,
      period: '2026-11',
      status: 'provisional',
      state: 'done',
      pagesRead: 1,
      error: null,
      ingestedAt: '2026-11-27T01:00:00Z',
      dataThrough: '2026-11-25T16:00:00Z',
    },
  ],
};

const answerAll = () => {
  server.answer(calls.costOverview, overview);
  server.answer(calls.budgetList, { list: [], total: 0, page: 1, pageSize: 100 });
  server.answer(calls.costCustomers, { list: [{ tenantId: CUSTOMER, name: 'Demo Enterprise' }] });
};

describe('the cost screens’ customer picker (channel partners)', () => {
  it('lets a partner read one of its customers’ costs, read-only', async () => {
    answerAll();
    renderLive(<CostOverviewPage />, partner, OVERVIEW);
    const picker = await screen.findByTestId('cost-customer');
    expect(picker).toHaveTextContent('My organisation');
    // Its own organisation first: the overview without a customer, with its own actions.
    await screen.findByTestId('cost-overview');
    expect(server.requests).toHaveBeenCalledWith(calls.costOverview, {}, expect.anything());
    expect(within(screen.getByTestId('cost-freshness')).getByRole('button')).toBeInTheDocument();

    fireEvent.mouseDown(within(picker).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Demo Enterprise'));
    await server.sent(calls.costOverview, { customerTenantId: CUSTOMER });
    await waitFor(() =>
      expect(screen.getByTestId('cost-customer')).toHaveTextContent('Demo Enterprise'),
    );
    // A customer's bills are read, not re-read, and its budgets are its own business.
    expect(within(screen.getByTestId('cost-freshness')).queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('budgets-at-risk')).toBeNull();
  }, 60_000);

  it('carries the customer into bill detail, its lines and its products', async () => {
    answerAll();
    server.answer(calls.costLineList, { list: [], total: 0, page: 1, pageSize: 20 });
    server.answer(calls.findBillProduct, {
      startDate: '2026-11-01',
      endDate: '2026-11-27',
      list: [],
    });
    renderLive(
      <BillDetailPage />,
      partner,
      `/console/assetsView/businessView/billDetail?customer=${CUSTOMER}`,
    );
    // The customer named in the address is picked once the list arrives.
    await waitFor(() =>
      expect(screen.getByTestId('cost-customer')).toHaveTextContent('Demo Enterprise'),
    );
    await server.sent(calls.costLineList, expect.objectContaining({ customerTenantId: CUSTOMER }));
    expect(server.requests).toHaveBeenCalledWith(
      calls.findBillProduct,
      expect.objectContaining({ customerTenantId: CUSTOMER }),
      expect.anything(),
    );
  });

  it('shows nothing new to anyone else, and asks for no customers', async () => {
    answerAll();
    renderLive(<CostOverviewPage />, aUser(), OVERVIEW);
    await screen.findByTestId('cost-overview');
    expect(screen.queryByTestId('cost-customer')).toBeNull();
    expect(screen.getByTestId('budgets-at-risk')).toBeInTheDocument();
    expect(server.requests).not.toHaveBeenCalledWith(
      calls.costCustomers,
      expect.anything(),
      expect.anything(),
    );
  });
});
