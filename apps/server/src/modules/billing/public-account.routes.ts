import type { FastifyInstance } from 'fastify';
import { calls } from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
import * as svc from './public-account.service.ts';

export function publicAccountRoutes(app: FastifyInstance): void {
  serve(app, calls.publicAccountOptions, (ctx) => svc.publicAccountOptions(ctx));
  serve(app, calls.publicAccountList, (ctx, input) => svc.listPublicAccounts(ctx, input));
  serve(app, calls.publicAccountSave, (ctx, input) => svc.savePublicAccount(ctx, input));
  serve(app, calls.publicAccountDelete, (ctx, input) => svc.deletePublicAccount(ctx, input));
}
