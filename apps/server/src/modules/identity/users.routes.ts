import type { FastifyInstance } from 'fastify';
import { calls } from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
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
  serve(app, calls.userGet, (ctx, input) => getUserDetail(ctx, input.id));
  serve(app, calls.userFind, (ctx, input) => findUsers(ctx, input));
  serve(app, calls.userCreate, (ctx, input) => createUser(ctx, input));
  serve(app, calls.userCheckExist, (ctx, input) => usernameExists(ctx, input));
  serve(app, calls.userModify, (ctx, input) => modifyUser(ctx, input));
  serve(app, calls.userDelete, (ctx, input) => deleteUsers(ctx, input.ids));
  serve(app, calls.userLockouts, (ctx) => listLockouts(ctx));
  serve(app, calls.userLockoutClear, (ctx, input) => clearLockout(ctx, input.userId));
}
