import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { calls } from '@ecloud/contract';
import type { Recharge } from '@ecloud/contract';
import { fakeApi } from '../../../test/api.ts';
import { renderLive } from '../../../test/render.tsx';
import { BillingList } from './billing-list.tsx';
import { MoneyText } from './money-text.tsx';

const server = fakeApi();
const api = server.requests;

type Row = Recharge;
const aRecharge = (over: Partial<Recharge>): Recharge => ({
  id: '00000000-0000-4000-8000-00000000000a',
  tenantId: '00000000-0000-4000-8000-000000000002',
  tenantName: 'Demo Enterprise',
  amount: 0,
  payerName: 'Demo Enterprise Finance',
  payerBank: 'ICBC',
  payerAccount: '6222020200001234567',
  transferRef: 'TR1',
  transferDate: '2026-03-02',
  publicAccountId: null,
  publicAccountName: 'eCloud Technology Co., Ltd.',
  receiptId: null,
  remark: '',
  status: 'submitted',
  submittedBy: 'Demo Admin',
  reviewedBy: null,
  reviewedAt: null,
  rejectReason: '',
  createdAt: '2026-03-02T08:00:00Z',
  ...over,
});
const rows: Row[] = [
  aRecharge({ id: '00000000-0000-4000-8000-00000000000a', amount: 123456, status: 'confirmed' }),
  aRecharge({ id: '00000000-0000-4000-8000-00000000000b', amount: 29, status: 'submitted' }),
];

const list = () => (
  <BillingList<Row>
    call={calls.rechargeList}
    columns={[
      { title: 'Amount', dataIndex: 'amount', render: (v: number) => <MoneyText fen={v} /> },
      { title: 'Status', dataIndex: 'status' },
    ]}
    empty="Nothing here"
    keyword="Search"
    filters={[
      {
        key: 'status',
        placeholder: 'All statuses',
        options: [{ value: 'confirmed', label: 'Confirmed' }],
      },
    ]}
  />
);

describe('<BillingList> (the cost centre’s filtered list)', () => {
  it('asks the server for the first page and shows money in yuan from fen', async () => {
    server.answer(calls.rechargeList, { list: rows, total: 2, page: 1, pageSize: 10 });
    renderLive(list());
    expect(await screen.findByText('¥1,234.56')).toBeInTheDocument();
    expect(screen.getByText('¥0.29')).toBeInTheDocument();
    expect(screen.getByText('2 items')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(
      calls.rechargeList,
      { page: 1, pageSize: 10 },
      expect.anything(),
    );
  });

  it('sends the filters in the address: the status, and the days as instants covering the last day', async () => {
    server.answer(calls.rechargeList, { list: [], total: 0, page: 2, pageSize: 10 });
    renderLive(
      list(),
      undefined,
      '/x?page=2&status=confirmed&from=2026-03-01&to=2026-03-31&keyword=TR1',
    );
    await screen.findByText('Nothing here');
    const input = api.mock.calls[0]![1] as Record<string, unknown>;
    expect(input).toMatchObject({ page: 2, pageSize: 10, status: 'confirmed', keyword: 'TR1' });
    expect(dayjs(input.from as string).format('YYYY-MM-DD HH:mm')).toBe('2026-03-01 00:00');
    expect(dayjs(input.to as string).format('YYYY-MM-DD HH:mm')).toBe('2026-04-01 00:00');
  });

  it('shows a failure with a retry that asks again', async () => {
    server.fail(calls.rechargeList, 'down', 500, true);
    renderLive(list());
    const retry = await screen.findByTestId('list-retry');
    server.answer(calls.rechargeList, { list: rows, total: 2, page: 1, pageSize: 10 });
    fireEvent.click(retry);
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('¥1,234.56')).toBeInTheDocument();
  });

  it('offers export for lists the server can export', async () => {
    server.answer(calls.rechargeList, { list: [], total: 0, page: 1, pageSize: 10 });
    renderLive(list());
    expect(await screen.findByTestId('export')).toBeInTheDocument();
  });
});
