import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { calls } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant, makeUser, signIn } from '../../../test/fixtures.ts';
import { costDaily, messages } from '../../db/schema/index.ts';
import { addSimAccount } from '../cloud/test-support.ts';
import { checkBudgets } from './budget-alerts.ts';

const t = await testApp();
const db = t.database.db;
// 2026-06-20 at noon in UTC+8: 19 complete days of June behind it.
t.clock.advance(Date.parse('2026-06-20T04:00:00Z') - t.clock.now().getTime());

async function spend(
  tenantId: string,
  accountId: string,
  day: string,
  fen: number,
  opts: { provider?: string; tags?: Record<string, string> } = {},
) {
  await db.insert(costDaily).values({
    tenantId,
    accountId,
    billingPeriodStart: `${day.slice(0, 7)}-01`,
    chargeDate: day,
    providerName: opts.provider ?? 'ALI',
    serviceName: 'ECS',
    serviceCategory: 'Compute',
    regionId: 'cn-hangzhou',
    resourceId: 'i-1',
    resourceName: 'web',
    resourceType: 'instance',
    chargeCategory: 'Usage',
    billingCurrency: 'CNY',
    tags: opts.tags ?? { env: 'prod' },
    billedCost: fen,
    effectiveCost: fen,
    listCost: fen,
    rows: 1,
  });
}

/** A tenant whose June so far cost ¥100 a day on one account (19 complete days, none today). */
async function tenantSpending() {
  const admin = await adminOfNewTenant(t);
  const account = await addSimAccount(t, admin.token);
  for (let d = 1; d <= 19; d++) {
    await spend(admin.tenant.id, account, `2026-06-${String(d).padStart(2, '0')}`, 10_000);
  }
  return { ...admin, account };
}

const messagesOf = async (userId: string, template: string) =>
  (
    await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.userId, userId), eq(messages.template, template)))
  ).length;

const deps = () => ({ db, now: t.clock.now });

