import type { FastifyInstance } from 'fastify';
import { calls } from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
import * as svc from './voucher.service.ts';

export function voucherRoutes(app: FastifyInstance): void {
  serve(app, calls.voucherList, (ctx, input) => svc.listVouchers(ctx, input));
  serve(app, calls.voucherGrant, (ctx, input) => svc.grantVoucher(ctx, input));
}
