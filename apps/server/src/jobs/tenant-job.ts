import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { defineJob, defineSweep, type TableJobKind } from './kind.ts';
import { enqueueJob } from './queue.ts';

/**
 * Work a domain does for every tenant on a schedule, asked for one tenant at once when something
 * of theirs changes (a bill read, a budget saved, a sync). The tenant is the job's key, so
 * however often it is asked for, one run waits per tenant.
 */
export function defineTenantJob(
  name: string,
  run: (tenantId: string) => Promise<unknown>,
): TableJobKind {
  return defineJob<{ tenantId: string }>({
    name,
    run: async (job) => {
      await run(job.payload.tenantId);
    },
  });
}

/** Queues a tenant's run of `name` (a kind made by defineTenantJob), unless one already waits. */
export const enqueueTenantJob = (db: DbOrTx, name: string, tenantId: string, now: Date) =>
  enqueueJob(db, name, { tenantId }, { now, key: tenantId });

/**
 * Such work as two kinds over one function: the sweep of every tenant on its schedule
 * (defineSweep: `sweep()`, its count logged) and the one-tenant kind `tenantJob`
 * (`sweep(tenantId)`, queued with enqueueTenantJob).
 */
export function defineTenantSweep(
  log: FastifyBaseLogger,
  def: Omit<Parameters<typeof defineSweep>[1], 'sweep'> & {
    tenantJob: string;
    sweep(tenantId?: string): Promise<number>;
  },
): TableJobKind[] {
  const { tenantJob, sweep, ...rest } = def;
  return [defineSweep(log, { ...rest, sweep: () => sweep() }), defineTenantJob(tenantJob, sweep)];
}
