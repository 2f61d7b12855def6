import type { FastifyInstance } from 'fastify';
import type { Deps } from '../lib/deps.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { authRoutes } from './identity/auth.routes.ts';
import { userRoutes } from './identity/users.routes.ts';
import { roleRoutes } from './identity/roles.routes.ts';
import { messagesRoutes } from './messages/messages.routes.ts';
import { exportRoutes } from './export/export.routes.ts';
import { cloudRoutes } from './cloud/cloud.routes.ts';
import { resourcesRoutes } from './resources/resources.routes.ts';
import { syncWorker } from '../jobs/sync-worker.ts';
import { resealOnStart } from '../jobs/reseal-secrets.ts';
import { billingRoutes } from './billing/billing.routes.ts';
import { voucherExpiryWorker } from './billing/voucher-expiry.worker.ts';

/**
 * Every domain's routes, one register function per domain (`<domain>Routes` in
 * `<domain>/<domain>.routes.ts`, which registers the domain's other route files). A new
 * domain adds its function here.
 */
export const ROUTES: readonly ((app: FastifyInstance) => void)[] = [
  authRoutes,
  userRoutes,
  roleRoutes,
  messagesRoutes,
  exportRoutes,
  cloudRoutes,
  resourcesRoutes,
  billingRoutes,
];

/**
 * Background work a server process runs while it serves (queues, schedules). Each starts with
 * the app's dependencies and returns how to stop it; the server stops them before closing the
 * database. A new domain adds its worker here.
 */
export type BackgroundWorker = (
  deps: Deps,
  database: DatabaseHandle,
) => Promise<() => Promise<void>>;
export const WORKERS: readonly BackgroundWorker[] = [
  resealOnStart,
  syncWorker,
  voucherExpiryWorker,
];
