import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import { findRoles, findUserRoles } from './roles.service.ts';

export function roleRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    roleFindAll: findRoles,
    roleFindUser: findUserRoles,
  });
}
