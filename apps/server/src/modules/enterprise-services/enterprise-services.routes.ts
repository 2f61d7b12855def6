import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import * as svc from './enterprise-services.service.ts';

export function enterpriseServicesRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    serviceList: svc.listServices,
    serviceDetail: svc.serviceDetail,
    serviceRequest: svc.requestService,
    serviceCatalogue: svc.serviceCatalogue,
    serviceSave: svc.saveService,
  });
}
