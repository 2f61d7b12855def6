import type { FastifyInstance } from 'fastify';
import { AUDIT_CODES, calls } from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
import {
  actorOf,
  auditorCodes,
  requireAuditor,
  requireChannel,
  requireMayRecharge,
} from './access.ts';
import { moveFunds } from './appropriation.service.ts';
import {
  addBankAccount,
  deleteBankAccount,
  deletePublicAccount,
  savePublicAccount,
  setDefaultBankAccount,
  verifyBankAccount,
} from './bank-account.service.ts';
import {
  deleteTitle,
  invoiceTotals,
  issueInvoice,
  requestInvoice,
  reviewInvoice,
  saveTitle,
} from './invoice.service.ts';
import * as q from './queries/index.ts';
import {
  cancelRecharge,
  getReceipt,
  reviewRecharge,
  submitRecharge,
  uploadReceipt,
} from './recharge.service.ts';
import { requestRefund, reviewRefund } from './refund.service.ts';
import { spend } from './spend.service.ts';
import { grantVoucher } from './voucher.service.ts';
import { cancelWithdrawal, reviewWithdrawal, submitWithdrawal } from './withdrawal.service.ts';
import { setPartnerRate } from './partner.service.ts';
import { isPlatformTenant } from './access.ts';
import { forbidden } from '../../lib/errors.ts';

