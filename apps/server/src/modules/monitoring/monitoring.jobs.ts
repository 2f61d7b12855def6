import type { Deps } from '../../lib/deps.ts';
import { defineJob, defineSweep, type JobKind } from '../../jobs/index.ts';
import { pollDue } from './poller.ts';
import { deleteExpired, vacuumRollups } from './metrics.repository.ts';
import { evaluateAll } from './evaluate.ts';

/** How often due accounts are looked for; each account is read once a poll period. */
export const POLL_TICK_MS = 15_000;
export const RETENTION_SWEEP_MS = 3_600_000;
export const ALARM_SWEEP_MS = 60_000;

/** Monitoring's background work: the metrics poller and the retention sweep. */
export function monitoringJobKinds(deps: Deps): readonly JobKind[] {
  return [
    defineJob({
      name: 'monitoring.poll',
      everyMs: POLL_TICK_MS,
      leaseMs: 120_000,
      run: async () => {
        const r = await pollDue(deps);
        if (r.accounts) deps.log.debug(r, 'metrics polled');
        // Points just landed: their rules are evaluated in the same run (well within 60 s).
        if (r.points) await evaluateAll(deps.db, deps.now());
      },
    }),
    defineSweep(deps.log, {
      // Rules whose resources stopped reporting still move on (no-data), and windows open.
      name: 'monitoring.alarms',
      everyMs: ALARM_SWEEP_MS,
      leaseMs: 120_000,
      sweep: () => evaluateAll(deps.db, deps.now()),
      counted: 'changed',
      message: 'alarms evaluated',
    }),
    defineJob({
      name: 'monitoring.retention',
      everyMs: RETENTION_SWEEP_MS,
      run: async () => {
        const n = await deleteExpired(deps.db, deps.now());
        if (n > 0) deps.log.info({ deleted: n }, 'metric points expired');
        // Embedded (no DATABASE_URL): no autovacuum keeps the chart index's reads index-only.
        if (!deps.config.databaseUrl) await vacuumRollups(deps.db);
      },
    }),
  ];
}
