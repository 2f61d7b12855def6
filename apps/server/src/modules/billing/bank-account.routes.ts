import type { FastifyInstance } from 'fastify';
import { calls } from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
import * as svc from './bank-account.service.ts';

export function bankAccountRoutes(app: FastifyInstance): void {
  serve(app, calls.bankAccountList, (ctx, input) => svc.listBankAccounts(ctx, input));
  serve(app, calls.bankAccountAdd, (ctx, input) => svc.addBankAccount(ctx, input));
  serve(app, calls.bankAccountSetDefault, (ctx, input) => svc.setDefaultBankAccount(ctx, input));
  serve(app, calls.bankAccountDelete, (ctx, input) => svc.deleteBankAccount(ctx, input));
  serve(app, calls.bankAccountVerify, (ctx, input) => svc.verifyBankAccount(ctx, input));
}
