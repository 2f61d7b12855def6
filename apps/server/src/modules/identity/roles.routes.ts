import type { FastifyInstance } from 'fastify';
import { calls } from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
import { findRoles, findUserRoles } from './roles.service.ts';

export function roleRoutes(app: FastifyInstance): void {
  serve(app, calls.roleFindAll, (ctx) => findRoles(ctx));
  serve(app, calls.roleFindUser, (ctx, input) => findUserRoles(ctx, input));
}
