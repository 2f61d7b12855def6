import type { ServiceContext } from '../../lib/request-context.ts';
import { agentCustomerTenant } from '../billing/partner.service.ts';

/**
 * Whose costs a read answers: the caller's tenant, or, for a channel partner naming one of its
 * customers, that customer's (read-only: only the read calls take `customerTenantId`). The
 * partner rule is billing's (agent customers), so the cost screens and the customer list
 * agree on who a partner's customers are.
 */
export async function costTenant(
  ctx: ServiceContext,
  input: { customerTenantId?: string },
): Promise<string> {
  if (!input.customerTenantId) return ctx.auth.user.tenantId;
  return agentCustomerTenant(ctx, input.customerTenantId);
}
