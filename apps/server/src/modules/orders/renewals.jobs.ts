import type { Deps } from '../../lib/deps.ts';
import { defineJob, type JobKind } from '../../jobs/index.ts';
import { sendReminders } from './renewals.reminders.ts';
import { RENEW_JOB, runRenewal } from './renewals.service.ts';

/** Reminders are checked hourly: a day's threshold is never missed by more than that. */
export const REMINDER_SWEEP_MS = 3_600_000;

export function renewalJobKinds(deps: Deps): readonly JobKind[] {
  return [
    defineJob<{ orderId: string }>({
      name: RENEW_JOB,
      concurrency: 2,
      run: ({ payload, attempt }) => runRenewal(deps, payload.orderId, attempt),
    }),
    defineJob({
      name: 'renewals.remind',
      everyMs: REMINDER_SWEEP_MS,
      onStart: true,
      run: async () => {
        const n = await sendReminders(deps);
        if (n > 0) deps.log.info({ reminded: n }, 'renewal reminders sent');
      },
    }),
  ];
}
