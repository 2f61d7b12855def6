import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth.routes.ts';
import { roleRoutes } from './roles.routes.ts';
import { userRoutes } from './users.routes.ts';

/** The identity domain: sign-in and sessions, users (and their lockouts), roles. */
export function identityRoutes(app: FastifyInstance): void {
  authRoutes(app);
  userRoutes(app);
  roleRoutes(app);
}
