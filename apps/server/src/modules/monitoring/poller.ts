import {
  TYPE_METRICS,
  type CloudResourceType,
  type MetricName,
  type ProviderCode,
} from '@ecloud/contract';
import type { Database } from '../../db/client.ts';
import type { AdapterOptions, CloudAdapter, MetricQuery } from '../../cloud/adapter.ts';
import { adapterForAccount } from '../../cloud/account-adapter.ts';
import { callBudgetPerMinute } from '../../cloud/metric-limits.ts';
import { pairsByApi } from '../../cloud/metric-call-kinds.ts';
import { providerReads, seriesPerQuery } from '../../cloud/providers/metric-tables.ts';
import type { Keyring } from '../../cloud/secrets.ts';
import * as repo from './metrics.repository.ts';
import { planPoll } from './poll-plan.ts';

/** Each account's metrics are read once a period (points are a minute apart). */
export const POLL_PERIOD_MS = 60_000;
/** After a gap (a stop, an outage) an account is read back this far at most. */
export const CATCH_UP_MS = 6 * 3_600_000;
/**
 * A real cloud publishes a minute's points late and may revise them (CloudWatch converges over
 * minutes), so its last minutes are read again each poll; stored points are kept (on conflict).
 */
export const SETTLE_MS = 10 * 60_000;
const MINUTE = 60_000;
/** Metrics older than this count as late (three missed polls). */
export const LATE_AFTER_MS = 3 * POLL_PERIOD_MS + 60_000;
/** Accounts taken per claim. */
const CLAIM = 20;

export interface PollDeps {
  db: Database;
  now: () => Date;
  keyring: Keyring;
  /** Tests point a real account's adapter at a fake provider. */
  adapterOptions?: AdapterOptions;
}

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

function accountAdapter(deps: PollDeps, acct: Due): CloudAdapter {
  return adapterForAccount(
    deps,
    {
      id: acct.account_id,
      provider: acct.provider,
      simulated: acct.simulated,
      simConfig: acct.sim_config,
      credentials: acct.credentials,
      projectId: acct.project_id,
      domainId: acct.domain_id,
      // Metrics read no subscription dates.
      createdAt: undefined,
    },
    'metrics',
  );
}

const failure = (err: unknown): LateReason => ({
  key: 'monitor.late.provider',
  params: { message: err instanceof Error ? err.message : String(err) },
});

/**
 * Reads one account's metrics since its newest point through its cloud's adapter: pairs
 * batched into the provider's calls (per region, per-call maxima, points a call), never more
 * calls a period than its budget (half its documented rate and, for Alibaba, of its free
 * quota); what does not fit waits, and the account shows why it is late. A failed call drops
 * the poll's points, so the next poll reads on from the same newest point and loses nothing.
 */
