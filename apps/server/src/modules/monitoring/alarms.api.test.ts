import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { calls, type RuleFields } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant } from '../../../test/fixtures.ts';
import { addSimAccount, drain } from '../cloud/test-support.ts';
import { alarmEvents, alarmStates, messages } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.ts';
import { insertPoints } from './metrics.repository.ts';
import { evaluateAll, evaluateRule } from './evaluate.ts';
import { findRule } from './rules.repository.ts';
import { markQuiet } from './alarms.repository.ts';
import { CPU_RULE } from './test/alarm-events.ts';

const t = await testApp();
const db = t.database.db;
const MINUTE = 60_000;
/** A minute-aligned start well before the real clock, so the poller never writes there. */
const BASE = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 48 * 3_600_000;
const at = (min: number) => new Date(BASE + min * MINUTE);

async function tenantWithHosts(n = 1) {
  const admin = await adminOfNewTenant(t);
  await addSimAccount(t, admin.token, { regions: ['cn-hangzhou'] });
  await drain(t);
  const hosts = await ok(t, calls.resourceList, { type: 'host', pageSize: n }, admin);
  return { ...admin, hosts: hosts.list };
}

/** A cpu point a minute from minute `from`. */
const points = (resourceId: string, from: number, values: number[]) =>
  insertPoints(db, {
    resourceIds: values.map(() => resourceId),
    metrics: values.map(() => 'cpu'),
    ats: values.map((_, i) => BASE + (from + i) * MINUTE),
    values,
  });

const RULE: RuleFields = {
  ...CPU_RULE,
  levels: [
    { level: 'critical', threshold: 90 },
    { level: 'warning', threshold: 80 },
  ],
  m: 2,
  n: 3,
};

async function ruleOn(token: string, ids: string[], f: Partial<RuleFields> = {}) {
  const target = { kind: 'resources' as const, ids };
  return (await ok(t, calls.alarmRuleCreate, { ...RULE, target, ...f }, { token })).id;
}

const eventsOf = async (ruleId: string) =>
  (await db.select().from(alarmEvents).where(eq(alarmEvents.ruleId, ruleId))).map((e) => ({
    kind: e.kind,
    level: e.level,
    at: e.at.getTime(),
  }));
const alarmMessages = (tenantId: string) =>
  db
    .select()
    .from(messages)
    .where(and(eq(messages.tenantId, tenantId), eq(messages.type, 'resource')));

describe('alarm rules', () => {
  it('are created, listed, disabled, copied, changed and deleted', async () => {
    const { token, hosts } = await tenantWithHosts();
    const id = await ruleOn(token, [hosts[0]!.id]);
    const list = await ok(t, calls.alarmRuleList, {}, { token });
    expect(list.list).toMatchObject([{ id, name: 'CPU high', m: 2, n: 3, enabled: true }]);
    await ok(t, calls.alarmRuleEnable, { ids: [id], enabled: false }, { token });
    const copy = await ok(t, calls.alarmRuleCopy, { id }, { token });
    const rule = { ...RULE, target: { kind: 'resources' as const, ids: [hosts[0]!.id] } };
    await ok(t, calls.alarmRuleUpdate, { id, rule: { ...rule, name: 'CPU very high' } }, { token });
    const after = await ok(t, calls.alarmRuleList, {}, { token });
    expect(after.list.map((r) => [r.name, r.enabled]).sort()).toEqual([
      ['CPU high (2)', false],
      ['CPU very high', true],
    ]);
    // One rule for its edit form; another tenant's is not found.
    expect(await ok(t, calls.alarmRuleGet, { id }, { token })).toMatchObject({
      id,
      name: 'CPU very high',
      target: { kind: 'resources', ids: [hosts[0]!.id] },
      firing: 0,
    });
    const stranger = await tenantWithHosts();
    expect((await call(t, calls.alarmRuleGet, { id }, stranger)).code).toBe(404);
    await ok(t, calls.alarmRuleDelete, { ids: [id, copy.id] }, { token });
    expect((await ok(t, calls.alarmRuleList, {}, { token })).total).toBe(0);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const { token, hosts } = await tenantWithHosts();
    const other = await tenantWithHosts();
    const v = await ok(
      t,
      calls.monitorViewCreate,
      { name: 'V', cloudCode: 'ALI', businessType: 1 },
      other,
    );
    const target = { kind: 'resources' as const, ids: [hosts[0]!.id] };
    for (const [input, field] of [
      [{ ...RULE, target, levels: [{ level: 'critical', threshold: Number.NaN }] }, /threshold/],
      [{ ...RULE, target, period: 120 }, /period/],
      [{ ...RULE, target, m: 4, n: 3 }, /\bm\b/],
      [{ ...RULE, target: { kind: 'resources', ids: [other.hosts[0]!.id] } }, /target\.ids/],
      [{ ...RULE, target: { kind: 'view', ids: [v.id] } }, /target\.ids/],
      [{ ...RULE, target: { kind: 'group', ids: [v.id] } }, /target\.ids/],
      [{ ...RULE, target: { kind: 'type', ids: [] } }, /target/],
    ] as const) {
      const res = await call(t, calls.alarmRuleCreate, input, { token });
      expect(res.code).toBe(400);
      expect(res.message).toMatch(field);
    }
    expect((await ok(t, calls.alarmRuleList, {}, { token })).total).toBe(0);
  });
});

