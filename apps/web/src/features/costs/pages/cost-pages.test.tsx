import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls, type CostLine, type CostOverview } from '@ecloud/contract';
import { fakeApi } from '../../../test/api.ts';
import { aUser, renderLive } from '../../../test/render.tsx';
import CostOverviewPage from './cost-overview-page.tsx';
import BillDetailPage from './bill-detail-page.tsx';
import CostAnalysisPage from './cost-analysis-page.tsx';

const server = fakeApi();
const me = aUser();

const fresh = {
  accountId: '00000000-0000-4000-8000-000000000a01',
  accountName: 'Ali prod',
  provider: 'ALI',
  supported: true,
  period: '2026-11',
  status: 'provisional' as const,
  state: 'failed' as const,
  pagesRead: 2,
  error: 'Simulated failure reading the bill.',
  ingestedAt: '2026-11-27T01:00:00Z',
  dataThrough: '2026-11-25T16:00:00Z',
};
const overview: CostOverview = {
  currency: 'CNY',
  month: '2026-11',
  monthToDate: 1_234_56,
  forecast: {
    amount: 1_500_00,
    low: 1_400_00,
    high: 1_600_00,
    method: 'leastSquares',
    daysWithData: 25,
  },
  lastMonth: 1_400_00,
  lastMonthToDate: 1_000_00,
  sameMonthLastYear: 900_00,
  byProvider: [{ provider: 'ALI', amount: 1_234_56 }],
  byAccount: [{ accountId: fresh.accountId, name: 'Ali prod', provider: 'ALI', amount: 1_234_56 }],
  byService: [{ serviceName: 'Elastic Compute Service', amount: 1_234_56 }],
  byRegion: [{ regionId: 'cn-hangzhou', amount: 1_234_56 }],
  daily: [{ date: '2026-11-25', provider: 'ALI', amount: 5_000 }],
  topResources: [
    {
      resourceId: 'i-abc',
      resourceName: 'web-prod-01',
      resourceType: 'host',
      provider: 'ALI',
      serviceName: 'Elastic Compute Service',
      amount: 900_00,
    },
  ],
  freshness: [fresh],
};

const line: CostLine = {
  id: '00000000-0000-4000-8000-000000000b01',
  chargeDate: '2026-11-25',
  billingPeriod: '2026-11',
  provider: 'ALI',
  accountId: fresh.accountId,
  accountName: 'Ali prod',
  serviceName: 'Elastic Compute Service',
  serviceCategory: 'Compute',
  regionId: 'cn-hangzhou',
  resourceId: 'i-abc',
  resourceName: 'web-prod-01',
  resourceType: 'host',
  chargeCategory: 'Usage',
  chargeClass: null,
  chargeDescription: 'Pay-as-you-go',
  pricingQuantity: '24',
  pricingUnit: 'Hours',
  listCost: 1_000,
  billedCost: 920,
  effectiveCost: 920,
  currency: 'CNY',
  tags: { env: 'prod' },
  provisional: true,
};

describe('cost analysis screens', () => {
  it('shows the month, the forecast with its method, the breakdowns and a failed ingest to re-read', async () => {
    server.answer(calls.costOverview, overview);
    server.answer(calls.costIngest, { queued: true, period: '2026-11' });
    server.answer(calls.budgetList, { list: [], total: 0, page: 1, pageSize: 100 });
    renderLive(<CostOverviewPage />, me, '/console/assetsView/businessView/assetsViewIndex');
    expect(await screen.findByTestId('kpi-mtd')).toHaveTextContent('¥1,234.56');
    expect(screen.getByTestId('kpi-mtd')).toHaveTextContent('+23.5%');
    expect(screen.getByTestId('forecast-method')).toHaveAttribute('data-method', 'leastSquares');
    expect(screen.getByTestId('kpi-forecast')).toHaveTextContent('¥1,400.00');
    expect(screen.getByTestId('by-service')).toHaveTextContent('Elastic Compute Service');
    expect(screen.getByTestId('top-resources')).toHaveTextContent('web-prod-01');
    const freshness = screen.getByTestId('cost-freshness');
    expect(within(freshness).getByTestId('ingest-failed')).toBeInTheDocument();
    fireEvent.click(within(freshness).getByRole('button'));
    await server.sent(calls.costIngest, { accountId: fresh.accountId });
  });

  it('lists line items with the month as range, filters by status and opens the original row', async () => {
    server.answer(calls.costLineList, { list: [line], total: 1, page: 1, pageSize: 20 });
    server.answer(calls.findBillProduct, {
      startDate: '2026-11-01',
      endDate: '2026-11-27',
      list: [],
    });
    server.answer(calls.costLineOriginal, {
      original: { PretaxAmount: '9.20' },
      x: { x_ChargeType: 'PayAsYouGo' },
    });
    renderLive(
      <BillDetailPage />,
      me,
      '/console/assetsView/businessView/billDetail?provisional=true',
    );
    expect(await screen.findByTestId('line-provisional')).toBeInTheDocument();
    expect(server.requests).toHaveBeenCalledWith(
      calls.costLineList,
      expect.objectContaining({
        provisional: true,
        page: 1,
        pageSize: 20,
        startDate: expect.stringMatching(/-01$/),
      }),
      expect.anything(),
    );
    fireEvent.click(screen.getByTestId('line-original'));
    expect(await screen.findByText('PretaxAmount')).toBeInTheDocument();
    expect(screen.getByText('9.20')).toBeInTheDocument();
  });
});

