import { planCalls, type MetricApi, type PlannedPair } from '../../cloud/metric-limits.ts';

const MINUTE = 60_000;
/** A catch-up is read in windows no shorter than this, oldest first. */
const MIN_CATCH_UP_WINDOW_MS = 10 * MINUTE;

export interface PollPlan<P extends PlannedPair> {
  fromMs: number;
  toMs: number;
  /** The calls this poll makes, within the budget. */
  calls: { region: string; pairs: P[] }[];
  /** Calls the whole window would need. */
  needed: number;
  /** Polls a rotation takes when one poll cannot read every pair (1: it can). */
  rounds: number;
}

/**
 * What one poll of an account reads, within `budget` calls. Caught up, the window runs from
 * the newest point (less `settleMs`) to now. Behind, the oldest part that fits is read first
 * and later polls read on. When even a short window needs more calls than a poll may make,
 * the pairs are read in turns over `rounds` polls, each turn reaching back over the whole
 * rotation, so every minute of every series is still read, `rounds` periods late.
 */
export function planPoll<P extends PlannedPair>(
  provider: MetricApi,
  pairs: readonly P[],
  o: {
    newestMs: number;
    toMs: number;
    settleMs: number;
    budget: number;
    periodMs: number;
    catchUpMs: number;
  },
): PollPlan<P> {
  const to = o.toMs;
  const from = Math.max(Math.min(o.newestMs + 1, to - o.settleMs), to - o.catchUpMs);
  let end = to;
  let calls = planCalls(provider, pairs, end - from);
  const needed = calls.length;
  while (calls.length > o.budget && end - from > MIN_CATCH_UP_WINDOW_MS) {
    end = from + Math.max(MIN_CATCH_UP_WINDOW_MS, Math.ceil((end - from) / 2 / MINUTE) * MINUTE);
    calls = planCalls(provider, pairs, end - from);
  }
  if (calls.length <= o.budget) return { fromMs: from, toMs: end, calls, needed, rounds: 1 };
  const lookback = (rounds: number) =>
    Math.min(o.catchUpMs, rounds * o.periodMs + o.settleMs + MINUTE);
  let rounds = Math.ceil(calls.length / o.budget);
  let all = planCalls(provider, pairs, lookback(rounds));
  rounds = Math.ceil(all.length / o.budget);
  all = planCalls(provider, pairs, lookback(rounds));
  rounds = Math.ceil(all.length / o.budget);
  const turn = Math.floor(to / o.periodMs) % rounds;
  return {
    fromMs: to - lookback(rounds),
    toMs: to,
    calls: all.slice(turn * o.budget, (turn + 1) * o.budget),
    needed: all.length,
    rounds,
  };
}
