import { z } from 'zod';
import { anyOf, defineCall, noInput } from '../call.ts';
import { affectedOutput } from '../identity/schemas.ts';
import { AUDIT_CODES, BILLING_CODES as C } from './codes.ts';
import {
  moneyResultOutput,
  publicAccountSchema,
  receiptGetInput,
  receiptGetOutput,
  receiptUploadInput,
  receiptUploadOutput,
  rechargeCancelInput,
  rechargeListInput,
  rechargePage,
  rechargeSubmitInput,
} from './schemas.ts';

/** Offline recharges and their receipts. */
export const rechargeCalls = {
  receiptUpload: defineCall({
    method: 'POST',
    path: '/api/v1/billing/receipt/upload',
    code: 'v3-6.1b',
    pathChosen: true,
    permission: anyOf(C.recharge),
    input: receiptUploadInput,
    output: receiptUploadOutput,
    summary: 'Upload a transfer receipt (PNG, JPEG or PDF, base64)',
  }),
  receiptGet: defineCall({
    method: 'GET',
    path: '/api/v1/billing/receipt/get',
    code: 'v3-6.2b',
    pathChosen: true,
    permission: anyOf(C.recharge, C.rechargeRecord, AUDIT_CODES.recharge),
    input: receiptGetInput,
    output: receiptGetOutput,
    summary: 'A transfer receipt (own tenant’s, or any for the reviewing side)',
  }),
  rechargeSubmit: defineCall({
    method: 'POST',
    path: '/api/v1/billing/recharge/submit',
    code: 'v3-6.3b',
    pathChosen: true,
    permission: anyOf(C.recharge),
    input: rechargeSubmitInput,
    output: moneyResultOutput,
    summary: 'Report an offline bank transfer for confirmation (not for contract customers)',
  }),
  publicAccountOptions: defineCall({
    method: 'GET',
    path: '/api/v1/billing/publicAccount/options',
    code: 'v3-6.4b',
    pathChosen: true,
    permission: anyOf(C.recharge, C.rechargeRecord, AUDIT_CODES.publicAccounts),
    input: noInput,
    output: z.array(publicAccountSchema),
    summary: 'The platform’s enabled receiving accounts, for the recharge screen',
  }),
  rechargeList: defineCall({
    method: 'POST',
    path: '/api/v1/billing/recharge/list',
    code: 'v3-7.1b',
    pathChosen: true,
    exportable: true,
    permission: anyOf(C.rechargeRecord, C.recharge),
    input: rechargeListInput,
    output: rechargePage,
    summary: 'Recharge records of the caller’s tenant',
  }),
  rechargeCancel: defineCall({
    method: 'POST',
    path: '/api/v1/billing/recharge/cancel',
    code: 'v3-7.2b',
    pathChosen: true,
    permission: anyOf(C.recharge),
    input: rechargeCancelInput,
    output: affectedOutput,
    summary: 'Withdraw a recharge report not reviewed yet',
  }),
};
