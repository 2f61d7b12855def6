import type { calls } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { CallIn, CallOut, ServiceOf } from '../../lib/call-types.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { allOrNone, distinct, requireAll } from '../../lib/all-or-none.ts';
import { isUniqueViolation } from '../cloud/db-errors.ts';
import * as repo from './tags.repository.ts';
import { splitPaging } from '../../lib/paging.ts';

/** A bind this large refreshes the bindings' statistics (the tag filter's plan reads them). */
export const ANALYZE_AFTER_BINDINGS = 500;

const taken = (err: unknown, t: { key: string; value: string }) =>
  isUniqueViolation(err) ? conflict('tag.exists', { key: t.key, value: t.value }) : err;

export const listTags: ServiceOf<typeof calls.tagList> = async (ctx, input) => {
  const { filter, paging } = splitPaging(input);
  const found = await repo.listTags(ctx.deps.db, ctx.auth.user.tenantId, filter, paging);
  return {
    ...found,
    list: found.list.map(({ t, usageCount }) => ({
      id: t.id,
      key: t.key,
      value: t.value,
      usageCount,
      createdAt: t.createdAt.toISOString(),
      updatedAt: t.updatedAt.toISOString(),
    })),
  };
};

export function tagOptions(
  ctx: ServiceContext,
  _input: CallIn<typeof calls.tagOptions>,
): Promise<CallOut<typeof calls.tagOptions>> {
  return repo.tagOptions(ctx.deps.db, ctx.auth.user.tenantId);
}

export const createTag: ServiceOf<typeof calls.tagCreate> = async (ctx, input) => {
  try {
    return { id: await repo.insertTag(ctx.deps.db, ctx.auth.user.tenantId, input, ctx.deps.now()) };
  } catch (err) {
    throw taken(err, input);
  }
};

export const updateTag: ServiceOf<typeof calls.tagUpdate> = async (ctx, input) => {
  let id: string | undefined;
  try {
    id = await repo.updateTag(ctx.deps.db, ctx.auth.user.tenantId, input.id, input, ctx.deps.now());
  } catch (err) {
    throw taken(err, input);
  }
  if (!id) throw notFound('tag.notFound');
  return { id };
};

/** Deletes the tags and their bindings: all of them, or none when one is not the caller's. */
export const deleteTags: ServiceOf<typeof calls.tagDelete> = async (ctx, input) => {
  return allOrNone(ctx.deps.db, input.ids, 'tag.notFound', (tx, ids) =>
    repo.deleteTags(tx, ctx.auth.user.tenantId, ids),
  );
};

/**
 * Binds or unbinds (`change`) tags and resources that must all be the caller's: any foreign id
 * refuses the whole request.
 */
async function onOwned(
  ctx: ServiceContext,
  input: { tagIds: string[]; resourceIds: string[] },
  change: (
    db: DbOrTx,
    tenantId: string,
    tagIds: string[],
    resourceIds: string[],
  ) => Promise<number>,
): Promise<{ affected: number }> {
  const { tenantId } = ctx.auth.user;
  const tagIds = distinct(input.tagIds);
  const resourceIds = distinct(input.resourceIds);
  const n = await repo.ownedCounts(ctx.deps.db, tenantId, tagIds, resourceIds);
  requireAll(n.tags, tagIds, 'tag.notFound');
  requireAll(n.resources, resourceIds, 'tag.resourceNotFound');
  return { affected: await change(ctx.deps.db, tenantId, tagIds, resourceIds) };
}

export const bindTags: ServiceOf<typeof calls.tagBind> = async (ctx, input) => {
  const bound = await onOwned(ctx, input, (db, tenantId, tagIds, resourceIds) =>
    repo.bindTags(db, tenantId, tagIds, resourceIds, ctx.deps.now()),
  );
  if (bound.affected >= ANALYZE_AFTER_BINDINGS) await repo.refreshBindingStats(ctx.deps.db);
  return bound;
};

export const unbindTags = (ctx: ServiceContext, input: CallIn<typeof calls.tagUnbind>) =>
  onOwned(ctx, input, repo.unbindTags);
