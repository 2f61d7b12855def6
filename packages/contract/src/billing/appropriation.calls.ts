import { anyOf, defineCall, noInput } from '../call.ts';
import { BILLING_CODES as C } from './codes.ts';
import {
  appropriateInput,
  appropriationListInput,
  appropriationPage,
  moneyResultOutput,
  subAccountListOutput,
} from './schemas.ts';

/** Funds moved between a tenant and its sub-accounts. */
export const appropriationCalls = {
  subAccountList: defineCall({
    method: 'GET',
    path: '/api/v1/billing/subAccount/list',
    code: 'v3-8.1b',
    pathChosen: true,
    permission: anyOf(C.appropriate, C.appropriateRecord),
    input: noInput,
    output: subAccountListOutput,
    summary: 'Sub-accounts (child tenants) with what each still holds',
  }),
  appropriate: defineCall({
    method: 'POST',
    path: '/api/v1/billing/appropriate',
    code: 'v3-8.2b',
    pathChosen: true,
    permission: anyOf(C.appropriate),
    input: appropriateInput,
    output: moneyResultOutput,
    summary: 'Move cash to a sub-account',
  }),
  recover: defineCall({
    method: 'POST',
    path: '/api/v1/billing/recover',
    code: 'v3-8.3b',
    pathChosen: true,
    permission: anyOf(C.appropriate),
    input: appropriateInput,
    output: moneyResultOutput,
    summary: 'Take appropriated funds back, at most what the sub-account still holds',
  }),
  appropriationList: defineCall({
    method: 'POST',
    path: '/api/v1/billing/appropriate/list',
    code: 'v3-9.1b',
    pathChosen: true,
    exportable: true,
    permission: anyOf(C.appropriateRecord, C.appropriate),
    input: appropriationListInput,
    output: appropriationPage,
    summary: 'Appropriation and recovery records',
  }),
};
