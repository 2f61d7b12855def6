import { anyOf, defineCall } from '../call.ts';
import { BILLING_CODES as C } from './codes.ts';
import { voucherListInput, voucherPage } from './schemas.ts';

/** The caller's vouchers. */
export const voucherCalls = {
  voucherList: defineCall({
    method: 'POST',
    path: '/api/v1/billing/voucher/list',
    code: 'v3-10.1b',
    pathChosen: true,
    exportable: true,
    permission: anyOf(C.cloudTicket),
    input: voucherListInput,
    output: voucherPage,
    summary: 'Cloud vouchers by status, earliest expiry first',
  }),
};
