import { anyOf, defineCall, noInput } from '../call.ts';
import { affectedOutput, idOutput } from '../identity/schemas.ts';
import { BILLING_CODES as C } from './codes.ts';
import {
  idInput,
  invoiceListInput,
  invoicePage,
  invoiceRequestInput,
  invoiceTitleListOutput,
  invoiceTitleSaveInput,
  invoiceableOutput,
  moneyResultOutput,
} from './schemas.ts';

/** Invoice titles and invoice requests. */
export const invoiceCalls = {
  invoiceTitleList: defineCall({
    method: 'GET',
    path: '/api/v1/billing/invoiceTitle/list',
    code: 'v3-11.1b',
    pathChosen: true,
    permission: anyOf(C.askforInvoice, C.invoice),
    input: noInput,
    output: invoiceTitleListOutput,
    summary: 'The tenant’s invoice titles',
  }),
  invoiceTitleSave: defineCall({
    method: 'POST',
    path: '/api/v1/billing/invoiceTitle/save',
    code: 'v3-11.2b',
    pathChosen: true,
    permission: anyOf(C.askforInvoice),
    input: invoiceTitleSaveInput,
    output: idOutput,
    summary: 'Add or edit an invoice title',
  }),
  invoiceTitleDelete: defineCall({
    method: 'POST',
    path: '/api/v1/billing/invoiceTitle/delete',
    code: 'v3-11.3b',
    pathChosen: true,
    permission: anyOf(C.askforInvoice),
    input: idInput,
    output: affectedOutput,
    summary: 'Delete an invoice title',
  }),
  invoiceable: defineCall({
    method: 'GET',
    path: '/api/v1/billing/invoice/invoiceable',
    code: 'v3-11.4b',
    pathChosen: true,
    permission: anyOf(C.askforInvoice, C.invoice),
    input: noInput,
    output: invoiceableOutput,
    summary: 'Paid consumption, invoiced so far and what may still be invoiced',
  }),
  invoiceRequest: defineCall({
    method: 'POST',
    path: '/api/v1/billing/invoice/request',
    code: 'v3-11.5b',
    pathChosen: true,
    permission: anyOf(C.askforInvoice),
    input: invoiceRequestInput,
    output: moneyResultOutput,
    summary: 'Request an invoice (at most the invoiceable amount)',
  }),
  invoiceList: defineCall({
    method: 'POST',
    path: '/api/v1/billing/invoice/list',
    code: 'v3-12.1b',
    pathChosen: true,
    exportable: true,
    permission: anyOf(C.invoice, C.askforInvoice),
    input: invoiceListInput,
    output: invoicePage,
    summary: 'Invoice requests of the caller’s tenant',
  }),
};
