import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { calls, type ReportDefinition } from '@ecloud/contract';
import { fakeApi } from '../../../test/api.ts';
import { aUser, renderLive } from '../../../test/render.tsx';
import ReportEditPage from './report-edit-page.tsx';
import ReportHomePage from './report-home-page.tsx';

const server = fakeApi();
const me = aUser();

const report: ReportDefinition = {
  id: '00000000-0000-4000-8000-000000000071',
  name: 'Weekly hosts',
  subject: 'resources',
  conditions: { type: 'host' },
  period: null,
  groupBy: null,
  columns: ['name', 'status'],
  format: 'csv',
  schedule: { kind: 'weekly', weekday: 1, hour: 9, timeZone: 'Asia/Shanghai' },
  recipients: [me.id],
  channels: ['message'],
  channelIds: [],
  nextRunAt: '2026-11-30T01:00:00Z',
  lastRunAt: null,
  createdAt: '2026-11-20T02:00:00Z',
};

describe('report centre', () => {
  it('creates a report with the subject’s columns, its schedule and the writer as recipient', async () => {
    server.answer(calls.reportOptions, {
      emailAvailable: false,
      people: [{ id: me.id, name: 'Me', username: 'me', hasEmail: true }],
      robots: [],
    });
    server.answer(calls.reportCreate, { id: report.id });
    server.answer(calls.reportList, { list: [], total: 0, page: 1, pageSize: 10 });
    renderLive(<ReportEditPage />, me, '/console/reportformCenter/create');
    fireEvent.change(await screen.findByTestId('report-name'), { target: { value: 'Hosts' } });
    // No mail server: the form says so, and e-mail cannot be chosen.
    expect(await screen.findByTestId('report-email-unavailable')).toHaveTextContent(
      'E-mail is unavailable',
    );
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).toBeDisabled();
    fireEvent.click(screen.getByTestId('report-save'));
    await server.sent(
      calls.reportCreate,
      expect.objectContaining({
        name: 'Hosts',
        subject: 'resources',
        columns: ['name', 'type', 'provider', 'accountName', 'region', 'status'],
        format: 'xlsx',
        schedule: expect.objectContaining({ kind: 'daily', hour: 8 }),
        recipients: [me.id],
        channels: ['message'],
      }),
    );
  });

  it('posts to a notification channel picked from the tenant’s', async () => {
    const robot = '00000000-0000-4000-8000-0000000000d1';
    server.answer(calls.reportOptions, {
      emailAvailable: false,
      people: [],
      robots: [{ id: robot, name: 'Ops group', kind: 'dingtalk' }],
    });
    server.answer(calls.reportCreate, { id: report.id });
    server.answer(calls.reportList, { list: [], total: 0, page: 1, pageSize: 10 });
    renderLive(<ReportEditPage />, me, '/console/reportformCenter/create');
    fireEvent.change(await screen.findByTestId('report-name'), { target: { value: 'Hosts' } });
    const select = screen.getByTestId('report-robots');
    fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
    fireEvent.click(await screen.findByText('Ops group (DingTalk robot)'));
    expect(screen.queryByText(/No notification channel yet/)).toBeNull();
    fireEvent.click(screen.getByTestId('report-save'));
    await server.sent(
      calls.reportCreate,
      expect.objectContaining({ name: 'Hosts', channelIds: [robot] }),
    );
  });

  it('says where channels are set up when the tenant has none', async () => {
    server.answer(calls.reportOptions, { emailAvailable: false, people: [], robots: [] });
    server.answer(calls.reportList, { list: [], total: 0, page: 1, pageSize: 10 });
    renderLive(<ReportEditPage />, me, '/console/reportformCenter/create');
    expect(await screen.findByText(/No notification channel yet/)).toBeInTheDocument();
  });

  it('lists definitions and runs one now', async () => {
    server.answer(calls.reportList, { list: [report], total: 1, page: 1, pageSize: 10 });
    server.answer(calls.reportFiles, { list: [], total: 0, page: 1, pageSize: 10 });
    server.answer(calls.reportRunNow, { queued: true });
    renderLive(<ReportHomePage />, me, '/console/reportformCenter/index');
    const row = (await screen.findByText('Weekly hosts')).closest('tr')!;
    expect(within(row).getByText('Weekly')).toBeInTheDocument();
    fireEvent.click(within(row).getByTestId('report-run'));
    await server.sent(calls.reportRunNow, { id: report.id });
  });

  it('offers the subject’s own dimensions to group by, and then its sums as the columns', async () => {
    const grouped = { ...report, groupBy: { field: 'type' }, columns: ['count', 'cpu'] };
    server.answer(calls.reportOptions, { emailAvailable: false, people: [], robots: [] });
    server.answer(calls.reportDetail, grouped);
    server.answer(calls.reportUpdate, { id: report.id });
    server.answer(calls.reportList, { list: [], total: 0, page: 1, pageSize: 10 });
    renderLive(<ReportEditPage />, me, `/console/reportformCenter/condition?id=${report.id}`);
    const columns = await screen.findByTestId('report-columns');
    expect(await within(columns).findByRole('checkbox', { name: 'Resources' })).toBeChecked();
    expect(within(columns).queryByRole('checkbox', { name: 'Name' })).toBeNull();
    const select = screen.getByTestId('report-group-by').closest('.ant-select') as HTMLElement;
    fireEvent.mouseDown(within(select).getByRole('combobox'));
    await screen.findAllByRole('option');
    const offered = [...document.querySelectorAll('.ant-select-item-option-content')];
    expect(offered.map((o) => o.textContent)).toEqual([
      'Provider',
      'Cloud account',
      'Type',
      'Region',
      'Status',
    ]);
    fireEvent.click(screen.getByTestId('report-save'));
    await server.sent(
      calls.reportUpdate,
      expect.objectContaining({ groupBy: { field: 'type' }, columns: ['count', 'cpu'] }),
    );
  });
});
