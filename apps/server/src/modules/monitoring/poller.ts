import {
  TYPE_METRICS,
  type CloudResourceType,
  type MetricName,
  type ProviderCode,
} from '@ecloud/contract';
import type { Database } from '../../db/client.ts';
import { batchCalls, callBudgetPerMinute } from '../../cloud/metric-limits.ts';
import { readSimulatedMetrics } from '../../cloud/simulated/metrics.ts';
import * as repo from './metrics.repository.ts';

/** Each account's metrics are read once a period (points are a minute apart). */
export const POLL_PERIOD_MS = 60_000;
/** After a gap (a stop, an outage) an account is read back this far at most. */
export const CATCH_UP_MS = 6 * 3_600_000;
const MINUTE = 60_000;
/** Accounts taken per claim. */
const CLAIM = 20;

/** Why an account's metrics are late, stored as a message key with its parameters. */
export interface LateReason {
  key: 'monitor.late.noAdapter' | 'monitor.late.budget' | 'monitor.late.provider';
  params?: Record<string, string | number>;
}

export interface PollResult {
  accounts: number;
  calls: number;
  points: number;
}

type Due = Awaited<ReturnType<typeof repo.claimDueAccounts>>[number];

/**
 * Reads one account's metrics since its newest point: pairs batched into the provider's calls
 * (per-call maxima), never more calls a period than its budget (half its documented rate and,
 * for Alibaba, of its free quota); what does not fit waits, and the account shows why it is late.
 */
export async function pollAccount(
  db: Database,
  acct: Due,
  now: Date,
): Promise<{ calls: number; points: number }> {
  const to = Math.floor(now.getTime() / MINUTE) * MINUTE;
  const newest = acct.newest_point_at ? new Date(acct.newest_point_at).getTime() : 0;
  const from = Math.max(newest + 1, to - CATCH_UP_MS);
  const provider = acct.provider as ProviderCode;
  const resources = await repo.watchedResources(db, acct.account_id);
  const byProviderId = new Map(resources.map((r) => [r.provider_id, r.id]));
  const pairs = resources.flatMap((r) =>
    (TYPE_METRICS[r.type as CloudResourceType] ?? []).map((metric) => ({
      resource: r.provider_id,
      metric,
    })),
  );
  const all = batchCalls(provider, pairs);
  const budget = Math.max(1, Math.floor((callBudgetPerMinute(provider) * POLL_PERIOD_MS) / MINUTE));
  const calls = all.slice(0, budget);
  let late: LateReason | null =
    all.length > budget
      ? { key: 'monitor.late.budget', params: { needed: all.length, budget } }
      : null;
  const batch: repo.PointBatch = { resourceIds: [], metrics: [], ats: [], values: [] };
  if (!acct.simulated) late = { key: 'monitor.late.noAdapter', params: { provider } };
  else if (from < to) {
    try {
      for (const call of calls) {
        const read = readSimulatedMetrics(
          acct.sim_config,
          call.map((x) => ({ providerId: x.resource, metric: x.metric as MetricName })),
          from,
          to,
        );
        for (const s of read)
          for (const [t, v] of s.points) {
            batch.resourceIds.push(byProviderId.get(s.providerId)!);
            batch.metrics.push(s.metric);
            batch.ats.push(t);
            batch.values.push(v);
          }
      }
    } catch (err) {
      late = { key: 'monitor.late.provider', params: { message: (err as Error).message } };
      batch.values.length = 0;
    }
  }
  const points = late?.key === 'monitor.late.provider' ? 0 : batch.values.length;
  if (points) await repo.insertPoints(db, batch);
  await repo.recordPoll(db, acct.account_id, {
    now,
    next: new Date(now.getTime() + POLL_PERIOD_MS),
    newest: points ? new Date(to - MINUTE) : null,
    error: late ? JSON.stringify(late) : null,
    calls: acct.simulated ? calls.length : 0,
  });
  return { calls: acct.simulated ? calls.length : 0, points };
}

/**
 * Polls every due account. A claim moves the account's next poll a period on in its own short
 * transaction, so replicas never read one account twice, and a replica that dies mid-poll
 * leaves it to the next period, which reads on from the newest stored point: nothing is lost.
 */
export async function pollDue(db: Database, now: () => Date): Promise<PollResult> {
  const out: PollResult = { accounts: 0, calls: 0, points: 0 };
  for (;;) {
    const at = now();
    const due = await db.transaction(async (tx) => {
      const claimed = await repo.claimDueAccounts(tx, at, POLL_PERIOD_MS, CLAIM);
      for (const a of claimed)
        await repo.recordPoll(tx, a.account_id, {
          now: at,
          next: new Date(at.getTime() + POLL_PERIOD_MS),
          newest: null,
          error: null,
          calls: 0,
        });
      return claimed;
    });
    if (!due.length) return out;
    for (const acct of due) {
      const r = await pollAccount(db, acct, at);
      out.accounts++;
      out.calls += r.calls;
      out.points += r.points;
    }
  }
}
