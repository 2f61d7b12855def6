import type { Deps } from '../../lib/deps.ts';
import { defineSweep, type JobKind } from '../../jobs/index.ts';
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
    defineSweep(deps.log, {
      name: 'billing.voucherExpiry',
      everyMs: VOUCHER_SWEEP_MS,
      sweep: () => expireVouchers(deps.db, deps.now()),
      counted: 'expired',
      message: 'vouchers expired',
    }),
  ];
}
