import type { FastifyInstance } from 'fastify';
import type { Deps } from '../lib/deps.ts';
import { identityRoutes } from './identity/identity.routes.ts';
import { messagesRoutes } from './messages/messages.routes.ts';
import { exportRoutes } from './export/export.routes.ts';
import { cloudRoutes } from './cloud/cloud.routes.ts';
import { resourcesRoutes } from './resources/resources.routes.ts';
import { billingRoutes } from './billing/billing.routes.ts';
import { workOrdersRoutes } from './workorders/workorders.routes.ts';
import { enterpriseServicesRoutes } from './enterprise-services/enterprise-services.routes.ts';
import { newsRoutes } from './news/news.routes.ts';
import { reportsRoutes } from './reports/reports.routes.ts';
import { ordersRoutes } from './orders/orders.routes.ts';
import { monitoringRoutes } from './monitoring/monitoring.routes.ts';
import { costsRoutes } from './costs/costs.routes.ts';
import { renewalsRoutes } from './orders/renewals.routes.ts';
import { notifyRoutes } from './notify/notify.routes.ts';
import type { JobKind } from '../jobs/index.ts';
import { cloudJobKinds } from './cloud/cloud.jobs.ts';
import { syncJobKinds } from './sync/sync.jobs.ts';
import { quotaJobKinds } from './resources/quota.jobs.ts';
import { billingJobKinds } from './billing/billing.jobs.ts';
import { reportsJobKinds } from './reports/reports.jobs.ts';
import { ordersJobKinds } from './orders/orders.jobs.ts';
import { mailJobKinds } from './mail/mail.jobs.ts';
import { monitoringJobKinds } from './monitoring/monitoring.jobs.ts';
import { costsJobKinds } from './costs/costs.jobs.ts';
import { renewalJobKinds } from './orders/renewals.jobs.ts';
import { notifyJobKinds } from './notify/notify.jobs.ts';

/**
 * Every domain's routes, one register function per domain (`<domain>Routes` in
 * `<domain>/<domain>.routes.ts`, which registers the domain's other route files). A new
 * domain adds its function here.
 */
export const ROUTES: readonly ((app: FastifyInstance) => void)[] = [
  identityRoutes,
  messagesRoutes,
  exportRoutes,
  cloudRoutes,
  resourcesRoutes,
  billingRoutes,
  workOrdersRoutes,
  enterpriseServicesRoutes,
  newsRoutes,
  reportsRoutes,
  ordersRoutes,
  monitoringRoutes,
  costsRoutes,
  renewalsRoutes,
  notifyRoutes,
];

/**
 * Every domain's background work: each `<domain>.jobs.ts` answers the job kinds it registers
 * with the one runner (jobs/runner.ts) that every server process starts. A new domain adds its
 * function here.
 */
export type JobRegistration = (deps: Deps) => readonly JobKind[];
export const JOBS: readonly JobRegistration[] = [
  cloudJobKinds,
  syncJobKinds,
  quotaJobKinds,
  billingJobKinds,
  reportsJobKinds,
  ordersJobKinds,
  mailJobKinds,
  monitoringJobKinds,
  costsJobKinds,
  renewalJobKinds,
  notifyJobKinds,
];
