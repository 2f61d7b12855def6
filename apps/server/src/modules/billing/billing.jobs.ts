import type { Deps } from '../../lib/deps.ts';
import { defineJob, type JobKind } from '../../jobs/index.ts';
import { expireVouchers } from './voucher.service.ts';

/** How often the sweep looks for expired vouchers that still hold money. */
export const VOUCHER_SWEEP_MS = 60_000;

/**
 * Expiry takes a voucher's rest back through the ledger. Spending never draws an expired voucher
 * (it filters on expires_at), so the sweep's timing moves no money early or late; it only makes
 * the books show the return. The runner runs each sweep on one replica; each voucher is taken
 * with SKIP LOCKED besides, so an overlapping sweep would still return it once.
 */
export function billingJobKinds(deps: Deps): readonly JobKind[] {
  return [
    defineJob({
      name: 'billing.voucherExpiry',
      everyMs: VOUCHER_SWEEP_MS,
      run: async () => {
        const n = await expireVouchers(deps.db, deps.now());
        if (n > 0) deps.log.info({ expired: n }, 'vouchers expired');
      },
    }),
  ];
}
