import { anyOf, defineCall } from '../call.ts';
import { affectedOutput, idOutput } from '../identity/schemas.ts';
import * as s from './budget.schemas.ts';

const BUDGET = anyOf('v4-2');

/** Budgets (menu v4-2, issue 11). The spec names the screen only: every path is ours. */
export const budgetCalls = {
  budgetList: defineCall({
    method: 'POST',
    path: '/api/v1/costs/budget/list',
    code: 'v4-2.1c',
    // The cost overview's "budgets at risk" panel reads it too.
    permission: anyOf('v4-1', 'v4-2'),
    input: s.budgetListInput,
    output: s.budgetPage,
    summary: 'Budgets with this period’s actual, forecast and state (ok, atRisk, over)',
    pathChosen: true,
  }),
  budgetCreate: defineCall({
    method: 'POST',
    path: '/api/v1/costs/budget/create',
    code: 'v4-2.2c',
    permission: BUDGET,
    input: s.budgetInput,
    output: idOutput,
    summary: 'Create a budget: scope, period, amount (fen), alert rules',
    pathChosen: true,
  }),
  budgetUpdate: defineCall({
    method: 'POST',
    path: '/api/v1/costs/budget/update',
    code: 'v4-2.3c',
    permission: BUDGET,
    input: s.budgetUpdateInput,
    output: affectedOutput,
    summary: 'Change a budget',
    pathChosen: true,
  }),
  budgetDelete: defineCall({
    method: 'POST',
    path: '/api/v1/costs/budget/delete',
    code: 'v4-2.4c',
    permission: BUDGET,
    input: s.budgetIdInput,
    output: affectedOutput,
    summary: 'Delete a budget and its alert history',
    pathChosen: true,
  }),
  budgetSeries: defineCall({
    method: 'GET',
    path: '/api/v1/costs/budget/series',
    code: 'v4-2.5c',
    permission: BUDGET,
    input: s.budgetIdInput,
    output: s.budgetSeriesOutput,
    summary: 'A budget against its actual spend, day by day, this period',
    pathChosen: true,
  }),
  budgetAlertList: defineCall({
    method: 'POST',
    path: '/api/v1/costs/budget/alerts',
    code: 'v4-2.6c',
    permission: BUDGET,
    input: s.budgetAlertListInput,
    output: s.budgetAlertPage,
    summary: 'Alerts that fired, newest first',
    pathChosen: true,
  }),
};
