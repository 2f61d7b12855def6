import type { calls } from '@ecloud/contract';
import {
  CLOUD_RESOURCE_TYPES,
  type CloudResourceType,
  type ProviderCode,
  type Resource,
} from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { CallIn, CallOut, ServiceOf } from '../../lib/call-types.ts';
import { notFound } from '../../lib/errors.ts';
import { countsByType, regionsInUse } from './inventory-stats.repository.ts';
import * as repo from './resources.repository.ts';
import { splitPaging } from '../../lib/paging.ts';

type ListInput = CallIn<typeof calls.resourceList>;

/** One page of the inventory; the per-type lists pass their type, monitoring its group. */
export async function listResources(
  ctx: ServiceContext,
  input: ListInput & { type?: CloudResourceType; inGroup?: string },
): Promise<CallOut<typeof calls.resourceList>> {
  const { tenantId } = ctx.auth.user;
  const { filter, paging } = splitPaging(input);
  const { list, total, totalIsLowerBound } = await repo.listResources(
    ctx.deps.db,
    tenantId,
    filter,
    paging,
  );
  return {
    list,
    total,
    page: input.page,
    pageSize: input.pageSize,
    ...(totalIsLowerBound && { totalIsLowerBound }),
  };
}

/** A resource with what it is connected to (its host, disks, addresses, network). */
export const resourceDetail: ServiceOf<typeof calls.resourceDetail> = async (ctx, input) => {
  const { tenantId } = ctx.auth.user;
  const r = await repo.resourceById(ctx.deps.db, tenantId, input.id);
  if (!r) throw notFound('resource.notFound');
  const rel = await repo.relatedOf(ctx.deps.db, tenantId, r);
  const all = [
    r,
    ...[rel.host, rel.vpc, rel.subnet].filter((x) => x !== null),
    ...rel.disks,
    ...rel.eips,
    ...rel.subnets,
    ...rel.hosts,
  ];
  const shaped = new Map(
    (await repo.toResources(ctx.deps.db, tenantId, all)).map((x) => [x.id, x]),
  );
  const get = (x: { id: string } | null): Resource | null => (x ? shaped.get(x.id)! : null);
  const list = (xs: { id: string }[]) => xs.map((x) => shaped.get(x.id)!);
  return {
    ...shaped.get(r.id)!,
    related: {
      host: get(rel.host),
      disks: list(rel.disks),
      eips: list(rel.eips),
      vpc: get(rel.vpc),
      subnet: get(rel.subnet),
      subnets: list(rel.subnets),
      hosts: list(rel.hosts),
    },
  };
};

export const resourceCounts: ServiceOf<typeof calls.resourceCounts> = async (ctx, input) => {
  const rows = await countsByType(ctx.deps.db, ctx.auth.user.tenantId, input);
  const by = new Map(rows.map((r) => [r.type, r]));
  return CLOUD_RESOURCE_TYPES.map((type) => ({
    type,
    count: by.get(type)?.count ?? 0,
    running: by.get(type)?.running ?? 0,
  }));
};

export const resourceRegions: ServiceOf<typeof calls.resourceRegions> = async (ctx, input) => {
  const rows = await regionsInUse(ctx.deps.db, ctx.auth.user.tenantId, input);
  return rows.map((r) => ({ ...r, provider: r.provider as ProviderCode }));
};
