import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls, type WorkOrderDetail } from '@ecloud/contract';
import { fakeApi } from '../../../test/api.ts';
import { renderLive } from '../../../test/render.tsx';
import { WorkOrderDrawer } from './work-order-drawer.tsx';
import { WorkOrderEntry } from './work-order-entry.tsx';

const server = fakeApi();
const ID = '00000000-0000-4000-8000-0000000000b1';
const order: WorkOrderDetail = {
  id: ID,
  number: 10001,
  title: 'Host will not start',
  category: 'resource',
  severity: 'urgent',
  status: 'resolved',
  tenantId: '00000000-0000-4000-8000-0000000000c1',
  tenantName: 'Demo Enterprise',
  createdBy: 'Demo Admin',
  assigneeId: null,
  assignee: 'Sophie Support',
  createdAt: '2026-11-24T06:00:00Z',
  updatedAt: '2026-11-24T07:00:00Z',
  firstResponseDue: '2026-11-24T07:00:00Z',
  resolutionDue: '2026-11-24T14:00:00Z',
  firstResponseBreached: true,
  resolutionBreached: false,
  unread: 0,
  rating: null,
  description: 'i-123 stays in starting',
  related: null,
  quotaRequestId: null,
  firstRespondedAt: '2026-11-24T07:30:00Z',
  resolvedAt: '2026-11-24T08:00:00Z',
  closedAt: null,
  ratingComment: null,
  side: 'customer',
  actions: ['confirm', 'reopen'],
  canReply: false,
  attachments: [],
  replies: [
    {
      id: '00000000-0000-4000-8000-0000000000d1',
      side: 'support',
      author: 'Sophie Support',
      body: '<b>Forced</b> the stop',
      status: 'resolved',
      createdAt: '2026-11-24T08:00:00Z',
      attachments: [],
    },
  ],
};

describe('<WorkOrderDrawer>', () => {
  it('offers the server’s actions, shows the SLA breach and the conversation as text', async () => {
    server.answer(calls.workOrderDetail, order);
    renderLive(<WorkOrderDrawer id={ID} onClose={() => {}} />);
    expect(await screen.findByTestId('work-order-act-confirm')).toBeInTheDocument();
    expect(screen.getByTestId('work-order-act-reopen')).toBeInTheDocument();
    expect(screen.queryByTestId('work-order-act-close')).toBeNull();
    expect(screen.getByTestId('work-order-sla')).toHaveTextContent('First response late');
    // Markup someone typed is shown as they typed it.
    expect(screen.getByTestId('work-order-post')).toHaveTextContent('<b>Forced</b> the stop');
    // A resolved order takes no reply until reopened.
    expect(screen.queryByTestId('work-order-reply-form')).toBeNull();
  });

  it('asks for a rating before confirming, then sends it', async () => {
    server.answer(calls.workOrderDetail, order);
    server.answer(calls.workOrderAct, { id: ID });
    renderLive(<WorkOrderDrawer id={ID} onClose={() => {}} />);
    fireEvent.click(await screen.findByTestId('work-order-act-confirm'));
    const form = await screen.findByTestId('work-order-rate-form');
    fireEvent.click(screen.getByTestId('work-order-rate-ok'));
    expect(await screen.findByText('Choose a rating')).toBeInTheDocument();
    expect(server.requests).not.toHaveBeenCalledWith(
      calls.workOrderAct,
      expect.anything(),
      expect.anything(),
    );
    fireEvent.click(within(form).getAllByRole('radio')[3]!);
    fireEvent.click(screen.getByTestId('work-order-rate-ok'));
    await server.sent(calls.workOrderAct, { id: ID, action: 'confirm', rating: 4 });
  });
});

describe('<WorkOrderEntry>', () => {
  it('shows the unread replies on the top bar entry', async () => {
    server.answer(calls.workOrderUnread, 3);
    renderLive(<WorkOrderEntry color="#fff" />);
    await waitFor(() =>
      expect(screen.getByTestId('work-order-unread-badge')).toHaveTextContent('3'),
    );
  });
});
