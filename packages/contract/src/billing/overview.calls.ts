import { anyOf, defineCall, noInput } from '../call.ts';
import { AUDIT_CODES, BILLING_CODES as C } from './codes.ts';
import {
  balancesSchema,
  billingHomeOutput,
  consumptionListInput,
  consumptionPage,
  ledgerHistoryInput,
  ledgerHistoryPage,
  overviewOutput,
} from './schemas.ts';

/** Balances, the overview and home cards, the ledger history and consumption. */
export const overviewCalls = {
  billingHome: defineCall({
    method: 'GET',
    path: '/api/v1/billing/home',
    code: 'v3-1.1b',
    pathChosen: true,
    permission: anyOf('v3', AUDIT_CODES.queue),
    input: noInput,
    output: billingHomeOutput,
    summary: 'Home cards: balance, month-to-date spend, pending items and reviews',
  }),
  billingOverview: defineCall({
    method: 'GET',
    path: '/api/v1/billing/overview',
    code: 'v3-1.2b',
    pathChosen: true,
    permission: anyOf(C.overview),
    input: noInput,
    output: overviewOutput,
    summary:
      'Bill overview: balances by kind, this month’s spend, trend, breakdowns, expiring vouchers',
  }),
  billingBalances: defineCall({
    method: 'GET',
    path: '/api/v1/billing/balances',
    code: 'v3-1.3b',
    pathChosen: true,
    permission: anyOf('v3'),
    input: noInput,
    output: balancesSchema,
    summary: 'The caller’s balances by kind',
  }),
  ledgerHistory: defineCall({
    method: 'POST',
    path: '/api/v1/billing/ledger/list',
    code: 'v3-2.1b',
    pathChosen: true,
    exportable: true,
    permission: anyOf(C.overview, C.consumeDetail),
    input: ledgerHistoryInput,
    output: ledgerHistoryPage,
    summary: 'Ledger entries of the caller’s accounts, newest first',
  }),
  consumptionList: defineCall({
    method: 'POST',
    path: '/api/v1/billing/consume/list',
    code: 'v3-2.2b',
    pathChosen: true,
    exportable: true,
    permission: anyOf(C.consumeDetail, C.refundOperation),
    input: consumptionListInput,
    output: consumptionPage,
    summary: 'Consumption detail: every debit with its source and payment split',
  }),
};
