import { calls, type AlarmEventKind, type AlarmLevel, type RuleFields } from '@ecloud/contract';
import { ok, type TestApp } from '../../../../test/harness.ts';
import { adminOfNewTenant } from '../../../../test/fixtures.ts';
import { addSimAccount, drain } from '../../cloud/test-support.ts';
import { addEvent } from '../alarms.repository.ts';

const MINUTE = 60_000;

/** A CPU rule over one minute at one level: tests spread it and change what they test. */
export const CPU_RULE: RuleFields = {
  name: 'CPU high',
  target: { kind: 'resources', ids: [] },
  metric: 'cpu',
  statistic: 'avg',
  comparison: '>',
  levels: [{ level: 'critical', threshold: 90 }],
  period: 60,
  m: 1,
  n: 1,
  window: null,
  silence: 0,
  noData: 'keep',
  notifyRecovery: true,
  enabled: true,
};

/** A tenant with a simulated account's first host and one rule on it. */
export async function tenantWithRule(t: TestApp, ruleName = CPU_RULE.name) {
  const admin = await adminOfNewTenant(t);
  const accountId = await addSimAccount(t, admin.token, { regions: ['cn-hangzhou'] });
  await drain(t);
  const hosts = await ok(t, calls.resourceList, { type: 'host', pageSize: 1 }, admin);
  const host = hosts.list[0]!;
  const target = { kind: 'resources' as const, ids: [host.id] };
  const rule = await ok(t, calls.alarmRuleCreate, { ...CPU_RULE, name: ruleName, target }, admin);
  return { ...admin, accountId, host, ruleId: rule.id };
}

type Owner = Awaited<ReturnType<typeof tenantWithRule>>;

/**
 * Writes an event as the evaluator does: `kind` at minute `at` of an episode begun at minute
 * `start`, both counted from `base`.
 */
export async function eventAt(
  t: TestApp,
  o: Owner,
  base: number,
  e: { kind: AlarmEventKind; level?: AlarmLevel; start: number; at: number; value?: number },
) {
  await addEvent(t.database.db, {
    tenantId: o.tenant.id,
    ruleId: o.ruleId,
    resourceId: o.host.id,
    kind: e.kind,
    level: e.level ?? 'critical',
    value: e.value ?? 95,
    threshold: 90,
    startedAt: new Date(base + e.start * MINUTE),
    at: new Date(base + e.at * MINUTE),
  });
}
