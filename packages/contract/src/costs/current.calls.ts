import { anyOf, defineCall } from '../call.ts';
import { ACCOUNT_CODE } from '../cloud/calls.ts';
import * as s from './current.schemas.ts';

/** The real-time bill's screen (menu v4-4, docs/decisions.md: Real-time bill). */
export const CURRENT_BILL_CODE = 'v4-4';
/** Who reads what a resource cost: any screen of the cost analysis menu (v4). */
export const COST_READ_CODES = ['v4', 'v4-1', 'v4-2', 'v4-3', CURRENT_BILL_CODE] as const;

/**
 * The real-time bill, a resource's cost (its drawer) and an account's bill ingests (the cloud
 * account page). Paths are ours (`pathChosen`, docs/api.md).
 */
export const currentBillCalls = {
  currentBillList: defineCall({
    method: 'POST',
    path: '/api/v1/costs/currentBill',
    code: 'v4-4.1c',
    permission: anyOf('v4', CURRENT_BILL_CODE),
    input: s.currentBillListInput,
    output: s.currentBillPage,
    summary:
      'Real-time bill: cost today and this month per resource, estimated (inventory x price, ' +
      'refreshed hourly) until the provider’s bill covers a day, with estimate vs billed',
    pathChosen: true,
    exportable: true,
  }),
  resourceCost: defineCall({
    method: 'GET',
    path: '/api/v1/costs/resourceCost',
    code: 'v4-4.2c',
    permission: anyOf(...COST_READ_CODES),
    input: s.resourceCostInput,
    output: s.resourceCostOutput,
    summary: 'What one inventory resource cost: this month, last month, the last 30 days',
    pathChosen: true,
  }),
  accountIngests: defineCall({
    method: 'GET',
    path: '/api/v1/costs/accountIngests',
    code: 'v4-4.3c',
    permission: anyOf(ACCOUNT_CODE, ...COST_READ_CODES),
    input: s.accountIngestsInput,
    output: s.accountIngestsOutput,
    summary: 'An account’s billing periods as ingested: state, error, provisional or final',
    pathChosen: true,
  }),
};
