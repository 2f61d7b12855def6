import { describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant } from '../../../test/fixtures.ts';
import { addSimAccount, drain, setSim } from '../cloud/test-support.ts';
import { batchCalls, callBudgetPerMinute, METRIC_LIMITS } from '../../cloud/metric-limits.ts';
import { simulatedSeries } from '../../cloud/simulated/metrics.ts';
import { pollDue, POLL_PERIOD_MS } from './poller.ts';
import { deleteExpired, insertPoints, vacuumRollups } from './metrics.repository.ts';

const t = await testApp();
const MINUTE = 60_000;
const poll = () => pollDue({ db: t.database.db, now: t.clock.now, keyring: t.app.deps.keyring });
/** Moves the clock past every account's first poll (spread over a period after it is seen). */
const later = async (ms = POLL_PERIOD_MS + 1000) => {
  await poll();
  t.clock.advance(ms);
};

// AWS reads any mix of types in one call; an Alibaba account's calls (one namespace and one
// metric a call) do not fit a minute of its budget, which the budget tests below cover.
async function groupOfHosts(n = 3) {
  const admin = await adminOfNewTenant(t);
  const accountId = await addSimAccount(t, admin.token, {
    provider: 'AWS',
    regions: ['us-east-1'],
  });
  await drain(t);
  const hosts = await ok(
    t,
    calls.resourceList,
    { type: 'host', pageSize: n },
    { token: admin.token },
  );
  const v = await ok(
    t,
    calls.monitorViewCreate,
    { name: 'V', cloudCode: 'AWS', businessType: 1 },
    { token: admin.token },
  );
  const g = await ok(
    t,
    calls.monitorGroupCreate,
    { viewId: v.id, name: 'G', resourceIds: hosts.list.map((h) => h.id) },
    { token: admin.token },
  );
  return { ...admin, accountId, groupId: g.id, hosts: hosts.list };
}

describe('the provider limits', () => {
  it('batches pairs to each provider’s per-call maxima', () => {
    const pairs = Array.from({ length: 120 }, (_, i) =>
      ['cpu', 'memory'].map((metric) => ({ resource: `r${i}`, metric })),
    ).flat();
    const ali = batchCalls('ALI', pairs);
    // One metric a call, 50 instances: 3 calls per metric.
    expect(ali).toHaveLength(6);
    expect(ali.every((c) => new Set(c.map((x) => x.metric)).size === 1 && c.length <= 50)).toBe(
      true,
    );
    expect(batchCalls('TENGXUN', pairs)).toHaveLength(24);
    expect(batchCalls('HUAWEI', pairs)).toHaveLength(1);
    expect(batchCalls('JINGDONG', pairs)).toHaveLength(240);
    // QingCloud reads one resource's meters a call.
    expect(batchCalls('QINGYUN', pairs)).toHaveLength(120);
    expect(batchCalls('ALI', pairs).flat()).toHaveLength(240);
  });

  it('budgets half the documented rate, and half of Alibaba’s free quota', () => {
    expect(callBudgetPerMinute('TENGXUN')).toBe(METRIC_LIMITS.TENGXUN.callsPerSecond * 30);
    expect(callBudgetPerMinute('HUAWEI')).toBeCloseTo(250);
    expect(callBudgetPerMinute('ALI')).toBeLessThan(1_000_000 / (30 * 24 * 60) / 2 + 0.01);
  });

  it('simulates a daily rhythm with noise, and spikes on request', () => {
    const cpu = simulatedSeries('i-1', 'cpu');
    const day = Date.UTC(2026, 10, 20);
    const peak = cpu(day + 6 * 3_600_000);
    const trough = cpu(day + 18 * 3_600_000);
    expect(peak).toBeGreaterThan(trough);
    expect(cpu(day + 5 * MINUTE)).toBe(cpu(day + 5 * MINUTE));
    const spiked = simulatedSeries('i-1', 'cpu', [
      {
        metric: 'cpu',
        from: new Date(day).toISOString(),
        to: new Date(day + MINUTE).toISOString(),
        value: 99,
      },
    ]);
    expect(spiked(day)).toBe(99);
    expect(spiked(day + MINUTE)).toBe(cpu(day + MINUTE));
  });
});

