import type { ServiceContext } from '../../lib/request-context.ts';
import { notFound } from '../../lib/errors.ts';
import { roleDescription, roleName } from './built-in-roles.ts';
import { listRoles, rolesOfUser } from './roles.repository.ts';
import { getUser } from './users.repository.ts';

/** The tenant's roles, named and described in the caller's language. */
export async function findRoles(ctx: ServiceContext) {
  const roles = await listRoles(ctx.deps.db, ctx.auth.user.tenantId);
  return roles.map((r) => ({
    ...r,
    name: roleName(r, ctx.lang),
    description: roleDescription(r, ctx.lang),
  }));
}

/** One user's roles; a user of another tenant is not found. */
export async function findUserRoles(ctx: ServiceContext, input: { userId: string }) {
  const user = await getUser(ctx.deps.db, ctx.auth.user.tenantId, input.userId);
  if (!user) throw notFound('user.notFound');
  const roles = await rolesOfUser(ctx.deps.db, user.id);
  return roles.map((r) => ({ ...r, name: roleName(r, ctx.lang) }));
}
