import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import * as svc from './voucher.service.ts';

export function voucherRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    voucherList: svc.listVouchers,
    voucherGrant: svc.grantVoucher,
  });
}
