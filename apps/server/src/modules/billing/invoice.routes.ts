import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import * as svc from './invoice.service.ts';

export function invoiceRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    invoiceTitleList: svc.listTitles,
    invoiceTitleSave: svc.saveTitle,
    invoiceTitleDelete: svc.deleteTitle,
    invoiceable: svc.invoiceable,
    invoiceRequest: svc.requestInvoice,
    invoiceList: svc.listInvoices,
    invoiceReview: svc.reviewInvoice,
    invoiceIssue: svc.issueInvoice,
  });
}
