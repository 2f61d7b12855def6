import type { FastifyInstance } from 'fastify';
import { calls } from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
import { notFound } from '../../lib/errors.ts';
import { roleDescription, roleName } from './built-in-roles.ts';
import { listRoles, rolesOfUser } from './roles.repository.ts';
import { getUser } from './users.repository.ts';

export function roleRoutes(app: FastifyInstance): void {
  serve(app, calls.roleFindAll, async (ctx) => {
    const roles = await listRoles(ctx.deps.db, ctx.auth.user.tenantId);
    return roles.map((r) => ({
      ...r,
      name: roleName(r, ctx.lang),
      description: roleDescription(r, ctx.lang),
    }));
  });

  serve(app, calls.roleFindUser, async (ctx, input) => {
    const user = await getUser(ctx.deps.db, ctx.auth.user.tenantId, input.userId);
    if (!user) throw notFound('user.notFound');
    const roles = await rolesOfUser(ctx.deps.db, user.id);
    return roles.map((r) => ({ ...r, name: roleName(r, ctx.lang) }));
  });
}
