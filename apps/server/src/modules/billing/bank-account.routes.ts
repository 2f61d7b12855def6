import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import * as svc from './bank-account.service.ts';

export function bankAccountRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    bankAccountList: svc.listBankAccounts,
    bankAccountAdd: svc.addBankAccount,
    bankAccountSetDefault: svc.setDefaultBankAccount,
    bankAccountDelete: svc.deleteBankAccount,
    bankAccountVerify: svc.verifyBankAccount,
  });
}
