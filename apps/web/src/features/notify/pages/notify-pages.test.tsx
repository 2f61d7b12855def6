import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { calls, type Delivery, type NotifyChannel } from '@ecloud/contract';
import { fakeApi } from '../../../test/api.ts';
import { aUser, renderLive } from '../../../test/render.tsx';
import WarningMessagePage from './warning-message-page.tsx';
import ContactsPage from './contacts-page.tsx';
import WarningTypePage from './warning-type-page.tsx';

const server = fakeApi();
const ops = aUser({ authCodes: 'v10,v10-2,v10-3,' });
const ID = (n: number) => `00000000-0000-4000-8000-00000000003${n}`;

const delivery = (n: number, over: Partial<Delivery> = {}): Delivery => ({
  id: ID(n),
  warningType: 'resource',
  channel: 'dingtalk',
  recipient: `Ops robot ${n}`,
  title: 'CPU high on web-1',
  body: 'CPU is 97',
  status: 'sent',
  attempts: 1,
  lastError: '',
  sentAt: '2026-11-20T02:00:05Z',
  createdAt: '2026-11-20T02:00:00Z',
  ...over,
});

describe('notices sent', () => {
  it('says how each went and retries a failed one now', async () => {
    const failed = delivery(2, {
      status: 'failed',
      attempts: 5,
      lastError: '310000 sign not match',
      sentAt: null,
    });
    server.answer(calls.notifyDeliveryList, {
      list: [delivery(1), failed],
      total: 2,
      page: 1,
      pageSize: 10,
    });
    server.answer(calls.notifyDeliveryRetry, { id: failed.id });
    renderLive(<WarningMessagePage />, ops, '/console/userCenter/warningCenter/warningMessage');
    const ok = (await screen.findByText('Ops robot 1')).closest('tr')!;
    expect(within(ok).getByText('Delivered')).toBeInTheDocument();
    expect(within(ok).getByText('DingTalk robot')).toBeInTheDocument();
    expect(within(ok).queryByTestId('delivery-retry')).toBeNull();
    const bad = screen.getByText('Ops robot 2').closest('tr')!;
    expect(within(bad).getByText('Failed')).toBeInTheDocument();
    fireEvent.click(within(bad).getByTestId('delivery-retry'));
    await server.sent(calls.notifyDeliveryRetry, { id: failed.id });
  });
});

describe('contacts and channels', () => {
  it('sends a test notice through a channel', async () => {
    const ch: NotifyChannel = {
      id: ID(5),
      name: 'Ops hook',
      kind: 'webhook',
      url: 'https://hooks.example.com/x?token=***',
      hasSecret: true,
      language: 'en-US',
      createdAt: '2026-11-20T02:00:00Z',
    };
    server.answer(calls.notifyContactList, []);
    server.answer(calls.notifyGroupList, []);
    server.answer(calls.notifyChannelList, [ch]);
    server.answer(calls.notifyTest, { ids: [ID(6)] });
    renderLive(<ContactsPage />, ops, '/console/userCenter/warningCenter/contacts');
    fireEvent.click(await screen.findByRole('tab', { name: 'Channels' }));
    const row = (await screen.findByText('Ops hook')).closest('tr')!;
    expect(within(row).getByText(ch.url)).toBeInTheDocument();
    fireEvent.click(within(row).getByTestId('channel-test'));
    await server.sent(calls.notifyTest, { target: 'channel', id: ch.id });
  });
});

describe('work-order recipients', () => {
  it('names the channels told of work-order changes, kept as the subject workOrder', async () => {
    const ch: NotifyChannel = {
      id: ID(7),
      name: 'Desk robot',
      kind: 'dingtalk',
      url: 'https://oapi.dingtalk.com/robot/send?access_token=***',
      hasSecret: true,
      language: 'zh-CN',
      createdAt: '2026-11-20T02:00:00Z',
    };
    server.answer(calls.notifyContactList, []);
    server.answer(calls.notifyGroupList, []);
    server.answer(calls.notifyChannelList, [ch]);
    server.answer(calls.notifyRecipientsGet, { contactIds: [], groupIds: [], channelIds: [ch.id] });
    server.answer(calls.notifyRecipientsSet, { contactIds: [], groupIds: [], channelIds: [ch.id] });
    renderLive(<ContactsPage />, ops, '/console/userCenter/warningCenter/contacts');
    fireEvent.click(await screen.findByTestId('notify-workorder-recipients'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Work order recipients')).toBeInTheDocument();
    expect(await within(dialog).findByText(/Desk robot/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|Save/ }));
    await server.sent(
      calls.notifyRecipientsSet,
      expect.objectContaining({ subject: 'workOrder', channelIds: [ch.id] }),
    );
  });
});

describe('warning/{warningType}', () => {
  it('lists quota warnings as a type of its own, with the notices about quotas', async () => {
    server.answer(calls.notifyDeliveryList, {
      list: [
        delivery(3, {
          warningType: 'quota',
          channel: 'email',
          recipient: 'quota@example.test',
          title: 'Quota warning: vCPUs of Ali (cn-hangzhou)',
        }),
      ],
      total: 1,
      page: 1,
      pageSize: 10,
    });
    renderLive(
      <Routes>
        <Route
          path="/console/userCenter/warningCenter/warning/:warningType"
          element={<WarningTypePage />}
        />
      </Routes>,
      ops,
      '/console/userCenter/warningCenter/warning/quota',
    );
    expect(
      await screen.findByText('Quota warning: vCPUs of Ali (cn-hangzhou)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Warnings: Quotas')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Quota warnings' })).toBeInTheDocument();
    expect(server.requests).toHaveBeenCalledWith(
      calls.notifyDeliveryList,
      expect.objectContaining({ warningType: 'quota' }),
      expect.anything(),
    );
  });
});
