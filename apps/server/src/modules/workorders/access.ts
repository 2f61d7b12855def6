import { eq } from 'drizzle-orm';
import { SUPPORT_CODE, holdsByName, type WorkOrderSide } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { platformTenants } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { Scope } from './workorders.repository.ts';

async function isPlatform(db: DbOrTx, tenantId: string) {
  const [row] = await db
    .select({ id: platformTenants.tenantId })
    .from(platformTenants)
    .where(eq(platformTenants.tenantId, tenantId));
  return !!row;
}

/**
 * Support staff hold the support code by name (never through 'all', so a customer's
 * administrator is never support) and belong to a platform tenant. Everyone else is a customer,
 * who sees their own tenant's orders only.
 */
export async function sideOf(ctx: ServiceContext): Promise<WorkOrderSide> {
  if (!holdsByName(ctx.auth.authCodes, SUPPORT_CODE)) return 'customer';
  return (await isPlatform(ctx.deps.db, ctx.auth.user.tenantId)) ? 'support' : 'customer';
}

export const scopeOf = (ctx: ServiceContext, side: WorkOrderSide): Scope =>
  side === 'support' ? { allTenants: true } : { tenantId: ctx.auth.user.tenantId };

/** Side and scope together, as most calls need both. */
export async function viewerOf(ctx: ServiceContext) {
  const side = await sideOf(ctx);
  return { side, scope: scopeOf(ctx, side) };
}
