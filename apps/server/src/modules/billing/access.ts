import { sql } from 'drizzle-orm';
import { CUSTOM_TYPE } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { forbidden } from '../../lib/errors.ts';
import type { AuthedContext } from '../../lib/request-context.ts';
import { rows } from './ledger.ts';

/** Who acts in a billing operation. */
export interface Actor {
  tenantId: string;
  userId: string;
  name: string;
}
export const actorOf = (ctx: AuthedContext): Actor => ({
  tenantId: ctx.auth.user.tenantId,
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
export async function requireAuditor(ctx: AuthedContext, code: string): Promise<Actor> {
  if (!heldCodes(ctx.auth.authCodes).includes(code)) throw forbidden('billing.auditorOnly');
  if (!(await isPlatformTenant(ctx.deps.db, ctx.auth.user.tenantId))) {
    throw forbidden('billing.auditorOnly');
  }
  return actorOf(ctx);
}

export async function isPlatformTenant(db: DbOrTx, tenantId: string): Promise<boolean> {
  const r = await rows<{ n: number }>(
    db,
    sql`select 1 as n from platform_tenants where tenant_id = ${tenantId}`,
  );
  return r.length > 0;
}

/** Is the caller one of the reviewing side (for home cards)? */
export async function auditorCodes(ctx: AuthedContext): Promise<string[]> {
  const codes = heldCodes(ctx.auth.authCodes).filter((c) => c.startsWith('audit'));
  if (!codes.length) return [];
  return (await isPlatformTenant(ctx.deps.db, ctx.auth.user.tenantId)) ? codes : [];
}

/** Channel-only calls: the caller's tenant must be a channel partner, whatever codes it holds. */
export function requireChannel(ctx: AuthedContext): Actor {
  if (ctx.auth.user.tenantKind !== 'channel') throw forbidden('billing.channelOnly');
  return actorOf(ctx);
}

/** Contract customers (customType 4) are billed by contract and cannot recharge. */
export function requireMayRecharge(ctx: AuthedContext): Actor {
  if (ctx.auth.user.customType === CUSTOM_TYPE.contract)
    throw forbidden('billing.contractNoRecharge');
  return actorOf(ctx);
}
