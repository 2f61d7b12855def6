import type { FastifyInstance } from 'fastify';
import { calls, type CloudResourceType } from '@ecloud/contract';
import { serve, type CachedAnswer } from '../../lib/serve-call.ts';
import { hostAction } from './host-action.service.ts';
import {
  listResources,
  resourceCounts,
  resourceDetail,
  resourceRegions,
} from './resources.service.ts';
import { quotaRoutes } from './quota.routes.ts';
import { tagRoutes } from './tags.routes.ts';

/** The list call of each resource type: the inventory list with its type fixed. */
const TYPED_LISTS: [typeof calls.hostList, CloudResourceType][] = [
  [calls.hostList, 'host'],
  [calls.diskList, 'disk'],
  [calls.databaseList, 'database'],
  [calls.redisList, 'redis'],
  [calls.mongoList, 'mongo'],
  [calls.eipList, 'eip'],
  [calls.vpcList, 'vpc'],
  [calls.subnetList, 'subnet'],
];

/** An inventory page reads these tables and depends on the tenant and its input alone. */
const INVENTORY_PAGE: CachedAnswer = {
  tables: ['resources', 'cloud_accounts', 'resource_tags', 'tags'],
  scope: (ctx) => ctx.auth.user.tenantId,
};

/** The resources domain: the inventory, host actions, console tags and quota requests. */
export function resourcesRoutes(app: FastifyInstance): void {
  for (const [def, type] of TYPED_LISTS) {
    serve(app, def, (ctx, input) => listResources(ctx, { ...input, type }), INVENTORY_PAGE);
  }
  serve(app, calls.resourceList, (ctx, input) => listResources(ctx, input), INVENTORY_PAGE);
  serve(app, calls.resourceDetail, (ctx, input) => resourceDetail(ctx, input));
  serve(app, calls.resourceCounts, (ctx, input) => resourceCounts(ctx, input));
  serve(app, calls.resourceRegions, (ctx, input) => resourceRegions(ctx, input));
  serve(app, calls.hostAction, (ctx, input) => hostAction(ctx, input));
  tagRoutes(app);
  quotaRoutes(app);
}
