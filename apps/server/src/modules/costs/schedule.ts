import { and, eq, inArray, or } from 'drizzle-orm';
import type { ProviderCode } from '@ecloud/contract';
import { REAL_BILLS } from '../../cloud/account-bills.ts';
import { enqueueJob } from '../../jobs/index.ts';
import { billingPeriodOf, shiftPeriod } from '../../cloud/bills.ts';
import { cloudAccounts, costPeriods } from '../../db/schema/index.ts';
import { ingestPeriod, type IngestDeps, type IngestPayload } from './ingest.service.ts';

export const INGEST_JOB = 'costs.ingest';
/** A new account's bills are read back this many months before the current one. */
export const BACKFILL_MONTHS = 12;

/** One queued ingest per account and period: a second request while it waits is absorbed. */
export const queueIngest = (deps: IngestDeps, p: IngestPayload) =>
  enqueueJob(deps.db, INGEST_JOB, p, { now: deps.now(), key: `${p.accountId}:${p.period}` });

/**
 * Every enabled account with a bill adapter gets its current period read again, every period
 * still provisional too (late rows, then finalisation), and on first sight its history. A real
 * account's adapter needs the keyring to open its keys; a provider whose calls are charged or
 * many (REAL_BILLS' `rereadMs`) has a period read again only that long after its last attempt.
 */
export async function scheduleIngests(deps: IngestDeps): Promise<number> {
  const real = deps.keyring ? (Object.keys(REAL_BILLS) as ProviderCode[]) : [];
  const accounts = await deps.db
    .select({
      id: cloudAccounts.id,
      tenantId: cloudAccounts.tenantId,
      provider: cloudAccounts.provider,
      simulated: cloudAccounts.simulated,
    })
    .from(cloudAccounts)
    .where(
      and(
        eq(cloudAccounts.status, 1),
        or(
          eq(cloudAccounts.simulated, true),
          real.length ? inArray(cloudAccounts.provider, real) : undefined,
        ),
      ),
    );
  if (accounts.length === 0) return 0;
  const periods = await deps.db
    .select({
      accountId: costPeriods.accountId,
      start: costPeriods.periodStart,
      status: costPeriods.status,
      updatedAt: costPeriods.updatedAt,
    })
    .from(costPeriods)
    .where(
      inArray(
        costPeriods.accountId,
        accounts.map((a) => a.id),
      ),
    );
  const current = billingPeriodOf(deps.now());
  let queued = 0;
  for (const a of accounts) {
    const own = periods.filter((p) => p.accountId === a.id);
    const want = new Set<string>([current]);
    if (own.length === 0) {
      for (let i = 1; i <= BACKFILL_MONTHS; i++) want.add(shiftPeriod(current, -i));
    }
    for (const p of own) if (p.status === 'provisional') want.add(String(p.start).slice(0, 7));
    const previous = shiftPeriod(current, -1);
    if (!own.some((p) => String(p.start).startsWith(previous))) want.add(previous);
    const rereadMs = a.simulated ? undefined : REAL_BILLS[a.provider as ProviderCode]?.rereadMs;
    for (const period of want) {
      // The last attempt counts, failed or not: a failing read costs as much as a good one.
      const tried = own.find((p) => String(p.start).startsWith(period))?.updatedAt;
      if (rereadMs && tried && deps.now().getTime() - tried.getTime() < rereadMs) continue;
      if (await queueIngest(deps, { tenantId: a.tenantId, accountId: a.id, period })) queued++;
    }
  }
  return queued;
}

/**
 * A tenant's bill history: the current period of every simulated account read now, the
 * `BACKFILL_MONTHS` before it queued newest first for the runner (the demo seed: the overview
 * has this month on first start, last month seconds later, the year behind it within a few
 * minutes, and the start stays short).
 */
export async function ingestHistory(
  deps: IngestDeps,
  tenantId: string,
  months = BACKFILL_MONTHS,
): Promise<number> {
  const accounts = await deps.db
    .select({ id: cloudAccounts.id })
    .from(cloudAccounts)
    .where(and(eq(cloudAccounts.tenantId, tenantId), eq(cloudAccounts.simulated, true)));
  const current = billingPeriodOf(deps.now());
  let rows = 0;
  for (const a of accounts) {
    rows += (await ingestPeriod(deps, { tenantId, accountId: a.id, period: current })).rows;
  }
  for (let i = 1; i <= months; i++) {
    const runAfter = new Date(deps.now().getTime() + i);
    for (const a of accounts) {
      const p = { tenantId, accountId: a.id, period: shiftPeriod(current, -i) };
      await enqueueJob(deps.db, INGEST_JOB, p, {
        now: deps.now(),
        runAfter,
        key: `${a.id}:${p.period}`,
      });
    }
  }
  return rows;
}
