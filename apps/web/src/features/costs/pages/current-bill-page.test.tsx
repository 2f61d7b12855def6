import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls, type CurrentBillRow } from '@ecloud/contract';
import { fakeApi } from '../../../test/api.ts';
import { aUser, renderLive } from '../../../test/render.tsx';
import { aHost } from '../../resources/index.ts';
import CurrentBillPage from './current-bill-page.tsx';

const server = fakeApi();

/** The one default row's figures, and so the totals of a page of it. */
const FIGURES = {
  todayCost: 1_200,
  monthCost: 50_000,
  billedCost: 45_000,
  estimateOfBilled: 44_000,
  difference: 1_000,
  estimatedCost: 5_000,
};
const row = (over: Partial<CurrentBillRow> = {}): CurrentBillRow => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  providerId: 'i-abc',
  name: 'web-prod-01',
  type: 'host',
  provider: 'ALI',
  accountId: '00000000-0000-4000-8000-0000000000b1',
  accountName: 'Ali prod',
  region: 'cn-hangzhou',
  estimated: true,
  ...FIGURES,
  billedThrough: '2026-11-26',
  estimatedAt: '2026-11-28T01:00:00Z',
  ...over,
});
const page = (list: CurrentBillRow[]) => ({
  list,
  total: list.length,
  page: 1,
  pageSize: 20,
  currency: 'CNY',
  month: '2026-11',
  today: '2026-11-28',
  estimatedAt: '2026-11-28T01:00:00Z',
  totals: {
    ...FIGURES,
    withoutEstimate: 1,
  },
});

describe('real-time bill', () => {
  it('shows each resource’s today and month, the difference, totals, and "no estimate" honestly', async () => {
    server.answer(calls.accountOptions, []);
    server.answer(
      calls.currentBillList,
      page([
        row(),
        row({
          id: '00000000-0000-4000-8000-0000000000c2',
          name: 'aws-db',
          provider: 'AWS',
          estimated: false,
          todayCost: null,
          monthCost: null,
          billedCost: 0,
          estimateOfBilled: null,
          difference: null,
          estimatedCost: null,
          billedThrough: null,
        }),
      ]),
    );
    renderLive(
      <CurrentBillPage />,
      aUser(),
      '/console/resourceManage/cloudResource/tx/currentBill',
    );
    const table = await screen.findByTestId('current-bill');
    await waitFor(() => expect(table).toHaveTextContent('web-prod-01'));
    expect(table).toHaveTextContent('¥12.00');
    expect(table).toHaveTextContent('¥500.00');
    expect(within(table).getAllByTestId('difference')[0]).toHaveTextContent('+¥10.00');
    expect(table).toHaveTextContent('No estimate');
    expect(screen.getByTestId('total-month')).toHaveTextContent('¥500.00');
    expect(screen.getByTestId('total-difference')).toHaveTextContent('+¥10.00');
    expect(screen.getByTestId('current-bill-totals')).toHaveTextContent(
      '1 resource has no estimate',
    );
  });

  it('asks the server for a sorted, filtered page (provider and search from the address)', async () => {
    server.answer(calls.accountOptions, []);
    server.answer(calls.currentBillList, page([row()]));
    renderLive(
      <CurrentBillPage />,
      aUser(),
      '/console/resourceManage/cloudResource/tx/currentBill?provider=ALI&keyword=web&sortField=todayCost&sortOrder=ascend',
    );
    await screen.findByText('web-prod-01');
    expect(server.requests).toHaveBeenCalledWith(
      calls.currentBillList,
      expect.objectContaining({
        provider: 'ALI',
        keyword: 'web',
        sortField: 'todayCost',
        sortOrder: 'ascend',
        page: 1,
        pageSize: 20,
      }),
      expect.anything(),
    );
  });

  it('opens the resource’s drawer from its name, with what it cost', async () => {
    server.answer(calls.accountOptions, []);
    server.answer(calls.currentBillList, page([row()]));
    const none = {
      host: null,
      disks: [],
      eips: [],
      vpc: null,
      subnet: null,
      subnets: [],
      hosts: [],
    };
    server.answer(calls.resourceDetail, { ...aHost({ id: row().id }), related: none });
    server.answer(calls.resourceCost, {
      currency: 'CNY',
      providerId: 'i-abc',
      accountId: row().accountId,
      month: '2026-11',
      thisMonth: 50_000,
      lastMonth: 60_000,
      daily: [{ date: '2026-11-28', amount: 1_200 }],
    });
    renderLive(
      <CurrentBillPage />,
      aUser(),
      '/console/resourceManage/cloudResource/tx/currentBill',
    );
    fireEvent.click(await screen.findByText('web-prod-01'));
    expect(await screen.findByTestId('resource-drawer')).toBeInTheDocument();
    expect(await screen.findByTestId('cost-this-month')).toHaveTextContent('¥500.00');
  });
});
