import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { calls } from '@ecloud/contract';
import { isUniqueViolation } from '../cloud/db-errors.ts';
import { serve } from '../../lib/serve-call.ts';
import type { AuthedContext } from '../../lib/request-context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { qualified } from '../../db/sql.ts';
import { resourceTags, resources, tags } from '../../db/schema/index.ts';
import { likePattern } from '../cloud/accounts.repository.ts';

/** Bindings of a tag to live resources (a resource gone from its cloud no longer counts). */
const usage =
  sql<number>`(select count(*) from resource_tags rt join resources r on r.id = rt.resource_id
  where rt.tag_id = ${qualified(tags, tags.id)} and r.deleted_at is null)`.mapWith(Number);

export function tagRoutes(app: FastifyInstance): void {
  serve(app, calls.tagList, async (ctx, input) => {
    const { tenantId } = ctx.auth.user;
    const where = and(
      eq(tags.tenantId, tenantId),
      input.key ? eq(tags.key, input.key) : undefined,
      input.keyword
        ? or(
            ilike(tags.key, likePattern(input.keyword)),
            ilike(tags.value, likePattern(input.keyword)),
          )
        : undefined,
    );
    const sortCol =
      input.sortField === 'usageCount'
        ? usage
        : input.sortField === 'value'
          ? tags.value
          : input.sortField === 'createdAt'
            ? tags.createdAt
            : tags.key;
    const dir = input.sortOrder === 'descend' ? desc : asc;
    const [rows, [total]] = await Promise.all([
      ctx.deps.db
        .select({ t: tags, usageCount: usage })
        .from(tags)
        .where(where)
        .orderBy(dir(sortCol), asc(tags.key), asc(tags.value), asc(tags.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      ctx.deps.db.select({ n: count() }).from(tags).where(where),
    ]);
    return {
      list: rows.map(({ t, usageCount }) => ({
        id: t.id,
        key: t.key,
        value: t.value,
        usageCount,
        createdAt: t.createdAt.toISOString(),
        updatedAt: t.updatedAt.toISOString(),
      })),
      total: total?.n ?? 0,
      page: input.page,
      pageSize: input.pageSize,
    };
  });

  serve(app, calls.tagOptions, async (ctx) =>
    ctx.deps.db
      .select({ id: tags.id, key: tags.key, value: tags.value })
      .from(tags)
      .where(eq(tags.tenantId, ctx.auth.user.tenantId))
      .orderBy(asc(tags.key), asc(tags.value)),
  );

  serve(app, calls.tagCreate, async (ctx, input) => {
    const now = ctx.deps.now();
    try {
      const [row] = await ctx.deps.db
        .insert(tags)
        .values({
          tenantId: ctx.auth.user.tenantId,
          key: input.key,
          value: input.value,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: tags.id });
      return { id: row!.id };
    } catch (err) {
      if (isUniqueViolation(err))
        throw conflict('tag.exists', { key: input.key, value: input.value });
      throw err;
    }
  });

  serve(app, calls.tagUpdate, async (ctx, input) => {
    try {
      const [row] = await ctx.deps.db
        .update(tags)
        .set({ key: input.key, value: input.value, updatedAt: ctx.deps.now() })
        .where(and(eq(tags.tenantId, ctx.auth.user.tenantId), eq(tags.id, input.id)))
        .returning({ id: tags.id });
      if (!row) throw notFound('tag.notFound');
      return { id: row.id };
    } catch (err) {
      if (isUniqueViolation(err))
        throw conflict('tag.exists', { key: input.key, value: input.value });
      throw err;
    }
  });

  serve(app, calls.tagDelete, async (ctx, input) =>
    ctx.deps.db.transaction(async (tx) => {
      const mine = await tx
        .select({ id: tags.id })
        .from(tags)
        .where(and(eq(tags.tenantId, ctx.auth.user.tenantId), inArray(tags.id, input.ids)));
      const ids = mine.map((t) => t.id);
      if (!ids.length) return { affected: 0, unbound: 0 };
      const unbound = await tx
        .delete(resourceTags)
        .where(inArray(resourceTags.tagId, ids))
        .returning({ id: resourceTags.tagId });
      const deleted = await tx.delete(tags).where(inArray(tags.id, ids)).returning({ id: tags.id });
      return { affected: deleted.length, unbound: unbound.length };
    }),
  );

  /** Both sides must be the caller's: any foreign id refuses the whole request. */
  const checkOwned = async (ctx: AuthedContext, tagIds: string[], resourceIds: string[]) => {
    const { tenantId } = ctx.auth.user;
    const [[t], [r]] = await Promise.all([
      ctx.deps.db
        .select({ n: count() })
        .from(tags)
        .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, tagIds))),
      ctx.deps.db
        .select({ n: count() })
        .from(resources)
        .where(and(eq(resources.tenantId, tenantId), inArray(resources.id, resourceIds))),
    ]);
    if ((t?.n ?? 0) !== tagIds.length) throw notFound('tag.notFound');
    if ((r?.n ?? 0) !== resourceIds.length) throw notFound('tag.resourceNotFound');
  };

  serve(app, calls.tagBind, async (ctx, input) => {
    const tagIds = [...new Set(input.tagIds)];
    const resourceIds = [...new Set(input.resourceIds)];
    await checkOwned(ctx, tagIds, resourceIds);
    const now = ctx.deps.now();
    const values = tagIds.flatMap((tagId) =>
      resourceIds.map((resourceId) => ({
        tagId,
        resourceId,
        tenantId: ctx.auth.user.tenantId,
        createdAt: now,
      })),
    );
    let affected = 0;
    for (let i = 0; i < values.length; i += 1000) {
      const rows = await ctx.deps.db
        .insert(resourceTags)
        .values(values.slice(i, i + 1000))
        .onConflictDoNothing()
        .returning({ id: resourceTags.tagId });
      affected += rows.length;
    }
    return { affected };
  });

  serve(app, calls.tagUnbind, async (ctx, input) => {
    const tagIds = [...new Set(input.tagIds)];
    const resourceIds = [...new Set(input.resourceIds)];
    await checkOwned(ctx, tagIds, resourceIds);
    const rows = await ctx.deps.db
      .delete(resourceTags)
      .where(
        and(
          eq(resourceTags.tenantId, ctx.auth.user.tenantId),
          inArray(resourceTags.tagId, tagIds),
          inArray(resourceTags.resourceId, resourceIds),
        ),
      )
      .returning({ id: resourceTags.tagId });
    return { affected: rows.length };
  });
}
