import type { Deps } from '../../lib/deps.ts';
import { defineJob, type JobKind } from '../../jobs/index.ts';
import { deleteExpiredFiles } from './reports.repository.ts';
import { sweepOrphanChunks } from './file-store.ts';
import { generateReport, scheduleDueReports } from './generate.ts';
import { GENERATE_JOB, type GeneratePayload } from './reports.service.ts';

/** How often due schedules are looked for: reports run at an hour, so a minute is on time. */
export const REPORT_SCHEDULE_MS = 60_000;
/** How often files past their retention are deleted. */
export const REPORT_RETENTION_SWEEP_MS = 3_600_000;

/** Pieces with no file row older than this are left by a generation that died. */
const ORPHAN_AGE_MS = 3_600_000;

/** The report centre's background work: schedules, generation, retention. */
export function reportsJobKinds(deps: Deps): readonly JobKind[] {
  return [
    defineJob({
      name: 'reports.schedule',
      everyMs: REPORT_SCHEDULE_MS,
      run: async () => {
        await scheduleDueReports(deps);
      },
    }),
    defineJob<GeneratePayload>({
      name: GENERATE_JOB,
      // A file streams a batch at a time, but a generation keeps a core busy: one at a time.
      concurrency: 1,
      leaseMs: 120_000,
      run: async (job) => {
        await generateReport(deps, job.payload);
      },
    }),
    defineJob({
      name: 'reports.retention',
      everyMs: REPORT_RETENTION_SWEEP_MS,
      run: async () => {
        const now = deps.now();
        const n = await deleteExpiredFiles(deps.db, now);
        if (n > 0) deps.log.info({ deleted: n }, 'report files expired');
        await sweepOrphanChunks(deps.db, new Date(now.getTime() - ORPHAN_AGE_MS));
      },
    }),
  ];
}