export function billingRoutes(app: FastifyInstance): void {
  const named = (ctx: Parameters<typeof actorOf>[0]) => ({
    ...actorOf(ctx),
    tenantName: ctx.auth.user.tenantName,
  });

  // ---------------------------------------------------------------- overview, home, history
  serve(app, calls.billingHome, async (ctx) => {
    const { tenantId } = ctx.auth.user;
    const now = ctx.deps.now();
    const reviewing = (await auditorCodes(ctx)).length > 0;
    const [balances, monthSpend, myPending, reviewPending] = await Promise.all([
      q.balancesOf(ctx.deps.db, tenantId, now),
      q.monthSpend(ctx.deps.db, tenantId, now),
      q.myPending(ctx.deps.db, tenantId),
      reviewing ? q.reviewPending(ctx.deps.db) : Promise.resolve(null),
    ]);
    return { balances, monthSpend, myPending, reviewPending };
  });
  serve(app, calls.billingOverview, (ctx) =>
    q.overview(ctx.deps.db, ctx.auth.user.tenantId, ctx.auth.user.customType, ctx.deps.now()),
  );
  serve(app, calls.billingBalances, (ctx) =>
    q.balancesOf(ctx.deps.db, ctx.auth.user.tenantId, ctx.deps.now()),
  );
  serve(app, calls.ledgerHistory, (ctx, input) =>
    q.ledgerHistory(ctx.deps.db, ctx.auth.user.tenantId, input),
  );
  serve(app, calls.consumptionList, (ctx, input) =>
    q.consumptionList(ctx.deps.db, ctx.auth.user.tenantId, input),
  );

  // ---------------------------------------------------------------- recharge
  serve(app, calls.receiptUpload, (ctx, input) =>
    uploadReceipt(ctx.deps.db, requireMayRecharge(ctx), input, ctx.deps.now()),
  );
  serve(app, calls.receiptGet, async (ctx, input) => {
    const reviewing = (await auditorCodes(ctx)).includes(AUDIT_CODES.recharge);
    return getReceipt(ctx.deps.db, reviewing ? null : ctx.auth.user.tenantId, input.id);
  });
  serve(app, calls.rechargeSubmit, (ctx, input) => {
    requireMayRecharge(ctx);
    return submitRecharge(ctx.deps.db, named(ctx), input, ctx.deps.now());
  });
  serve(app, calls.publicAccountOptions, async (ctx) => {
    const page = await q.publicAccountList(ctx.deps.db, { page: 1, pageSize: 100, enabled: true });
    return page.list;
  });
  serve(app, calls.rechargeList, (ctx, input) =>
    q.rechargeList(ctx.deps.db, ctx.auth.user.tenantId, input),
  );
  serve(app, calls.rechargeCancel, (ctx, input) =>
    cancelRecharge(ctx.deps.db, actorOf(ctx), input.id),
  );

  // ---------------------------------------------------------------- appropriation
  serve(app, calls.subAccountList, (ctx) => q.subAccounts(ctx.deps.db, ctx.auth.user.tenantId));
  serve(app, calls.appropriate, (ctx, input) =>
    moveFunds(ctx.deps.db, actorOf(ctx), 'appropriate', input, ctx.deps.now()),
  );
  serve(app, calls.recover, (ctx, input) =>
    moveFunds(ctx.deps.db, actorOf(ctx), 'recover', input, ctx.deps.now()),
  );
  serve(app, calls.appropriationList, (ctx, input) =>
    q.appropriationList(ctx.deps.db, ctx.auth.user.tenantId, input),
  );

  // ---------------------------------------------------------------- vouchers
  serve(app, calls.voucherList, (ctx, input) =>
    q.voucherList(ctx.deps.db, ctx.auth.user.tenantId, ctx.deps.now(), input),
  );

  // ---------------------------------------------------------------- invoices
  serve(app, calls.invoiceTitleList, (ctx) => q.titleList(ctx.deps.db, ctx.auth.user.tenantId));
  serve(app, calls.invoiceTitleSave, (ctx, input) =>
    saveTitle(ctx.deps.db, actorOf(ctx), input, ctx.deps.now()),
  );
  serve(app, calls.invoiceTitleDelete, (ctx, input) =>
    deleteTitle(ctx.deps.db, actorOf(ctx), input.id, ctx.deps.now()),
  );
  serve(app, calls.invoiceable, (ctx) => invoiceTotals(ctx.deps.db, ctx.auth.user.tenantId));
  serve(app, calls.invoiceRequest, (ctx, input) =>
    requestInvoice(ctx.deps.db, named(ctx), input, ctx.deps.now()),
  );
  serve(app, calls.invoiceList, (ctx, input) =>
    q.invoiceList(ctx.deps.db, ctx.auth.user.tenantId, input),
  );

  // ---------------------------------------------------------------- refunds
  serve(app, calls.refundRequest, (ctx, input) =>
    requestRefund(ctx.deps.db, named(ctx), input, ctx.deps.now()),
  );
  serve(app, calls.refundList, (ctx, input) =>
    q.refundList(ctx.deps.db, ctx.auth.user.tenantId, input),
  );

  // ---------------------------------------------------------------- channel partners
  serve(app, calls.rebateSummary, (ctx) =>
    q.rebateSummary(ctx.deps.db, requireChannel(ctx).tenantId, ctx.deps.now()),
  );
  serve(app, calls.rebateList, (ctx, input) =>
    q.rebateList(ctx.deps.db, requireChannel(ctx).tenantId, input),
  );
  serve(app, calls.withdrawalSubmit, (ctx, input) => {
    requireChannel(ctx);
    return submitWithdrawal(ctx.deps.db, named(ctx), input, ctx.deps.now());
  });
  serve(app, calls.withdrawalList, (ctx, input) =>
    q.withdrawalList(ctx.deps.db, requireChannel(ctx).tenantId, input),
  );
  serve(app, calls.withdrawalCancel, (ctx, input) =>
    cancelWithdrawal(ctx.deps.db, requireChannel(ctx), input, ctx.deps.now()),
  );
  serve(app, calls.agentCustomerList, (ctx, input) =>
    q.agentCustomers(ctx.deps.db, requireChannel(ctx).tenantId, ctx.deps.now(), input),
  );

  // ---------------------------------------------------------------- bank accounts
  serve(app, calls.bankAccountList, (ctx, input) =>
    q.bankAccountList(ctx.deps.db, ctx.auth.user.tenantId, input),
  );
  serve(app, calls.bankAccountAdd, (ctx, input) =>
    addBankAccount(ctx.deps.db, named(ctx), input, ctx.deps.now()),
  );
  serve(app, calls.bankAccountSetDefault, (ctx, input) =>
    setDefaultBankAccount(ctx.deps.db, actorOf(ctx), input.id),
  );
  serve(app, calls.bankAccountDelete, (ctx, input) =>
    deleteBankAccount(ctx.deps.db, actorOf(ctx), input.id, ctx.deps.now()),
  );

  // ---------------------------------------------------------------- contracts
  serve(app, calls.customContractList, (ctx, input) =>
    q.contractList(ctx.deps.db, ctx.auth.user.tenantId, input),
  );

  // ---------------------------------------------------------------- the reviewing side
  serve(app, calls.reviewQueue, async (ctx, input) => {
    await requireAuditor(ctx, AUDIT_CODES.queue);
    return q.reviewQueue(ctx.deps.db, input);
  });
  serve(app, calls.rechargeReview, async (ctx, input) =>
    reviewRecharge(
      ctx.deps.db,
      await requireAuditor(ctx, AUDIT_CODES.recharge),
      input,
      ctx.deps.now(),
    ),
  );
  serve(app, calls.invoiceReview, async (ctx, input) =>
    reviewInvoice(
      ctx.deps.db,
      await requireAuditor(ctx, AUDIT_CODES.invoice),
      input,
      ctx.deps.now(),
    ),
  );
  serve(app, calls.invoiceIssue, async (ctx, input) =>
    issueInvoice(
      ctx.deps.db,
      await requireAuditor(ctx, AUDIT_CODES.invoice),
      input,
      ctx.deps.now(),
    ),
  );
  serve(app, calls.refundReview, async (ctx, input) =>
    reviewRefund(ctx.deps.db, await requireAuditor(ctx, AUDIT_CODES.refund), input, ctx.deps.now()),
  );
  serve(app, calls.withdrawalReview, async (ctx, input) =>
    reviewWithdrawal(
      ctx.deps.db,
      await requireAuditor(ctx, AUDIT_CODES.withdrawal),
      input,
      ctx.deps.now(),
    ),
  );
  serve(app, calls.bankAccountVerify, async (ctx, input) =>
    verifyBankAccount(
      ctx.deps.db,
      await requireAuditor(ctx, AUDIT_CODES.withdrawal),
      input,
      ctx.deps.now(),
    ),
  );
  serve(app, calls.publicAccountList, async (ctx, input) => {
    await requireAuditor(ctx, AUDIT_CODES.publicAccounts);
    return q.publicAccountList(ctx.deps.db, input);
  });
  serve(app, calls.publicAccountSave, async (ctx, input) => {
    await requireAuditor(ctx, AUDIT_CODES.publicAccounts);
    return savePublicAccount(ctx.deps.db, input, ctx.deps.now());
  });
  serve(app, calls.publicAccountDelete, async (ctx, input) => {
    await requireAuditor(ctx, AUDIT_CODES.publicAccounts);
    return deletePublicAccount(ctx.deps.db, input.id);
  });
  serve(app, calls.tenantOptions, async (ctx) => {
    await requireAuditor(ctx, AUDIT_CODES.operations);
    return q.customerTenants(ctx.deps.db);
  });
  serve(app, calls.voucherGrant, async (ctx, input) => {
    const a = await requireAuditor(ctx, AUDIT_CODES.operations);
    return grantVoucher(ctx.deps.db, a.tenantId, input, ctx.deps.now());
  });
  serve(app, calls.spendPost, async (ctx, input) => {
    const a = await requireAuditor(ctx, AUDIT_CODES.operations);
    if (await isPlatformTenant(ctx.deps.db, input.tenantId))
      throw forbidden('billing.notACustomer');
    return spend(ctx.deps.db, a.tenantId, input, ctx.deps.now());
  });
  serve(app, calls.partnerRateSet, async (ctx, input) => {
    await requireAuditor(ctx, AUDIT_CODES.operations);
    return setPartnerRate(ctx.deps.db, input.tenantId, input.rateBp);
  });
}
