import { ALL_CLOUDS, cloudIdOf, type calls, type ViewCloud } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { ServiceOf } from '../../lib/call-types.ts';
import { badInput, notFound } from '../../lib/errors.ts';
import { distinct, requireAll } from '../../lib/all-or-none.ts';
import { listResources } from '../resources/resources.service.ts';
import * as repo from './views.repository.ts';

const tenantOf = (ctx: ServiceContext) => ctx.auth.user.tenantId;

export const listViews: ServiceOf<typeof calls.monitorViewList> = async (ctx, input) => {
  const { views, groups } = await repo.listViews(ctx.deps.db, tenantOf(ctx), input.cloudCode);
  return views.map((v) => ({
    id: v.id,
    name: v.name,
    sort: v.sort,
    cloudId: cloudIdOf(v.cloudCode as ViewCloud),
    cloudCode: v.cloudCode as ViewCloud,
    businessType: v.businessType,
    groups: groups
      .filter((g) => g.viewId === v.id)
      .map(({ id, name, sort, resourceCount }) => ({ id, name, sort, resourceCount })),
    createdAt: v.createdAt.toISOString(),
  }));
};

export const createView: ServiceOf<typeof calls.monitorViewCreate> = async (ctx, input) => {
  return { id: await repo.insertView(ctx.deps.db, tenantOf(ctx), input, ctx.deps.now()) };
};

/** A view narrowed to one cloud must not leave resources of another in its groups. */
export const updateView: ServiceOf<typeof calls.monitorViewUpdate> = async (ctx, input) => {
  const { id, ...fields } = input;
  return ctx.deps.db.transaction(async (tx) => {
    if (!(await repo.findView(tx, tenantOf(ctx), id))) throw notFound('monitor.viewNotFound');
    if (fields.cloudCode !== ALL_CLOUDS) {
      const others = (await repo.providersInView(tx, tenantOf(ctx), id)).filter(
        (p) => p !== fields.cloudCode,
      );
      if (others.length) throw badInput('monitor.viewCloudInUse', { clouds: others.join(', ') });
    }
    await repo.updateView(tx, tenantOf(ctx), id, fields, ctx.deps.now());
    return { id };
  });
};

export const deleteView: ServiceOf<typeof calls.monitorViewDelete> = async (ctx, input) => {
  const affected = await repo.deleteView(ctx.deps.db, tenantOf(ctx), input.id);
  if (!affected) throw notFound('monitor.viewNotFound');
  return { affected };
};

/**
 * The resources must all be the caller's (a foreign id is unknown, 404) and of the view's cloud
 * (a view of every cloud takes any).
 */
async function checkResources(
  tx: DbOrTx,
  tenantId: string,
  cloudCode: string,
  ids: string[],
): Promise<void> {
  const found = await repo.ownedResources(tx, tenantId, ids);
  requireAll(found.length, ids, 'monitor.resourceNotFound');
  const wrong = found.filter((r) => cloudCode !== ALL_CLOUDS && r.provider !== cloudCode);
  if (wrong.length) throw badInput('monitor.resourceCloud', { cloud: cloudCode });
}

export const createGroup: ServiceOf<typeof calls.monitorGroupCreate> = async (ctx, input) => {
  const tenantId = tenantOf(ctx);
  const ids = distinct(input.resourceIds);
  return ctx.deps.db.transaction(async (tx) => {
    const view = await repo.findView(tx, tenantId, input.viewId);
    if (!view) throw notFound('monitor.viewNotFound');
    await checkResources(tx, tenantId, view.cloudCode, ids);
    const now = ctx.deps.now();
    const id = await repo.insertGroup(tx, tenantId, input, now);
    await repo.addToGroup(tx, tenantId, id, ids, now);
    return { id };
  });
};

export const updateGroup: ServiceOf<typeof calls.monitorGroupUpdate> = async (ctx, input) => {
  const { id, ...fields } = input;
  if (!(await repo.updateGroup(ctx.deps.db, tenantOf(ctx), id, fields, ctx.deps.now())))
    throw notFound('monitor.groupNotFound');
  return { id };
};

export const deleteGroup: ServiceOf<typeof calls.monitorGroupDelete> = async (ctx, input) => {
  const affected = await repo.deleteGroup(ctx.deps.db, tenantOf(ctx), input.id);
  if (!affected) throw notFound('monitor.groupNotFound');
  return { affected };
};

/** Puts resources into a group or takes them out: all of them or none. */
export const assignResources: ServiceOf<typeof calls.monitorGroupAssign> = async (ctx, input) => {
  const tenantId = tenantOf(ctx);
  const ids = distinct(input.resourceIds);
  return ctx.deps.db.transaction(async (tx) => {
    const group = await repo.findGroup(tx, tenantId, input.groupId);
    if (!group) throw notFound('monitor.groupNotFound');
    if (input.remove) return { affected: await repo.removeFromGroup(tx, tenantId, group.id, ids) };
    const view = await repo.findView(tx, tenantId, group.viewId);
    await checkResources(tx, tenantId, view!.cloudCode, ids);
    return { affected: await repo.addToGroup(tx, tenantId, group.id, ids, ctx.deps.now()) };
  });
};

/** A group's resources: the inventory's own list, narrowed to the group. */
export const groupResources: ServiceOf<typeof calls.monitorGroupResources> = async (ctx, input) => {
  const { groupId, ...list } = input;
  if (!(await repo.findGroup(ctx.deps.db, tenantOf(ctx), groupId)))
    throw notFound('monitor.groupNotFound');
  return listResources(ctx, { ...list, inGroup: groupId });
};
