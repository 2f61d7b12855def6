import { METRICS, RANGE_MS, grainOf, type calls, type MetricName } from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { ServiceOf } from '../../lib/call-types.ts';
import { notFound } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { callBudgetPerMinute } from '../../cloud/metric-limits.ts';
import type { CloudResourceType, ProviderCode } from '@ecloud/contract';
import { whyNoMetrics } from '../../cloud/providers/metric-tables.ts';
import * as repo from './metrics.repository.ts';
import { findGroup } from './views.repository.ts';
import { LATE_AFTER_MS, type LateReason } from './poller.ts';

/** A group's chart draws its first resources by name, this many. */
export const SERIES_PER_GROUP = 20;
export { LATE_AFTER_MS };

export const series: ServiceOf<typeof calls.monitorSeries> = async (ctx, input) => {
  const tenantId = ctx.auth.user.tenantId;
  if (input.groupId && !(await findGroup(ctx.deps.db, tenantId, input.groupId)))
    throw notFound('monitor.groupNotFound');
  const targets = await repo.tenantResources(
    ctx.deps.db,
    tenantId,
    input.groupId ? { groupId: input.groupId } : { ids: [input.resourceId!] },
    SERIES_PER_GROUP,
  );
  if (input.resourceId && !targets.length) throw notFound('monitor.resourceNotFound');
  const to = ctx.deps.now();
  const from = new Date(to.getTime() - RANGE_MS[input.range]);
  const grain = grainOf(input.range);
  const lines = targets.length
    ? await repo.seriesPoints(
        ctx.deps.db,
        targets.map((r) => r.id),
        input.metric,
        grain,
        from,
      )
    : [];
  const byResource = new Map(
    lines.map((l) => [l.resource_id, JSON.parse(l.points) as [number, number][]]),
  );
  return {
    metric: input.metric,
    unit: METRICS[input.metric],
    grain,
    from: from.toISOString(),
    to: to.toISOString(),
    series: targets.map((r) => {
      // The simulated cloud answers every metric; a real provider may have none to read.
      const noMetrics = r.simulated
        ? undefined
        : whyNoMetrics(r.provider as ProviderCode, {
            type: r.type as CloudResourceType,
            hostId: r.host_id ?? undefined,
            keys: r.metric_keys ?? undefined,
          });
      return {
        resourceId: r.id,
        name: r.name,
        points: byResource.get(r.id) ?? [],
        ...(noMetrics && { noMetrics }),
      };
    }),
  };
};

/** The newest value of each metric of the group's resources (within the last quarter hour). */
export const latest: ServiceOf<typeof calls.monitorLatest> = async (ctx, input) => {
  const tenantId = ctx.auth.user.tenantId;
  if (!(await findGroup(ctx.deps.db, tenantId, input.groupId)))
    throw notFound('monitor.groupNotFound');
  const targets = await repo.tenantResources(
    ctx.deps.db,
    tenantId,
    { groupId: input.groupId },
    1000,
  );
  const since = new Date(ctx.deps.now().getTime() - 15 * 60_000);
  const points = targets.length
    ? await repo.latestPoints(
        ctx.deps.db,
        targets.map((r) => r.id),
        since,
      )
    : [];
  return targets.map((r) => {
    const mine = points.filter((p) => p.resource_id === r.id);
    const at = mine.reduce((a, p) => Math.max(a, p.t), 0);
    return {
      resourceId: r.id,
      values: Object.fromEntries(mine.map((p) => [p.metric as MetricName, p.value])),
      at: at ? new Date(at).toISOString() : null,
    };
  });
};

type PollState = Awaited<ReturnType<typeof repo.pollStates>>[number];

/** How late one account's metrics are, and why, in the reader's language. */
function lateness(ctx: ServiceContext, s: PollState) {
  const now = ctx.deps.now().getTime();
  const lag =
    s.newest_point_at === null ? null : Math.max(0, Math.round((now - s.newest_point_at) / 1000));
  const stored = s.last_error ? (JSON.parse(s.last_error) as LateReason) : null;
  const stale = lag === null || lag * 1000 > LATE_AFTER_MS;
  const reason = stored
    ? translate(ctx.lang, stored.key, stored.params)
    : s.status !== 1
      ? translate(ctx.lang, 'monitor.late.disabled')
      : stale
        ? translate(ctx.lang, s.last_polled_at ? 'monitor.late.noPoints' : 'monitor.late.notYet')
        : null;
  return { lagSeconds: lag, late: stale || !!stored, reason };
}

/** How current each account's metrics are; when late, why, in the reader's language. */
export const freshness: ServiceOf<typeof calls.monitorFreshness> = async (ctx) => {
  const states = await repo.pollStates(ctx.deps.db, ctx.auth.user.tenantId);
  return states.map((s) => ({
    accountId: s.account_id,
    accountName: s.name,
    provider: s.provider,
    lastPolledAt: s.last_polled_at ? new Date(s.last_polled_at).toISOString() : null,
    ...lateness(ctx, s),
    callsLastPoll: s.calls_last_poll ?? 0,
    callBudgetPerMinute: Math.round(callBudgetPerMinute(s.provider as ProviderCode) * 10) / 10,
  }));
};

/** The metrics' lateness of these of the tenant's accounts (the account list and detail). */
export async function accountsMetrics(
  ctx: ServiceContext,
  ids: string[],
): Promise<Map<string, ReturnType<typeof lateness>>> {
  if (!ids.length) return new Map();
  const states = await repo.pollStates(ctx.deps.db, ctx.auth.user.tenantId, ids);
  return new Map(states.map((s) => [s.account_id, lateness(ctx, s)]));
}
