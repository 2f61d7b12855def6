import { billingDay, dayStart } from '../../cloud/bills.ts';
import { enqueueTenantJob } from '../../jobs/index.ts';
import type { IngestDeps } from './ingest.service.ts';
import { DAY_MINUTES, USAGE_SERVICES, estimateSimulated } from './estimate-price.ts';
import * as repo from './current-bill.repository.ts';

export const ESTIMATE_JOB = 'costs.estimate';
export const ESTIMATE_TENANT_JOB = 'costs.estimateTenant';
/** The real-time bill must be at most an hour old; half an hour keeps "today" moving. */
export const ESTIMATE_EVERY_MS = 1_800_000;

const DAY = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/**
 * Estimates what every billed resource has cost each day of this billing month so far, from
 * the inventory and the price list, and stores it: the real-time bill reads the stored figures.
 * A resource of an account we know no prices for gets rows without an amount ("no estimate").
 * Traffic is estimated from its recent bills: the inventory says nothing about it.
 * A day counts from the resource's creation (or first sight) to its deletion.
 */
export async function refreshEstimates(deps: IngestDeps, tenantId?: string): Promise<number> {
  const now = deps.now();
  const today = billingDay(now);
  const monthStart = `${today.slice(0, 7)}-01`;
  const minutesToday = Math.floor((now.getTime() - dayStart(today).getTime()) / 60_000);
  const targets = await repo.estimateTargets(deps.db, dayStart(monthStart), tenantId);
  // Traffic: the run-rate of the last week's billed days.
  const usage = await repo.usageRunRate(
    deps.db,
    USAGE_SERVICES,
    addDays(today, -8),
    addDays(today, -1),
    tenantId,
  );
  const done = await repo.completeDays(deps.db, monthStart, tenantId);
  const out: repo.EstimateRow[] = [];
  for (const r of targets) {
    const born = billingDay(r.providerCreatedAt ?? r.firstSeenAt);
    const gone = r.deletedAt ? billingDay(r.deletedAt) : today;
    const first = born > monthStart ? born : monthStart;
    const last = gone < today ? gone : today;
    for (let day = first; day <= last; day = addDays(day, 1)) {
      const minutes = day === today ? minutesToday : DAY_MINUTES;
      if (minutes === DAY_MINUTES && done.has(`${r.id}|${day}`)) continue;
      out.push({
        tenantId: r.tenantId,
        accountId: r.accountId,
        resourceId: r.id,
        day,
        estimatedCost: r.simulated
          ? estimateSimulated(r, day, minutes, usage.get(`${r.accountId}|${r.providerId}`))
          : null,
        minutes,
        estimatedAt: now,
      });
    }
  }
  await repo.upsertEstimates(deps.db, out);
  return out.length;
}

/** A tenant's estimates refreshed soon (after its bill is read); one waits at a time. */
export const enqueueEstimate = (deps: IngestDeps, tenantId: string) =>
  enqueueTenantJob(deps.db, ESTIMATE_TENANT_JOB, tenantId, deps.now());
