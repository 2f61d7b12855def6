import type { FastifyInstance } from 'fastify';
import { calls } from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
import * as svc from './invoice.service.ts';

export function invoiceRoutes(app: FastifyInstance): void {
  serve(app, calls.invoiceTitleList, (ctx) => svc.listTitles(ctx));
  serve(app, calls.invoiceTitleSave, (ctx, input) => svc.saveTitle(ctx, input));
  serve(app, calls.invoiceTitleDelete, (ctx, input) => svc.deleteTitle(ctx, input));
  serve(app, calls.invoiceable, (ctx) => svc.invoiceable(ctx));
  serve(app, calls.invoiceRequest, (ctx, input) => svc.requestInvoice(ctx, input));
  serve(app, calls.invoiceList, (ctx, input) => svc.listInvoices(ctx, input));
  serve(app, calls.invoiceReview, (ctx, input) => svc.reviewInvoice(ctx, input));
  serve(app, calls.invoiceIssue, (ctx, input) => svc.issueInvoice(ctx, input));
}