describe('budgets', () => {
  it('fires each alert once per threshold and period: twice run, after a restart, then on new spend', async () => {
    const { token, tenant, person, account } = await tenantSpending();
    const { id } = await ok(
      t,
      calls.budgetCreate,
      {
        name: 'June',
        period: 'month',
        amount: 200_000,
        alerts: [
          { kind: 'actual', unit: 'percent', threshold: 50 },
          { kind: 'actual', unit: 'percent', threshold: 100 },
          { kind: 'forecast', unit: 'percent', threshold: 100 },
          { kind: 'dayJump', unit: 'percent', threshold: 50 },
        ],
      },
      { token },
    );
    expect(await checkBudgets(deps(), tenant.id)).toBe(2);
    expect(await checkBudgets(deps(), tenant.id)).toBe(0);
    // A new process has nothing in memory: the database's unique key holds it back.
    expect(await checkBudgets({ db, now: () => t.clock.now() })).toBe(0);
    expect(await messagesOf(person.id, 'msg.budgetActual')).toBe(1);
    expect(await messagesOf(person.id, 'msg.budgetForecast')).toBe(1);

    const list = await ok(t, calls.budgetList, {}, { token });
    expect(list.list[0]!.current).toMatchObject({
      periodKey: '2026-06',
      actual: 190_000,
      amount: 200_000,
      forecastMethod: 'leastSquares',
      state: 'atRisk',
    });
    expect(list.list[0]!.current.forecast).toBe(300_000);

    // The 19th costs three times the 18th: a jump, and the budget is over.
    await spend(tenant.id, account, '2026-06-19', 20_000);
    expect(await checkBudgets(deps(), tenant.id)).toBe(2);
    expect(await checkBudgets(deps(), tenant.id)).toBe(0);
    expect(await messagesOf(person.id, 'msg.budgetJump')).toBe(1);
    expect(await messagesOf(person.id, 'msg.budgetActual')).toBe(2);
    const alerts = await ok(t, calls.budgetAlertList, { budgetId: id }, { token });
    expect(alerts.total).toBe(4);
    expect(alerts.list.map((a) => a.kind).sort()).toEqual([
      'actual',
      'actual',
      'dayJump',
      'forecast',
    ]);
    const over = await ok(t, calls.budgetList, { state: 'over' }, { token });
    expect(over.list.map((b) => b.id)).toEqual([id]);
    const series = await ok(t, calls.budgetSeries, { id }, { token });
    expect(series.days.at(-1)!.cumulative).toBe(210_000);
    expect(series.days).toHaveLength(20);
  });

  it('tells the tenant’s budget recipients through their channels, every notice recorded', async () => {
    const { token, tenant } = await tenantSpending();
    const c = await ok(
      t,
      calls.notifyContactSave,
      { name: 'Fin', email: 'fin@example.test' },
      { token },
    );
    await ok(t, calls.notifyRecipientsSet, { subject: 'budget', contactIds: [c.id] }, { token });
    const alerts = [{ kind: 'actual', unit: 'percent', threshold: 50 }] as const;
    await ok(
      t,
      calls.budgetCreate,
      { name: 'June', period: 'month', amount: 200_000, alerts },
      { token },
    );
    expect(await checkBudgets(deps(), tenant.id)).toBe(1);
    const sent = await ok(t, calls.notifyDeliveryList, { warningType: 'budget' }, { token });
    expect(sent.list.map((d) => [d.channel, d.recipient]).sort()).toEqual([
      ['email', 'fin@example.test'],
      ['message', '1'],
    ]);
    expect(sent.list[0]!.title).toMatch(/June/);
  });

  it('counts only its scope, across clouds, by tag, and takes a period’s own amount', async () => {
    const { token, tenant, account } = await tenantSpending();
    const aws = await addSimAccount(t, token, { provider: 'AWS', regions: ['us-east-1'] });
    await spend(tenant.id, aws, '2026-06-02', 5_000, { provider: 'AWS', tags: { env: 'dev' } });
    const make = async (scope: object, extra: object = {}) =>
      (
        await ok(
          t,
          calls.budgetCreate,
          { name: 'b', period: 'quarter', amount: 1_000_000, scope, ...extra },
          { token },
        )
      ).id;
    const both = await make({ providers: ['ALI', 'AWS'] });
    const dev = await make({ tags: [{ key: 'env', value: 'dev' }] });
    const ali = await make({ accountIds: [account] }, { periodAmounts: { '2026-Q2': 100_000 } });
    const list = await ok(t, calls.budgetList, { pageSize: 50 }, { token });
    const of = (id: string) => list.list.find((b) => b.id === id)!.current;
    expect(of(both).actual).toBe(195_000);
    expect(of(dev).actual).toBe(5_000);
    expect(of(ali)).toMatchObject({ actual: 190_000, amount: 100_000, state: 'over' });
    expect(of(both).periodKey).toBe('2026-Q2');
  });

  it('refuses bad input with the field named and changes nothing; v4-2 guards writing', async () => {
    const { token } = await tenantSpending();
    const good = { name: 'ok', period: 'month', amount: 100 };
    for (const [bad, field] of [
      [{ name: 'x', period: 'month' }, 'amount'],
      [{ ...good, alerts: [{ kind: 'actual', unit: 'percent', threshold: 10_001 }] }, 'threshold'],
      [{ ...good, alerts: [{ kind: 'dayJump', unit: 'amount', threshold: 5 }] }, 'unit'],
      [{ ...good, scope: { tags: [{ key: 'a\u0000b', value: 'v' }] } }, 'key'],
      [{ ...good, scope: { tags: [{ key: 'k'.repeat(10_000), value: 'v' }] } }, 'key'],
      [{ ...good, scope: { colour: ['red'] } }, 'colour'],
      [{ ...good, period: 'week' }, 'period'],
      // A quarter's amount on a monthly budget would never apply.
      [{ ...good, periodAmounts: { '2026-Q2': 100 } }, 'periodAmounts'],
      [{ ...good, scope: { accountIds: [crypto.randomUUID()] } }, 'accountIds'],
    ] as const) {
      const res = await call(t, calls.budgetCreate, bad, { token });
      expect(res.code, JSON.stringify(bad).slice(0, 60)).toBe(400);
      expect(res.message, field).toContain(field);
    }
    expect((await ok(t, calls.budgetList, {}, { token })).total).toBe(0);

    const admin = await adminOfNewTenant(t);
    const finance = await makeUser(t, admin.tenant.id, { role: 'finance' });
    const ft = await signIn(t, finance.username, 2);
    for (const def of [calls.budgetCreate, calls.budgetList, calls.budgetAlertList]) {
      expect((await call(t, def, good, { token: ft })).code, def.path).toBe(403);
    }
    const other = await ok(t, calls.budgetCreate, good, { token: admin.token });
    expect((await call(t, calls.budgetDelete, other, { token })).code).toBe(404);
    expect((await call(t, calls.budgetSeries, other, { token })).code).toBe(404);
  });
});
