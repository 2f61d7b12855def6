import type { Deps } from '../../lib/deps.ts';
import { defineJob, defineSweep, type JobKind } from '../../jobs/index.ts';
import { PROVISION_JOB } from './orders.service.ts';
import { DELIVER_JOB, expireUnpaid, followRefunds, provisionOrder } from './provisioning.ts';

/** How often unpaid orders past their time are cancelled. */
export const EXPIRY_SWEEP_MS = 60_000;

export function ordersJobKinds(deps: Deps): readonly JobKind[] {
  return [
    defineJob<{ orderId: string }>({
      name: PROVISION_JOB,
      concurrency: 2,
      run: ({ payload }) => provisionOrder(deps, payload.orderId),
    }),
    defineJob<{ orderId: string }>({
      name: DELIVER_JOB,
      run: ({ payload }) => provisionOrder(deps, payload.orderId, true),
    }),
    defineSweep(deps.log, {
      name: 'orders.expireUnpaid',
      everyMs: EXPIRY_SWEEP_MS,
      sweep: () => expireUnpaid(deps),
      counted: 'expired',
      message: 'unpaid orders cancelled',
    }),
    defineJob({
      name: 'orders.followRefunds',
      everyMs: EXPIRY_SWEEP_MS,
      run: async () => {
        await followRefunds(deps);
      },
    }),
  ];
}
