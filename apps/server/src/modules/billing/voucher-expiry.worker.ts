import type { BackgroundWorker } from '../index.ts';
import { expireVouchers } from './voucher.service.ts';

/** How often the sweep looks for expired vouchers that still hold money. */
export const VOUCHER_SWEEP_MS = 60_000;

/**
 * Expiry takes a voucher's rest back through the ledger. Spending never draws an expired voucher
 * (it filters on expires_at), so the sweep's timing moves no money early or late; it only makes
 * the books show the return. Replicas may all run it: each voucher is taken with SKIP LOCKED.
 */
export const voucherExpiryWorker: BackgroundWorker = async (deps) => {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    running = expireVouchers(deps.db, deps.now())
      .then((n) => {
        if (n > 0) deps.log.info({ expired: n }, 'vouchers expired');
      })
      .catch((err: unknown) => deps.log.error({ err }, 'voucher expiry sweep failed'));
  };
  tick();
  const timer = setInterval(tick, VOUCHER_SWEEP_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
};
