import type { z } from 'zod';
import {
  AUDIT_CODES,
  type agentCustomerListInput,
  type partnerRateInput,
  type rebateListInput,
} from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import { badInput, notFound } from '../../lib/errors.ts';
import { requireAuditor, requireChannel } from './access.ts';
import * as repo from './partner.repository.ts';
import { tenantKind } from './tenants.repository.ts';

/** Channel partners: their rebates and customers (theirs only), and the rate the platform sets. */

export const rebateSummary = async (ctx: ServiceContext) =>
  repo.rebateSummary(ctx.deps.db, requireChannel(ctx).tenantId, ctx.deps.now());

export const rebateList = async (ctx: ServiceContext, input: z.output<typeof rebateListInput>) =>
  repo.rebateList(ctx.deps.db, requireChannel(ctx).tenantId, input);

export const agentCustomers = async (
  ctx: ServiceContext,
  input: z.output<typeof agentCustomerListInput>,
) => repo.agentCustomers(ctx.deps.db, requireChannel(ctx).tenantId, ctx.deps.now(), input);

/** The partner's customers by name (the cost screens' customer picker). */
export const agentCustomerNames = async (ctx: ServiceContext) => ({
  list: await repo.agentCustomerNames(ctx.deps.db, requireChannel(ctx).tenantId),
});

/**
 * The tenant whose data a partner reads on a customer's behalf: channel partners only (403 for
 * anyone else), and only their own customers. Another tenant, a customer of another partner
 * and an id that does not exist get the same 404, so the answer tells nothing about them.
 */
export async function agentCustomerTenant(ctx: ServiceContext, customerTenantId: string) {
  const partner = requireChannel(ctx).tenantId;
  if (!(await repo.isAgentCustomer(ctx.deps.db, partner, customerTenantId))) {
    throw notFound('billing.customerNotFound');
  }
  return customerTenantId;
}

/**
 * A channel partner's rebate rate applies to consumption from now on; past accruals stay.
 * Set by the platform's operations staff.
 */
export async function setPartnerRate(
  ctx: ServiceContext,
  input: z.output<typeof partnerRateInput>,
) {
  await requireAuditor(ctx, AUDIT_CODES.operations);
  const kind = await tenantKind(ctx.deps.db, input.tenantId);
  if (!kind) throw notFound('billing.tenantNotFound');
  if (kind !== 'channel') throw badInput('billing.notAPartner');
  await repo.upsertRebateRate(ctx.deps.db, input.tenantId, input.rateBp);
  return { affected: 1 };
}
