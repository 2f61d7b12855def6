import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { calls } from '@ecloud/contract';
import { fakeApi } from '../../../test/api.ts';
import { aUser, renderLive } from '../../../test/render.tsx';
import ReviewPage from './review-page.tsx';

const server = fakeApi();
const api = server.requests;

const item = {
  kind: 'recharge' as const,
  id: '00000000-0000-4000-8000-0000000000bb',
  tenantId: '00000000-0000-4000-8000-0000000000cc',
  tenantName: 'Demo Enterprise',
  amount: 1500000,
  summary: 'Demo Enterprise Finance · TR1',
  status: 'submitted',
  submittedBy: 'Demo Admin',
  createdAt: '2026-11-22T06:27:00Z',
};
const BILLING_HOME = {
  balances: {
    cash: 0,
    voucher: 0,
    allocated: 0,
    rebate: 0,
    withdrawalInFlight: 0,
    refundInFlight: 0,
    available: 0,
  },
  monthSpend: 0,
  myPending: 0,
  reviewPending: { recharge: 1, invoice: 2, refund: 0, withdrawal: 0, bankAccount: 0 },
};
const auditor = aUser({ authCodes: 'v1,v6,audit,audit-1,audit-2,audit-3,audit-4,audit-5,' });

beforeEach(() => {
  server.answer(calls.billingHome, BILLING_HOME);
  server.answer(calls.reviewQueue, { list: [item], total: 1, page: 1, pageSize: 10 });
});

describe('the reviewers’ screen', () => {
  it('lists what waits, with the confirm and reject actions', async () => {
    renderLive(<ReviewPage />, auditor, '/console/userCenter/costCenter/review');
    expect(await screen.findByText('¥15,000.00')).toBeInTheDocument();
    expect(screen.getByTestId('review-approve')).toHaveTextContent('Confirm receipt');
    expect(screen.getByTestId('review-reject')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(
      calls.reviewQueue,
      { kind: 'recharge', pendingOnly: true, page: 1, pageSize: 10 },
      expect.anything(),
    );
  });

  it("is closed to a customer's administrator holding 'all'", () => {
    renderLive(
      <ReviewPage />,
      aUser({ authCodes: 'all' }),
      '/console/userCenter/costCenter/review',
    );
    expect(
      screen.getByText('Only the platform’s reviewers may open this page.'),
    ).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });
});
