import type { FastifyInstance } from 'fastify';
import { calls } from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
import { serveCalls } from '../../lib/serve-calls.ts';
import {
  createUser,
  deleteUsers,
  findUsers,
  getUserDetail,
  modifyUser,
  usernameExists,
} from './users.service.ts';
import { clearLockout, listLockouts } from './lockouts.service.ts';

export function userRoutes(app: FastifyInstance): void {
  // Role names are in the reader's language; kept until a user, role or binding changes.
  serve(app, calls.userFind, findUsers, {
    tables: ['users', 'user_roles', 'roles'],
    scope: (ctx) => `${ctx.auth.user.tenantId}\n${ctx.lang}`,
  });
  serve(app, calls.userGet, (ctx, input) => getUserDetail(ctx, input.id));
  serveCalls(app, {
    userCreate: createUser,
    userCheckExist: usernameExists,
    userModify: modifyUser,
    userLockouts: listLockouts,
  });
  serve(app, calls.userDelete, (ctx, input) => deleteUsers(ctx, input.ids));
  serve(app, calls.userLockoutClear, (ctx, input) => clearLockout(ctx, input.userId));
}