describe('expense analysis', () => {
  it('groups by a tag key and shows each group’s cost and share', async () => {
    server.answer(calls.costAnalysis, {
      groups: [
        { key: 'prod', label: 'prod', total: 300_00 },
        { key: '', label: '', total: 100_00 },
      ],
      points: [
        { period: '2026-11-01', key: 'prod', amount: 300_00 },
        { period: '2026-11-01', key: '', amount: 100_00 },
      ],
      total: 400_00,
    });
    server.answer(calls.costExplain, {
      base: 41_000,
      compare: 69_400,
      byKind: { new: 7_000, removed: -5_000, usage: 24_000, price: 2_400 },
      rows: [
        {
          resourceId: 'i-a',
          resourceName: 'web-a',
          provider: 'ALI',
          serviceName: 'Elastic Compute Service',
          base: 24_000,
          compare: 48_000,
          usage: 24_000,
          price: 0,
          kind: 'usage',
        },
      ],
    });
    server.answer(calls.costViewList, [
      {
        id: '00000000-0000-4000-8000-0000000000c1',
        name: 'By provider, daily',
        settings: { groupBy: 'provider', grain: 'day' },
        updatedAt: '2026-11-27T00:00:00Z',
      },
    ]);
    server.answer(calls.costViewSave, { id: '00000000-0000-4000-8000-0000000000c2' });
    renderLive(
      <CostAnalysisPage />,
      me,
      '/console/assetsView/businessView/costAnalysisIndex?groupBy=tag&tagKey=env&grain=month',
    );
    const table = await screen.findByTestId('analysis-table');
    await waitFor(() => expect(table).toHaveTextContent('prod'));
    expect(table).toHaveTextContent('75.0%');
    expect(table).toHaveTextContent('(none)');
    expect(table).toHaveTextContent('¥400.00');
    const explain = await screen.findByTestId('explain-table');
    await waitFor(() => expect(explain).toHaveTextContent('web-a'));
    expect(explain).toHaveTextContent('Changed usage');
    expect(explain).toHaveTextContent('+¥240.00');
    expect(screen.getByTestId('explain-card')).toHaveTextContent('-¥50.00');
    expect(server.requests).toHaveBeenCalledWith(
      calls.costAnalysis,
      expect.objectContaining({ groupBy: 'tag', tagKey: 'env', grain: 'month' }),
      expect.anything(),
    );
    // Saving the screen as a view sends its settings under the name typed.
    fireEvent.click(screen.getByTestId('cost-view-save'));
    fireEvent.change(await screen.findByTestId('cost-view-name'), {
      target: { value: 'Env tags' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await server.sent(calls.costViewSave, {
      name: 'Env tags',
      settings: expect.objectContaining({ groupBy: 'tag', tagKey: 'env', grain: 'month' }),
    });
    // Picking a view applies it: what it does not name goes back to the default.
    fireEvent.mouseDown(within(screen.getByTestId('cost-views')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('By provider, daily'));
    await server.sent(calls.costAnalysis, expect.not.objectContaining({ tagKey: 'env' }));
    expect(server.requests).toHaveBeenLastCalledWith(
      calls.costAnalysis,
      expect.objectContaining({ groupBy: 'provider', grain: 'day' }),
      expect.anything(),
    );
  });
});
