import type { Deps } from '../../lib/deps.ts';
import { defineJob, defineSweep, type JobKind } from '../../jobs/index.ts';
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
    defineSweep(deps.log, {
      name: 'renewals.remind',
      everyMs: REMINDER_SWEEP_MS,
      onStart: true,
      sweep: () => sendReminders(deps),
      counted: 'reminded',
      message: 'renewal reminders sent',
    }),
  ];
}
