import { overviewCalls } from './overview.calls.ts';
import { rechargeCalls } from './recharge.calls.ts';
import { appropriationCalls } from './appropriation.calls.ts';
import { voucherCalls } from './voucher.calls.ts';
import { invoiceCalls } from './invoice.calls.ts';
import { refundCalls } from './refund.calls.ts';
import { channelCalls } from './channel.calls.ts';
import { contractCalls } from './contract.calls.ts';
import { reviewCalls } from './review.calls.ts';

/**
 * The cost centre (issue #4), one call table per sub-domain. Paths and codes are ours except the
 * contract list (spec section 7). Money-moving inputs carry an idempotencyKey. Calls marked
 * "channel partners only" also refuse a caller whose tenant is not a channel partner, even with
 * 'all'; `a-*` calls are the platform's reviewing side and need an explicit audit code held by a
 * platform tenant's user.
 */
export const billingCalls = {
  ...overviewCalls,
  ...rechargeCalls,
  ...appropriationCalls,
  ...voucherCalls,
  ...invoiceCalls,
  ...refundCalls,
  ...channelCalls,
  ...contractCalls,
  ...reviewCalls,
};
