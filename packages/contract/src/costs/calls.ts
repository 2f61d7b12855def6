import { anyOf, defineCall, noInput } from '../call.ts';
import * as s from './schemas.ts';
import { budgetCalls } from './budget.calls.ts';
import { costViewCalls } from './views.calls.ts';
import { currentBillCalls } from './current.calls.ts';

/** Who reads costs: any screen of the cost analysis menu (v4). */
const COST_READERS = anyOf('v4', 'v4-1', 'v4-2', 'v4-3');

/**
 * Cost analysis (menu v4, issue 11): provider bills normalised to FOCUS. findBillProduct is the
 * spec's (v1-1.17); the other paths are ours (`pathChosen`, docs/api.md).
 */
export const costCalls = {
  findBillProduct: defineCall({
    method: 'GET',
    path: '/api/v1/billfee/findBillProduct',
    code: 'v1-1.17',
    permission: COST_READERS,
    input: s.findBillProductInput,
    output: s.findBillProductOutput,
    summary:
      'Billed products (services) of the tenant with their cost. In: startDate, endDate ' +
      '(YYYY-MM-DD; default this month so far; at most 400 days), provider, accountId, ' +
      'serviceName, regionId, chargeCategory. Out: {startDate, endDate, list: [{serviceName, ' +
      'serviceCategory, providers, billedCost (fen, CNY), rows}]}, largest cost first',
  }),
  costOverview: defineCall({
    method: 'GET',
    path: '/api/v1/costs/overview',
    code: 'v4-1.1c',
    permission: anyOf('v4-1'),
    input: s.costOverviewInput,
    output: s.costOverviewSchema,
    summary: 'Cost overview: month to date, forecast, comparisons, breakdowns, freshness',
    pathChosen: true,
  }),
  costAnalysis: defineCall({
    method: 'POST',
    path: '/api/v1/costs/analysis',
    code: 'v4-3.1c',
    permission: anyOf('v4-3'),
    input: s.costAnalysisInput,
    output: s.costAnalysisOutput,
    summary: 'Expense analysis: cost by any dimension (or a tag key) per day or month, filtered',
    pathChosen: true,
  }),
  costAnalysisRows: defineCall({
    method: 'POST',
    path: '/api/v1/costs/analysis/rows',
    code: 'v4-3.3c',
    permission: anyOf('v4-3'),
    input: s.costAnalysisRowsInput,
    output: s.costAnalysisRowsPage,
    summary: 'Expense analysis as rows (period, group, amount), paged: what its export writes',
    pathChosen: true,
    exportable: true,
  }),
  costExplain: defineCall({
    method: 'POST',
    path: '/api/v1/costs/explain',
    code: 'v4-3.2c',
    permission: anyOf('v4-3'),
    input: s.costExplainInput,
    output: s.costExplainOutput,
    summary:
      'Explain the change between two periods per resource: new, removed, usage and price, largest first',
    pathChosen: true,
  }),
  costLineList: defineCall({
    method: 'POST',
    path: '/api/v1/costs/lineItems',
    code: 'v4-1.2c',
    permission: COST_READERS,
    input: s.costLineListInput,
    output: s.costLinePage,
    summary: 'Bill line items (FOCUS) with every filter, paged',
    pathChosen: true,
    exportable: true,
  }),
  costLineOriginal: defineCall({
    method: 'GET',
    path: '/api/v1/costs/lineItem/original',
    code: 'v4-1.3c',
    permission: COST_READERS,
    input: s.costLineIdInput,
    output: s.costLineOriginalOutput,
    summary: 'A line item as the provider wrote it',
    pathChosen: true,
  }),
  costIngest: defineCall({
    method: 'POST',
    path: '/api/v1/costs/ingest',
    code: 'v4-1.4c',
    permission: anyOf('v4-1'),
    input: s.costIngestInput,
    output: s.costIngestOutput,
    summary: 'Read an account’s bill for a period again now (queued on the job runner)',
    pathChosen: true,
  }),
  costCustomers: defineCall({
    method: 'GET',
    path: '/api/v1/costs/customers',
    code: 'v4-1.5c',
    permission: COST_READERS,
    input: noInput,
    output: s.costCustomersOutput,
    summary:
      'A channel partner’s customers whose costs it may read (customerTenantId of the cost ' +
      'calls); channel partners only',
    pathChosen: true,
  }),
  ...budgetCalls,
  ...costViewCalls,
  ...currentBillCalls,
};
