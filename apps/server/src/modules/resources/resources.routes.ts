import type { FastifyInstance } from 'fastify';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  CLOUD_RESOURCE_TYPES,
  calls,
  type CallDef,
  type CloudResourceType,
  type ProviderCode,
  type Resource,
  type ResourceStatus,
} from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
import { notFound } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import type { AuthedContext } from '../../lib/request-context.ts';
import { cloudAccounts, resources } from '../../db/schema/index.ts';
import { CloudError, type HostAction } from '../../cloud/adapter.ts';
import { ACTION_REFRESH_MS, enqueueSync } from '../sync/index.ts';
import { adapterForAccount } from '../../cloud/account-adapter.ts';
import {
  listResources,
  relatedOf,
  resourceById,
  toResources,
  type ResourceFilter,
  type ResourceSortField,
} from './resources.repository.ts';

type ListInput = ResourceFilter & {
  page: number;
  pageSize: number;
  sortField?: ResourceSortField;
  sortOrder?: string;
};

async function page(ctx: AuthedContext, input: ListInput) {
  const { page: p, pageSize, sortField, sortOrder, ...filter } = input;
  const { rows, total } = await listResources(ctx.deps.db, ctx.auth.user.tenantId, filter, {
    page: p,
    pageSize,
    sortField,
    sortOrder,
  });
  return { list: await toResources(ctx.deps.db, rows), total, page: p, pageSize };
}

const TRANSITION: Record<HostAction, ResourceStatus> = {
  start: 'starting',
  stop: 'stopping',
  reboot: 'rebooting',
};

export function resourceRoutes(app: FastifyInstance): void {
  const typed: [CallDef, CloudResourceType][] = [
    [calls.hostList, 'host'],
    [calls.diskList, 'disk'],
    [calls.databaseList, 'database'],
    [calls.redisList, 'redis'],
    [calls.mongoList, 'mongo'],
    [calls.eipList, 'eip'],
    [calls.vpcList, 'vpc'],
    [calls.subnetList, 'subnet'],
  ];
  for (const [def, type] of typed) {
    serve(app, def as typeof calls.hostList, async (ctx, input) => page(ctx, { ...input, type }));
  }

  serve(app, calls.resourceList, async (ctx, input) => page(ctx, input));

  serve(app, calls.resourceDetail, async (ctx, input) => {
    const r = await resourceById(ctx.deps.db, ctx.auth.user.tenantId, input.id);
    if (!r) throw notFound('resource.notFound');
    const rel = await relatedOf(ctx.deps.db, r);
    const all = [
      r,
      ...[rel.host, rel.vpc, rel.subnet].filter((x) => x !== null),
      ...rel.disks,
      ...rel.eips,
      ...rel.subnets,
      ...rel.hosts,
    ];
    const shaped = new Map((await toResources(ctx.deps.db, all)).map((x) => [x.id, x]));
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
  });

  serve(app, calls.resourceCounts, async (ctx, input) => {
    const rows = await ctx.deps.db
      .select({
        type: resources.type,
        count: count(),
        running: sql<number>`count(*) filter (where ${resources.status} = 'running')`.mapWith(
          Number,
        ),
      })
      .from(resources)
      .where(
        and(
          eq(resources.tenantId, ctx.auth.user.tenantId),
          isNull(resources.deletedAt),
          input.provider ? eq(resources.provider, input.provider) : undefined,
          input.accountId ? eq(resources.accountId, input.accountId) : undefined,
        ),
      )
      .groupBy(resources.type);
    const by = new Map(rows.map((r) => [r.type, r]));
    return CLOUD_RESOURCE_TYPES.map((type) => ({
      type,
      count: by.get(type)?.count ?? 0,
      running: by.get(type)?.running ?? 0,
    }));
  });

  serve(app, calls.resourceRegions, async (ctx, input) => {
    const rows = await ctx.deps.db
      .select({ provider: resources.provider, region: resources.region, count: count() })
      .from(resources)
      .where(
        and(
          eq(resources.tenantId, ctx.auth.user.tenantId),
          isNull(resources.deletedAt),
          input.provider ? eq(resources.provider, input.provider) : undefined,
          input.accountId ? eq(resources.accountId, input.accountId) : undefined,
          input.type ? eq(resources.type, input.type) : undefined,
        ),
      )
      .groupBy(resources.provider, resources.region)
      .orderBy(resources.provider, resources.region);
    return rows.map((r) => ({ ...r, provider: r.provider as ProviderCode }));
  });

  /**
   * Asks each host's cloud to act, one call per account and region. The row shows the
   * transition at once (stopping ...) and a refresh of those hosts is queued; the status
   * then follows what the cloud reports.
   */
  serve(app, calls.hostAction, async (ctx, input) => {
    const { tenantId } = ctx.auth.user;
    const ids = [...new Set(input.ids)];
    const rows = await ctx.deps.db
      .select({ r: resources, account: cloudAccounts })
      .from(resources)
      .innerJoin(cloudAccounts, eq(cloudAccounts.id, resources.accountId))
      .where(and(eq(resources.tenantId, tenantId), inArray(resources.id, ids)));
    if (rows.length !== ids.length) throw notFound('resource.notFound');
    const results = new Map<
      string,
      {
        id: string;
        ok: boolean;
        status: ResourceStatus;
        message: string | null;
        requestId: string | null;
      }
    >();
    const fail = (id: string, status: string, message: string, requestId: string | null = null) =>
      results.set(id, { id, ok: false, status: status as ResourceStatus, message, requestId });
    const groups = new Map<string, typeof rows>();
    for (const row of rows) {
      const { r, account } = row;
      if (r.type !== 'host')
        fail(r.id, r.status, translate(ctx.lang, 'resource.notHost', { name: r.name }));
      else if (r.deletedAt)
        fail(r.id, r.status, translate(ctx.lang, 'resource.hostGone', { name: r.name }));
      else if (account.status !== 1) {
        fail(
          r.id,
          r.status,
          translate(ctx.lang, 'resource.accountDisabled', { name: r.name, account: account.name }),
        );
      } else {
        const key = `${account.id}|${r.region}`;
        groups.set(key, [...(groups.get(key) ?? []), row]);
      }
    }
    const now = ctx.deps.now();
    for (const group of groups.values()) {
      const { account } = group[0]!;
      const region = group[0]!.r.region;
      try {
        await adapterForAccount(ctx.deps, account, 'interactive').hostAction(
          region,
          group.map((g) => g.r.providerId),
          input.action,
        );
      } catch (err) {
        const ce = err instanceof CloudError ? err : null;
        const message = err instanceof Error ? err.message : String(err);
        for (const g of group) fail(g.r.id, g.r.status, message, ce?.requestId ?? null);
        continue;
      }
      const status = TRANSITION[input.action];
      await ctx.deps.db.transaction(async (tx) => {
        await tx
          .update(resources)
          .set({ status, pendingAction: input.action, pendingSince: now })
          .where(
            inArray(
              resources.id,
              group.map((g) => g.r.id),
            ),
          );
        await enqueueSync(tx, {
          tenantId,
          accountId: account.id,
          trigger: 'action',
          now,
          scope: [`host:${region}`],
          runAfter: new Date(now.getTime() + ACTION_REFRESH_MS),
        });
      });
      for (const g of group)
        results.set(g.r.id, { id: g.r.id, ok: true, status, message: null, requestId: null });
    }
    const list = ids.map((id) => results.get(id)!);
    return { results: list, affected: list.filter((r) => r.ok).length };
  });
}
