import { describe, expect, it } from 'vitest';
import { callBudgetPerMinute } from '../../cloud/metric-limits.ts';
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
});
