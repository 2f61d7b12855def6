import { forbidden } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { BuiltInRoleCode } from './built-in-roles.ts';
import { hashPassword } from './password.ts';
import { replaceUserRoles, roleIdByCode } from './roles.repository.ts';
import { insertTenant, setAccountHistory, tenantIdByName } from './tenants.repository.ts';
import { insertUser } from './users.repository.ts';

/**
 * Tenants and their accounts as the platform sets them up. No call serves this yet (customers
 * arrive through onboarding, which is not built): the system does it, today for the demo seed.
 */

/** Setting up tenants is the platform's: a context of the system, never a person's session. */
export function requireSystem(ctx: ServiceContext): void {
  if (ctx.auth.sessionId !== 'system') throw forbidden();
}

export async function createTenant(
  ctx: ServiceContext,
  input: { name: string; kind?: 'enterprise' | 'channel'; parentId?: string | null },
): Promise<{ id: string }> {
  requireSystem(ctx);
  const id = await insertTenant(ctx.deps.db, {
    name: input.name,
    kind: input.kind ?? 'enterprise',
    parentId: input.parentId ?? null,
    now: ctx.deps.now(),
  });
  return { id };
}

/**
 * An account of any type in a tenant (its primary account, or another with built-in roles),
 * created at the context's moment. `history` carries what the account brought from before:
 * sign-ins counted, the last one, a disabled status.
 */
export async function addTenantAccount(
  ctx: ServiceContext,
  input: {
    tenantId: string;
    username: string;
    password: string;
    name: string;
    phone?: string;
    email?: string;
    accountType: number;
    customType: number;
    roles: readonly BuiltInRoleCode[];
    history?: { loginNum: number; lastLoginAt: Date | null; disabled?: boolean };
  },
): Promise<{ id: string }> {
  requireSystem(ctx);
  const passwordHash = await hashPassword(input.password);
  const id = await ctx.deps.db.transaction(async (tx) => {
    const id = await insertUser(tx, {
      tenantId: input.tenantId,
      username: input.username,
      name: input.name,
      phone: input.phone ?? '',
      email: input.email ?? '',
      accountType: input.accountType,
      customType: input.customType,
      passwordHash,
      now: ctx.deps.now(),
      loginNum: input.history?.loginNum,
    });
    const roleIds = await Promise.all(input.roles.map((code) => roleIdByCode(tx, code)));
    await replaceUserRoles(tx, id, roleIds);
    const { history } = input;
    if (history && (history.lastLoginAt || history.disabled)) {
      await setAccountHistory(tx, id, {
        status: history.disabled ? 0 : 1,
        lastLoginAt: history.lastLoginAt,
      });
    }
    return id;
  });
  return { id };
}

/** The tenant of that name, if one exists (the demo seed finds its own from a first start). */
export async function tenantNamed(ctx: ServiceContext, name: string): Promise<string | null> {
  return tenantIdByName(ctx.deps.db, name);
}
