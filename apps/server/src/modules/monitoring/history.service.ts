import { TYPE_METRICS, type CloudResourceType, type MetricName } from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import { requireSystem } from '../identity/tenants.service.ts';
import { simulatedSeries } from '../../cloud/simulated/metrics.ts';
import * as repo from './metrics.repository.ts';

const MINUTE = 60_000;
const HOUR = 3_600_000;
/** Raw points for the newest hours, 5-minute rollups for the last day (what the charts read). */
const RAW_HOURS = 6;
const FINE_HOURS = 24;

const empty = (): repo.PointBatch => ({ resourceIds: [], metrics: [], ats: [], values: [] });
const push = (b: repo.PointBatch, id: string, m: string, t: number, v: number) => {
  b.resourceIds.push(id);
  b.metrics.push(m);
  b.ats.push(t);
  b.values.push(v);
};

/**
 * The metric history a simulated account would have: the last `days` of its resources' series
 * (raw points for the newest hours, 5-minute rollups for the last day, hourly and two-hour ones
 * before), in
 * a few bulk statements. Only the system does this (the demo seed); no call serves it.
 */
export async function backfillMetrics(
  ctx: ServiceContext,
  input: { resourceIds: string[]; days: number },
): Promise<{ points: number }> {
  requireSystem(ctx);
  const now = Math.floor(ctx.deps.now().getTime() / MINUTE) * MINUTE;
  const start = now - input.days * 24 * HOUR;
  const rawFrom = now - RAW_HOURS * HOUR;
  const targets = await repo.simulatedResources(ctx.deps.db, input.resourceIds);
  const raw = empty();
  const fine = empty();
  const coarse = empty();
  for (const r of targets) {
    for (const m of TYPE_METRICS[r.type as CloudResourceType] ?? []) {
      const at = simulatedSeries(r.provider_id, m as MetricName, r.sim_config.metricSpikes);
      for (let t = rawFrom; t < now; t += MINUTE) push(raw, r.id, m, t, at(t));
      // A bucket's value is its midpoint's: the series is smooth within five minutes.
      const fineFrom = Math.max(start, now - FINE_HOURS * HOUR);
      for (let t = Math.ceil(fineFrom / (5 * MINUTE)) * 5 * MINUTE; t < rawFrom; t += 5 * MINUTE)
        push(fine, r.id, m, t, at(t + 2.5 * MINUTE));
      for (let t = Math.ceil(start / HOUR) * HOUR; t < rawFrom; t += HOUR)
        push(coarse, r.id, m, t, at(t + 30 * MINUTE));
    }
  }
  await ctx.deps.db.transaction(async (tx) => {
    await repo.insertRollups(tx, '5m', fine);
    await repo.insertRollups(tx, '1h', coarse);
    await repo.coarserRollups(tx, input.resourceIds, 3600, 7200, new Date(start));
    await repo.insertPoints(tx, raw);
  });
  return { points: raw.values.length + fine.values.length + coarse.values.length };
}
