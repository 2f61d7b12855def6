import type { FastifyInstance } from 'fastify';
import { appropriationRoutes } from './appropriation.routes.ts';
import { bankAccountRoutes } from './bank-account.routes.ts';
import { invoiceRoutes } from './invoice.routes.ts';
import { overviewRoutes } from './overview.routes.ts';
import { partnerRoutes } from './partner.routes.ts';
import { publicAccountRoutes } from './public-account.routes.ts';
import { rechargeRoutes } from './recharge.routes.ts';
import { refundRoutes } from './refund.routes.ts';
import { reviewRoutes } from './review.routes.ts';
import { spendRoutes } from './spend.routes.ts';
import { voucherRoutes } from './voucher.routes.ts';
import { withdrawalRoutes } from './withdrawal.routes.ts';

/** The cost centre's calls, one routes file per sub-domain beside its service. */
export function billingRoutes(app: FastifyInstance): void {
  overviewRoutes(app);
  rechargeRoutes(app);
  publicAccountRoutes(app);
  appropriationRoutes(app);
  voucherRoutes(app);
  invoiceRoutes(app);
  refundRoutes(app);
  partnerRoutes(app);
  withdrawalRoutes(app);
  bankAccountRoutes(app);
  reviewRoutes(app);
  spendRoutes(app);
}