describe('the evaluation engine', () => {
  it('fires when M of N periods breach, once, and notices recovery the next cycle', async () => {
    const { token, tenant, hosts } = await tenantWithHosts();
    const id = await ruleOn(token, [hosts[0]!.id]);
    await points(hosts[0]!.id, 0, [50, 95]);
    await evaluateAll(db, at(2));
    expect(await eventsOf(id)).toEqual([]);
    await points(hosts[0]!.id, 2, [85]);
    await evaluateAll(db, at(3));
    // 95 and 85 both breach the warning level; only one breaches critical.
    expect(await eventsOf(id)).toEqual([{ kind: 'firing', level: 'warning', at: at(3).getTime() }]);
    await evaluateAll(db, at(3));
    expect(await eventsOf(id)).toHaveLength(1);
    expect(await alarmMessages(tenant.id)).toHaveLength(1);
    await points(hosts[0]!.id, 3, [40, 40]);
    await evaluateAll(db, at(5));
    expect((await eventsOf(id)).map((e) => e.kind)).toEqual(['firing', 'recovered']);
    const msgs = await alarmMessages(tenant.id);
    expect(msgs.map((m) => m.template).sort()).toEqual([
      'msg.alarmRecovered',
      'msg.alarmTriggered',
    ]);
    const list = await ok(t, calls.alarmEventList, { ruleId: id }, { token, lang: 'zh-CN' });
    expect(list.list[0]).toMatchObject({ kind: 'recovered', active: false, duration: 120 });
  });

  it('repeats a lasting alarm’s notice only after the silence period', async () => {
    const { token, tenant, hosts } = await tenantWithHosts();
    await ruleOn(token, [hosts[0]!.id], { m: 1, n: 1, silence: 180 });
    await points(hosts[0]!.id, 0, [99, 99, 99, 99, 99]);
    for (const min of [1, 2, 3, 4, 5]) await evaluateAll(db, new Date(at(min).getTime() + 5000));
    // Notices at minute 1 and minute 4 (three minutes later); none between.
    expect(await alarmMessages(tenant.id)).toHaveLength(2);
  });

  it('follows the no-data choice: alarm fires the least level, keep changes nothing', async () => {
    const { token, hosts } = await tenantWithHosts(2);
    const alarm = await ruleOn(token, [hosts[0]!.id], { noData: 'alarm' });
    const keep = await ruleOn(token, [hosts[1]!.id], { noData: 'keep' });
    await evaluateAll(db, at(600));
    expect(await eventsOf(alarm)).toMatchObject([{ kind: 'firing', level: 'warning' }]);
    expect(await eventsOf(keep)).toEqual([]);
  });

  it('loses and doubles nothing when an evaluation dies midway or replicas race', async () => {
    const { token, tenant, hosts } = await tenantWithHosts(3);
    const id = await ruleOn(
      token,
      hosts.map((h) => h.id),
      { m: 1, n: 1 },
    );
    for (const h of hosts) await points(h.id, 700, [99]);
    // A replica killed after its first resource: its second transaction never runs.
    let n = 0;
    const dying = Object.create(db) as Database;
    dying.transaction = ((fn: never) => {
      if (++n === 2) throw new Error('killed');
      return db.transaction(fn);
    }) as Database['transaction'];
    const rule = (await findRule(db, tenant.id, id))!;
    await expect(evaluateRule(dying, rule, at(701))).rejects.toThrow('killed');
    expect(await eventsOf(id)).toHaveLength(1);
    await Promise.all([evaluateAll(db, at(701)), evaluateAll(db, at(701))]);
    expect(await eventsOf(id)).toHaveLength(3);
  });

  it('marks quiet periods for many rules at once, never over a state another replica set firing', async () => {
    const { token, hosts } = await tenantWithHosts(2);
    const calm = await ruleOn(token, [hosts[0]!.id], { m: 1, n: 1 });
    const hot = await ruleOn(token, [hosts[1]!.id], { m: 1, n: 1 });
    await points(hosts[0]!.id, 1000, [10, 10]);
    await points(hosts[1]!.id, 1000, [10, 99]);
    await evaluateAll(db, at(1001));
    const state = async (ruleId: string) =>
      (await db.select().from(alarmStates).where(eq(alarmStates.ruleId, ruleId)))[0]!;
    expect((await state(calm)).evaluatedTo?.getTime()).toBe(at(1001).getTime());
    expect(await eventsOf(hot)).toEqual([]);
    await evaluateAll(db, at(1002));
    expect(await eventsOf(hot)).toEqual([
      { kind: 'firing', level: 'critical', at: at(1002).getTime() },
    ]);
    // A replica that read the state before it fired marks the period quiet: nothing changes.
    await markQuiet(db, [
      {
        ruleId: hot,
        resourceId: hosts[1]!.id,
        tenantId: (await state(hot)).tenantId,
        end: at(1003).getTime(),
      },
    ]);
    expect(await state(hot)).toMatchObject({ status: 'firing', evaluatedTo: at(1002) });
    expect((await state(calm)).evaluatedTo?.getTime()).toBe(at(1002).getTime());
  });

  it('keeps a muted resource quiet: the alarm is recorded as silenced, no notice', async () => {
    const { token, tenant, hosts } = await tenantWithHosts();
    const id = await ruleOn(token, [hosts[0]!.id], { m: 1, n: 1 });
    const past = await call(
      t,
      calls.alarmMute,
      { resourceId: hosts[0]!.id, until: at(-1).toISOString() },
      { token },
    );
    expect(past.code).toBe(400);
    expect(past.message).toMatch(/until/);
    const until = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    await ok(t, calls.alarmMute, { resourceId: hosts[0]!.id, until }, { token });
    expect(await ok(t, calls.alarmMuteList, {}, { token })).toMatchObject([
      { name: hosts[0]!.name },
    ]);
    await points(hosts[0]!.id, 800, [99]);
    await evaluateAll(db, at(801));
    expect((await eventsOf(id)).map((e) => e.kind)).toEqual(['silenced']);
    expect(await alarmMessages(tenant.id)).toHaveLength(0);
  });

  it('acknowledges a firing alarm in the warning centre', async () => {
    const { token, hosts } = await tenantWithHosts();
    const id = await ruleOn(token, [hosts[0]!.id], { m: 1, n: 1 });
    await points(hosts[0]!.id, 900, [99]);
    await evaluateAll(db, at(901));
    const firing = await ok(t, calls.alarmEventList, { active: true, ruleId: id }, { token });
    expect(firing.list).toMatchObject([{ kind: 'firing', level: 'critical', value: 99 }]);
    const ack = await ok(t, calls.alarmAcknowledge, { ids: [firing.list[0]!.id] }, { token });
    expect(ack.affected).toBe(1);
    const after = await ok(t, calls.alarmEventList, { ruleId: id }, { token });
    expect(after.list.map((e) => [e.kind, e.acknowledged])).toEqual([
      ['acknowledged', true],
      ['firing', true],
    ]);
  });
});
