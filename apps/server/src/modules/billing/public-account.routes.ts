import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import * as svc from './public-account.service.ts';

export function publicAccountRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    publicAccountOptions: svc.publicAccountOptions,
    publicAccountList: svc.listPublicAccounts,
    publicAccountSave: svc.savePublicAccount,
    publicAccountDelete: svc.deletePublicAccount,
  });
}
