import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls, type AlarmEvent, type AlarmRule } from '@ecloud/contract';
import { fakeApi } from '../../../test/api.ts';
import { aUser, renderLive } from '../../../test/render.tsx';
import WarningCentrePage from './warning-centre-page.tsx';
import RuleListPage from './rule-list-page.tsx';
import RuleCreatePage from './rule-create-page.tsx';

const server = fakeApi();
const ops = aUser({ authCodes: 'v10,v10-2,v10-3,' });
const ID = (n: number) => `00000000-0000-4000-8000-00000000002${n}`;

const event = (n: number, over: Partial<AlarmEvent> = {}): AlarmEvent => ({
  id: ID(n),
  kind: 'firing',
  ruleId: ID(8),
  ruleName: 'CPU high',
  resourceId: ID(9),
  resourceName: `web-${n}`,
  metric: 'cpu',
  level: 'critical',
  value: 97.5,
  threshold: 90,
  startedAt: '2026-11-20T02:00:00Z',
  duration: 600,
  at: '2026-11-20T02:00:00Z',
  active: true,
  acknowledged: false,
  ...over,
});

describe('the warning centre', () => {
  it('lists alarms in words and acknowledges a firing one', async () => {
    const firing = event(1);
    const over = event(2, { kind: 'recovered', active: false });
    server.answer(calls.alarmEventList, { list: [firing, over], total: 2, page: 1, pageSize: 10 });
    server.answer(calls.alarmAcknowledge, { affected: 1 });
    renderLive(<WarningCentrePage />, ops, '/console/cloudView/businessView/warningIndex');
    const row = (await screen.findByText('web-1')).closest('tr')!;
    expect(within(row).getByText('Critical')).toBeInTheDocument();
    expect(within(row).getByText('10 minutes')).toBeInTheDocument();
    const done = screen.getByText('web-2').closest('tr')!;
    expect(within(done).queryByTestId('alarm-ack')).toBeNull();
    fireEvent.click(within(row).getByTestId('alarm-ack'));
    await server.sent(calls.alarmAcknowledge, { ids: [firing.id] });
  });
});

describe('the warning centre’s time range', () => {
  it('asks for the events of the days in the address, the last day whole', async () => {
    server.answer(calls.alarmEventList, { list: [event(3)], total: 1, page: 1, pageSize: 10 });
    renderLive(
      <WarningCentrePage />,
      ops,
      '/console/cloudView/businessView/warningIndex?from=2026-11-01&to=2026-11-03',
    );
    await screen.findByText('web-3');
    expect(server.requests).toHaveBeenCalledWith(
      calls.alarmEventList,
      expect.objectContaining({
        from: new Date(2026, 10, 1).toISOString(),
        to: new Date(2026, 10, 4).toISOString(),
      }),
      expect.anything(),
    );
  });
});

describe('the rule list', () => {
  it('says each rule’s condition and disables one', async () => {
    const rule: AlarmRule = {
      id: ID(8),
      name: 'CPU high',
      target: { kind: 'resources', ids: [ID(9)] },
      metric: 'cpu',
      statistic: 'avg',
      comparison: '>',
      levels: [{ level: 'critical', threshold: 90 }],
      period: 60,
      m: 2,
      n: 3,
      window: null,
      silence: 3600,
      noData: 'keep',
      notifyRecovery: true,
      enabled: true,
      firing: 1,
      createdAt: '2026-11-20T02:00:00Z',
      updatedAt: '2026-11-20T02:00:00Z',
    };
    server.answer(calls.alarmRuleList, { list: [rule], total: 1, page: 1, pageSize: 10 });
    server.answer(calls.alarmRuleEnable, { affected: 1 });
    renderLive(<RuleListPage />, ops, '/console/cloudView/warningRule/index');
    expect(await screen.findByText(/2 of 3 periods of 60 s/)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('rule-toggle'));
    await server.sent(calls.alarmRuleEnable, { ids: [rule.id], enabled: false });
  });
});

describe('the rule form on an existing rule', () => {
  it('opens the stored rule with its time window and its type target', async () => {
    const rule: AlarmRule = {
      id: ID(7),
      name: 'Disk busy',
      target: { kind: 'type', ids: [], resourceType: 'host', accountId: ID(6) },
      metric: 'diskRead',
      statistic: 'max',
      comparison: '>=',
      levels: [{ level: 'warning', threshold: 500 }],
      period: 300,
      m: 1,
      n: 2,
      window: { days: [1, 2, 3, 4, 5], from: '08:00', to: '20:00', timeZone: 'Asia/Shanghai' },
      silence: 600,
      noData: 'ok',
      notifyRecovery: false,
      enabled: false,
      firing: 0,
      createdAt: '2026-11-20T02:00:00Z',
      updatedAt: '2026-11-20T02:00:00Z',
    };
    server.answer(calls.alarmRuleGet, rule);
    server.answer(calls.accountOptions, [
      { id: ID(6), name: 'Ali prod', provider: 'ALI', regions: ['cn-hangzhou'], status: 1 },
    ]);
    // The blank form's target (resources) loads its choices before the stored rule arrives.
    server.answer(calls.resourceList, { list: [], total: 0, page: 1, pageSize: 100 });
    renderLive(<RuleCreatePage />, ops, `/console/cloudView/warningRule/create?id=${rule.id}`);
    expect(await screen.findByText('Change the rule “Disk busy”')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('rule-name')).toHaveValue('Disk busy'));
    expect(screen.getByTestId('rule-window-from')).toHaveValue('08:00');
    expect(screen.getByTestId('rule-window-to')).toHaveValue('20:00');
    expect(screen.getByTestId('rule-window-on')).toBeChecked();
    // A type target shows its account and type instead of a resource picker.
    await screen.findByText('Ali prod');
    expect(screen.queryByTestId('rule-target-ids')).toBeNull();
    expect(screen.getByTestId('rule-target-type')).toHaveTextContent('Hosts');
  });
});
