import { describe, expect, it } from 'vitest';
import { callBudgetPerMinute, METRIC_LIMITS } from '../../cloud/metric-limits.ts';
import { ALI_DISK_MONITOR, metricCallRate, pairsByApi } from '../../cloud/metric-call-kinds.ts';
import { planPoll } from './poll-plan.ts';

const MIN = 60_000;
const TO = 1_000_000 * MIN;
const pairs = (types: string[], n: number, metrics: string[]) =>
  types.flatMap((type) =>
    Array.from({ length: n }, (_, i) => `${type}-${i}`).flatMap((resource) =>
      metrics.map((metric) => ({ resource, metric, type, region: 'r1' })),
    ),
  );
const opts = (o: Partial<Parameters<typeof planPoll>[2]> = {}) => ({
  newestMs: TO - MIN,
  toMs: TO,
  settleMs: 0,
  budget: 11,
  periodMs: MIN,
  catchUpMs: 6 * 60 * MIN,
  ...o,
});

describe('a poll’s plan', () => {
  it('reads from the newest point to now when every call fits', () => {
    const p = planPoll('AWS', pairs(['host'], 3, ['cpu', 'memory']), opts({ budget: 1500 }));
    expect(p).toMatchObject({ fromMs: TO - MIN + 1, toMs: TO, rounds: 1, needed: 1 });
    expect(p.calls[0]!.pairs).toHaveLength(6);
  });

  it('re-reads a real cloud’s settling minutes', () => {
    const p = planPoll(
      'AWS',
      pairs(['host'], 1, ['cpu']),
      opts({ budget: 1500, settleMs: 10 * MIN }),
    );
    expect(p.fromMs).toBe(TO - 10 * MIN);
  });

  it('catches up oldest first in windows that fit the budget', () => {
    // 2,000 hosts at Huawei over 6 h (3,000 points a call: 41 series) need 49 calls; over
    // 10 minutes, 4.
    const behind = planPoll(
      'HUAWEI',
      pairs(['host'], 2000, ['cpu']),
      opts({ newestMs: 0, budget: 4 }),
    );
    expect(behind.fromMs).toBe(TO - 6 * 60 * MIN);
    expect(behind.toMs).toBeLessThan(TO);
    expect(behind.calls.length).toBeLessThanOrEqual(4);
    // 60 hosts at Tencent (10 a call, 1,440 points each) fit 6 calls over the whole 6 h.
    const all = planPoll('TENGXUN', pairs(['host'], 60, ['cpu']), opts({ newestMs: 0, budget: 6 }));
    expect(all).toMatchObject({ toMs: TO, rounds: 1 });
  });

  it('reads in turns when a poll cannot read every pair, each turn reaching back over the rotation', () => {
    // Alibaba: one namespace and one metric a call, 17 of them here, 11 calls a minute.
    const ps = [
      ...pairs(['host'], 2, ['cpu', 'memory', 'diskRead', 'diskWrite', 'netIn', 'netOut']),
      ...pairs(['database', 'redis', 'mongo'], 2, ['cpu', 'memory', 'connections']),
      ...pairs(['eip'], 2, ['bandwidthIn', 'bandwidthOut']),
    ];
    const budget = Math.floor(callBudgetPerMinute('ALI'));
    const seen = new Set<string>();
    let rounds = 0;
    for (let i = 0; i < 3; i++) {
      const p = planPoll(
        'ALI',
        ps,
        opts({ toMs: TO + i * MIN, newestMs: TO + i * MIN - MIN, budget }),
      );
      rounds = p.rounds;
      expect(p.calls.length).toBeLessThanOrEqual(budget);
      expect(p.toMs - p.fromMs).toBeGreaterThanOrEqual(p.rounds * MIN);
      for (const c of p.calls) for (const x of c.pairs) seen.add(`${x.resource} ${x.metric}`);
    }
    expect(rounds).toBe(2);
    // Two polls of a two-turn rotation read every pair.
    expect(seen.size).toBe(ps.length);
  });

  it('plans Alibaba disks by ECS apart from CloudMonitor: one disk a call, under ECS’s own budget, spread over the minute', () => {
    const ps = [
      ...pairs(['host'], 2, ['cpu']),
      ...pairs(['disk'], 1000, ['diskRead', 'diskWrite']),
    ];
    const [cms, ecs, ...none] = pairsByApi('ALI', ps);
    expect(none).toEqual([]);
    expect(cms).toMatchObject({ api: 'ALI' });
    expect(cms!.pairs).toHaveLength(2);
    expect(ecs!.api).toBe(ALI_DISK_MONITOR);
    expect(ecs!.pairs).toHaveLength(2000);
    // Half of the assumed 10 calls/s, apart from half of CloudMonitor's free quota (11).
    const budget = Math.floor(callBudgetPerMinute(ALI_DISK_MONITOR));
    expect(budget).toBe(300);
    expect(Math.floor(callBudgetPerMinute('ALI'))).toBe(11);
    // The metrics adapter paces every call at the slower half-rate: a poll's 300 calls take
    // the minute rather than a burst; other providers keep their own pace.
    expect(metricCallRate('ALI') * 60).toBe(budget);
    expect(metricCallRate('AWS')).toBe(METRIC_LIMITS.AWS.callsPerSecond / 2);
    const seen = new Set<string>();
    let rounds = 0;
    for (let i = 0; i < 4; i++) {
      const p = planPoll(
        ecs!.api,
        ecs!.pairs,
        opts({ toMs: TO + i * MIN, newestMs: TO + i * MIN - MIN, budget }),
      );
      rounds = p.rounds;
      expect(p.calls.length).toBeLessThanOrEqual(budget);
      for (const c of p.calls) {
        expect(new Set(c.pairs.map((x) => x.resource)).size).toBe(1);
        expect(c.pairs.map((x) => x.metric).sort()).toEqual(['diskRead', 'diskWrite']);
        seen.add(c.pairs[0]!.resource);
      }
      // Each turn reaches back over the rotation, well within ECS's 400 periods a call.
      expect(p.toMs - p.fromMs).toBeGreaterThanOrEqual(p.rounds * MIN);
      expect(p.toMs - p.fromMs).toBeLessThanOrEqual(400 * MIN);
    }
    expect(rounds).toBe(4);
    expect(seen.size).toBe(1000);
    // Behind by the whole catch-up (6 h = 360 periods), a disk is still one call.
    const behind = planPoll(ecs!.api, ecs!.pairs.slice(0, 20), opts({ newestMs: 0, budget }));
    expect(behind).toMatchObject({ fromMs: TO - 6 * 60 * MIN, toMs: TO, rounds: 1 });
    expect(behind.calls).toHaveLength(10);
  });
});
