import { anyOf, defineCall } from '../call.ts';
import { BILLING_CODES as C } from './codes.ts';
import { moneyResultOutput, refundListInput, refundPage, refundRequestInput } from './schemas.ts';

/** Refund requests. */
export const refundCalls = {
  refundRequest: defineCall({
    method: 'POST',
    path: '/api/v1/billing/refund/request',
    code: 'v3-13.1b',
    pathChosen: true,
    permission: anyOf(C.refundOperation),
    input: refundRequestInput,
    output: moneyResultOutput,
    summary: 'Ask for a refund of a consumption (order) or of unspent cash',
  }),
  refundList: defineCall({
    method: 'POST',
    path: '/api/v1/billing/refund/list',
    code: 'v3-14.1b',
    pathChosen: true,
    exportable: true,
    permission: anyOf(C.refundRecords, C.refundOperation),
    input: refundListInput,
    output: refundPage,
    summary: 'Refund records of the caller’s tenant',
  }),
};
