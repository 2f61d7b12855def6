import type { Deps } from '../../lib/deps.ts';
import { defineJob, type JobKind } from '../../jobs/index.ts';
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
    defineJob({
      name: 'orders.expireUnpaid',
      everyMs: EXPIRY_SWEEP_MS,
      run: async () => {
        const n = await expireUnpaid(deps);
        if (n > 0) deps.log.info({ expired: n }, 'unpaid orders cancelled');
      },
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