describe('the metrics poller', () => {
  it('reads every watched resource’s metrics once a period, and the charts show them', async () => {
    const { token, groupId, hosts } = await groupOfHosts();
    await later();
    const first = await poll();
    expect(first.points).toBeGreaterThan(0);
    // Nothing is due again within the period; another replica’s poll finds nothing either.
    expect((await poll()).accounts).toBe(0);
    t.clock.advance(5 * MINUTE);
    await poll();
    const s = await ok(t, calls.monitorSeries, { groupId, metric: 'cpu', range: '1h' }, { token });
    expect(s.grain).toBe('raw');
    expect(s.series.map((x) => x.resourceId).sort()).toEqual(hosts.map((h) => h.id).sort());
    const pts = s.series[0]!.points;
    expect(pts.length).toBeGreaterThan(50);
    expect(new Set(pts.map((p) => p[0])).size).toBe(pts.length);
    const day = await ok(
      t,
      calls.monitorSeries,
      { resourceId: hosts[0]!.id, metric: 'cpu', range: '24h' },
      { token },
    );
    expect(day.grain).toBe('5m');
    expect(day.series[0]!.points.length).toBeGreaterThan(60);
    const month = await ok(
      t,
      calls.monitorSeries,
      { resourceId: hosts[0]!.id, metric: 'memory', range: '30d' },
      { token },
    );
    expect(month.grain).toBe('2h');
    expect(month.series[0]!.points.length).toBeGreaterThan(2);
    const latest = await ok(t, calls.monitorLatest, { groupId }, { token });
    expect(latest[0]!.values).toHaveProperty('cpu');
    const fresh = await ok(t, calls.monitorFreshness, {}, { token });
    expect(fresh[0]).toMatchObject({ late: false, reason: null });
    expect(fresh[0]!.callsLastPoll).toBeGreaterThan(0);
    expect(fresh[0]!.callsLastPoll).toBeLessThanOrEqual(fresh[0]!.callBudgetPerMinute);
  });

  it('draws a week from hourly rollups and 30 days from two-hour ones, in order', async () => {
    const { token, groupId, hosts } = await groupOfHosts(2);
    const HOUR = 3_600_000;
    // Two days ago, on a two-hour boundary: four hours of the first host, one of the second.
    const at = Math.floor((t.clock.now().getTime() - 2 * 86_400_000) / (2 * HOUR)) * 2 * HOUR;
    const [a, b] = [hosts[0]!.id, hosts[1]!.id];
    // A point a minute, as the poller stores them: the rollups follow.
    const batch = {
      resourceIds: [] as string[],
      metrics: [] as string[],
      ats: [] as number[],
      values: [] as number[],
    };
    const hour = (id: string, h: number, v: number) => {
      for (let m = 0; m < 60; m++) {
        batch.resourceIds.push(id);
        batch.metrics.push('cpu');
        batch.ats.push(at + h * HOUR + m * MINUTE);
        batch.values.push(v);
      }
    };
    for (const [h, v] of [
      [3, 70],
      [0, 10],
      [1, 30],
      [2, 50],
    ] as const)
      hour(a, h, v);
    hour(b, 1, 8);
    await insertPoints(t.database.db, batch);
    const series = async (range: '7d' | '30d') => {
      const s = await ok(t, calls.monitorSeries, { groupId, metric: 'cpu', range }, { token });
      return {
        grain: s.grain,
        lines: Object.fromEntries(s.series.map((x) => [x.resourceId, x.points])),
      };
    };
    const week = await series('7d');
    expect(week.grain).toBe('1h');
    expect(week.lines[a]).toEqual([
      [at, 10],
      [at + HOUR, 30],
      [at + 2 * HOUR, 50],
      [at + 3 * HOUR, 70],
    ]);
    const month = await series('30d');
    expect(month.grain).toBe('2h');
    expect(month.lines[a]).toEqual([
      [at, 20],
      [at + 2 * HOUR, 60],
    ]);
    expect(month.lines[b]).toEqual([[at, 8]]);
  });

  it('shows why an account’s metrics are late, and catches up after', async () => {
    const { token, accountId, hosts } = await groupOfHosts(1);
    await setSim(t, accountId, { failTypes: ['metrics'], failKind: 'throttled' });
    await later();
    await poll();
    const late = await ok(t, calls.monitorFreshness, {}, { token, lang: 'zh-CN' });
    expect(late[0]).toMatchObject({ late: true });
    expect(late[0]!.reason).toMatch(/云厂商监控服务出错/);
    // The account list and detail say so too, in the reader's language.
    const listed = await ok(t, calls.accountList, {}, { token, lang: 'zh-CN' });
    const row = listed.list.find((x) => x.id === accountId)!;
    expect(row.metrics.late).toBe(true);
    expect(row.metrics.reason).toMatch(/云厂商监控服务出错/);
    await setSim(t, accountId, {});
    t.clock.advance(10 * MINUTE);
    await poll();
    const s = await ok(
      t,
      calls.monitorSeries,
      { resourceId: hosts[0]!.id, metric: 'cpu', range: '1h' },
      { token },
    );
    // Read back across the outage: no minute missing.
    expect(s.series[0]!.points.length).toBeGreaterThanOrEqual(50);
    expect((await ok(t, calls.monitorFreshness, {}, { token }))[0]!.late).toBe(false);
    const detail = await ok(t, calls.accountDetail, { id: accountId }, { token });
    expect(detail.metrics).toMatchObject({ late: false, reason: null });
    expect(detail.metrics.lagSeconds).toBeLessThan(180);
    // The throttled calls back off in real time (the policy's retries): 3 s alone, 27 s at load 20.
  }, 60_000);

  it('never calls past the account’s budget; what does not fit waits, and the account says why', async () => {
    const admin = await adminOfNewTenant(t);
    // 120 hosts and their disks and addresses: Alibaba's 50-a-call batches need more calls a
    // minute than half of its free quota allows.
    await addSimAccount(t, admin.token, { regions: ['cn-hangzhou'], sim: { perRegion: 120 } });
    await drain(t);
    await later();
    await poll();
    const fresh = await ok(t, calls.monitorFreshness, {}, { token: admin.token });
    expect(fresh[0]!.callsLastPoll).toBeGreaterThan(0);
    expect(fresh[0]!.callsLastPoll).toBeLessThanOrEqual(Math.floor(callBudgetPerMinute('ALI')));
    expect(fresh[0]).toMatchObject({ late: true });
    expect(fresh[0]!.reason).toMatch(/budget/);
  }, 60_000);

  it('keeps raw points 7 days, and refuses another tenant’s resource or a range not offered', async () => {
    const { token, hosts } = await groupOfHosts(1);
    await later();
    await poll();
    const stranger = await adminOfNewTenant(t);
    const foreign = await call(
      t,
      calls.monitorSeries,
      { resourceId: hosts[0]!.id, metric: 'cpu', range: '1h' },
      { token: stranger.token },
    );
    expect(foreign.code).toBe(404);
    const badRange = await call(
      t,
      calls.monitorSeries,
      { resourceId: hosts[0]!.id, metric: 'cpu', range: '2h' },
      { token },
    );
    expect(badRange.code).toBe(400);
    expect(badRange.message).toMatch(/range/);
    const both = await call(t, calls.monitorSeries, { metric: 'cpu', range: '1h' }, { token });
    expect(both.message).toMatch(/resourceId/);
    const gone = await deleteExpired(
      t.database.db,
      new Date(t.clock.now().getTime() + 8 * 86_400_000),
    );
    expect(gone).toBeGreaterThan(0);
    // After the sweep the embedded database vacuums the rollups itself (it has no autovacuum):
    // a statement that must run outside a transaction, on either database.
    await vacuumRollups(t.database.db);
    const after = await ok(
      t,
      calls.monitorSeries,
      { resourceId: hosts[0]!.id, metric: 'cpu', range: '24h' },
      { token },
    );
    expect(after.series.length).toBeGreaterThan(0);
  });
});
