import { AUDIT_CODES, CUSTOM_TYPE } from '@ecloud/contract';
import { forbidden } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import { isPlatformTenant, platformTenantsAmong } from './tenants.repository.ts';

/**
 * Who may do what in billing. Every service checks here itself (not its route), so a job, the
 * demo seed or another domain calling a service meets the same rules as the HTTP API.
 */

/** Who acts in a billing operation. */
export interface Actor {
  tenantId: string;
  tenantName: string;
  userId: string;
  name: string;
}
export const actorOf = (ctx: ServiceContext): Actor => ({
  tenantId: ctx.auth.user.tenantId,
  tenantName: ctx.auth.user.tenantName,
  userId: ctx.auth.user.id,
  name: ctx.auth.user.name,
});

const heldCodes = (authCodes: string) =>
  authCodes
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);

/**
 * The reviewing side: the code must be held by name (never through 'all', so a tenant's
 * administrator cannot confirm their own recharge) by a person of a platform tenant.
 */
export async function requireAuditor(ctx: ServiceContext, code: string): Promise<Actor> {
  if (!heldCodes(ctx.auth.authCodes).includes(code)) throw forbidden('billing.auditorOnly');
  if (!(await isPlatformTenant(ctx.deps.db, ctx.auth.user.tenantId))) {
    throw forbidden('billing.auditorOnly');
  }
  return actorOf(ctx);
}

/** The audit codes the caller may use (none unless of a platform tenant), for home cards. */
export async function auditorCodes(ctx: ServiceContext): Promise<string[]> {
  const codes = heldCodes(ctx.auth.authCodes).filter((c) => c.startsWith('audit'));
  if (!codes.length) return [];
  return (await isPlatformTenant(ctx.deps.db, ctx.auth.user.tenantId)) ? codes : [];
}

/** Does the caller review recharges (and so see every tenant's receipts)? */
export const reviewsRecharges = async (ctx: ServiceContext) =>
  (await auditorCodes(ctx)).includes(AUDIT_CODES.recharge);

/** Channel-only calls: the caller's tenant must be a channel partner, whatever codes it holds. */
export function requireChannel(ctx: ServiceContext): Actor {
  if (ctx.auth.user.tenantKind !== 'channel') throw forbidden('billing.channelOnly');
  return actorOf(ctx);
}

/** Contract customers (customType 4) are billed by contract and cannot recharge. */
export function requireMayRecharge(ctx: ServiceContext): Actor {
  if (ctx.auth.user.customType === CUSTOM_TYPE.contract)
    throw forbidden('billing.contractNoRecharge');
  return actorOf(ctx);
}

/**
 * The reviewing side acting on a customer (posting consumption): requireAuditor, and the target
 * must not be a platform tenant. Both tenants are looked up in one round trip, since spending is
 * the hot path.
 */
export async function requireAuditorOnCustomer(
  ctx: ServiceContext,
  code: string,
  customerTenantId: string,
): Promise<Actor> {
  if (!heldCodes(ctx.auth.authCodes).includes(code)) throw forbidden('billing.auditorOnly');
  const actor = actorOf(ctx);
  const platform = await platformTenantsAmong(ctx.deps.db, [actor.tenantId, customerTenantId]);
  if (!platform.has(actor.tenantId)) throw forbidden('billing.auditorOnly');
  if (platform.has(customerTenantId)) throw forbidden('billing.notACustomer');
  return actor;
}