export async function pollAccount(
  deps: PollDeps,
  acct: Due,
  now: Date,
): Promise<{ calls: number; points: number }> {
  const { db } = deps;
  const to = Math.floor(now.getTime() / MINUTE) * MINUTE;
  const newest = acct.newest_point_at ? new Date(acct.newest_point_at).getTime() : 0;
  const provider = acct.provider as ProviderCode;
  const resources = await repo.watchedResources(db, acct.account_id);
  const idOf = new Map(resources.map((r) => [`${r.region}|${r.type}|${r.provider_id}`, r.id]));
  // The simulated cloud answers every metric; a real one only those it publishes.
  const reads = (type: CloudResourceType, metric: MetricName) =>
    acct.simulated || providerReads(provider, type, metric);
  const pairs = resources.flatMap((r) => {
    const type = r.type as CloudResourceType;
    const parts = {
      type,
      hostId: r.host_id ?? undefined,
      keys: r.metric_keys ?? undefined,
    };
    // What the provider reads as several series (DDS nodes) weighs as many in its call; what it
    // has nothing to read for (a detached Huawei disk) is not asked at all.
    const weight = acct.simulated ? 1 : seriesPerQuery(provider, parts);
    if (!weight) return [];
    return (TYPE_METRICS[type] ?? [])
      .filter((metric) => reads(type, metric))
      .map((metric) => ({
        ...parts,
        resource: r.provider_id,
        metric,
        region: r.region,
        address: r.public_ip ?? undefined,
        weight,
      }));
  });
  // Each metric API has its own budget (Alibaba: CloudMonitor's free quota, ECS's per-disk
  // rate); the simulated cloud answers any batch, so its accounts plan one kind as before.
  const plans = (acct.simulated ? [{ api: provider, pairs }] : pairsByApi(provider, pairs)).map(
    (g) => {
      const budget = Math.max(
        1,
        Math.floor((callBudgetPerMinute(g.api) * POLL_PERIOD_MS) / MINUTE),
      );
      const plan = planPoll(g.api, g.pairs, {
        newestMs: newest,
        toMs: to,
        settleMs: acct.simulated ? 0 : SETTLE_MS,
        budget,
        periodMs: POLL_PERIOD_MS,
        catchUpMs: CATCH_UP_MS,
      });
      return { ...plan, budget };
    },
  );
  // Late by the budget when a rotation leaves points older than the console calls late.
  const short = plans.find((p) => p.rounds * POLL_PERIOD_MS + MINUTE > LATE_AFTER_MS);
  let late: LateReason | null = short
    ? { key: 'monitor.late.budget', params: { needed: short.needed, budget: short.budget } }
    : null;
  const batch: repo.PointBatch = { resourceIds: [], metrics: [], ats: [], values: [] };
  let newestRead = 0;
  let calls = 0;
  let adapter: CloudAdapter | undefined;
  try {
    adapter = accountAdapter(deps, acct);
  } catch (err) {
    late = failure(err);
  }
  if (adapter && !adapter.readMetrics)
    late = { key: 'monitor.late.noAdapter', params: { provider } };
  else if (adapter?.readMetrics) {
    try {
      for (const { fromMs: from, toMs: end, calls: planned } of plans) {
        for (const call of from < end ? planned : []) {
          const queries: MetricQuery[] = call.pairs.map((x) => ({
            type: x.type,
            providerId: x.resource,
            metric: x.metric,
            address: x.address,
            hostId: x.hostId,
            keys: x.keys,
          }));
          calls++;
          const read = await adapter.readMetrics(call.region, queries, { fromMs: from, toMs: end });
          for (const s of read) {
            const id = idOf.get(`${call.region}|${s.type}|${s.providerId}`);
            if (!id) continue;
            for (const [t, v] of s.points) {
              if (t < from || t >= end || !Number.isFinite(v)) continue;
              batch.resourceIds.push(id);
              batch.metrics.push(s.metric);
              batch.ats.push(t);
              batch.values.push(v);
              newestRead = Math.max(newestRead, t);
            }
          }
        }
      }
    } catch (err) {
      late = failure(err);
      batch.values.length = 0;
    }
  }
  const points = batch.values.length;
  if (points) await repo.insertPointsSliced(db, batch);
  // A failed call keeps the newest point, so the next poll reads the same window again. A
  // caught-up window moves on with its points; a catch-up window moves on even where it held
  // none (a stopped host), or the next poll would read the same past again. With two kinds,
  // the one furthest behind holds the newest point back, so neither skips a minute.
  const behind = plans.filter((p) => p.toMs < to).map((p) => p.toMs - MINUTE);
  const newestNow =
    late?.key === 'monitor.late.provider' ? 0 : behind.length ? Math.min(...behind) : newestRead;
  await repo.recordPoll(db, acct.account_id, {
    now,
    next: new Date(now.getTime() + POLL_PERIOD_MS),
    newest: newestNow > newest ? new Date(newestNow) : null,
    error: late ? JSON.stringify(late) : null,
    calls,
  });
  return { calls, points };
}

/**
 * Polls every due account. A claim moves the account's next poll a period on in its own short
 * transaction, so replicas never read one account twice, and a replica that dies mid-poll
 * leaves it to the next period, which reads on from the newest stored point: nothing is lost.
 */
export async function pollDue(deps: PollDeps): Promise<PollResult> {
  const { db, now } = deps;
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
      const r = await pollAccount(deps, acct, at);
      out.accounts++;
      out.calls += r.calls;
      out.points += r.points;
    }
  }
}
