import type { ServiceContext } from '../../lib/request-context.ts';
import { requireSystem } from '../identity/tenants.service.ts';
import { insertContract, type NewContract } from './contract.repository.ts';
import { insertPlatformTenant } from './tenants.repository.ts';

/**
 * What only the platform sets up, with no call for it yet (the system does it, today for the
 * demo seed): which tenants are the platform's own, and the contracts it signs with customers.
 */

/** Makes a tenant one of the platform's own: its auditors review everyone else's money. */
export async function addPlatformTenant(ctx: ServiceContext, input: { tenantId: string }) {
  requireSystem(ctx);
  await insertPlatformTenant(ctx.deps.db, input.tenantId);
  return { affected: 1 };
}

/** Records a contract with a customer billed by contract, created at the context's moment. */
export async function recordContract(
  ctx: ServiceContext,
  input: Omit<NewContract, 'createdAt'>,
): Promise<{ id: string }> {
  requireSystem(ctx);
  return { id: await insertContract(ctx.deps.db, { ...input, createdAt: ctx.deps.now() }) };
}
