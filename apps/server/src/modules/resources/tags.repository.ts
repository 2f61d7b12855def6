import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deleteOwned, ofTenant, ownedId, qualified, insertId } from '../../db/sql.ts';
import { resourceTags, resources, tags } from '../../db/schema/index.ts';
import { pageOf } from '../../db/page.ts';
import { likePattern } from '../cloud/accounts.repository.ts';

/** Bindings of a tag to live resources (a resource gone from its cloud no longer counts). */
const usage =
  sql<number>`(select count(*) from resource_tags rt join resources r on r.id = rt.resource_id
  where rt.tag_id = ${qualified(tags, tags.id)} and r.deleted_at is null)`.mapWith(Number);

export interface TagFilter {
  key?: string;
  keyword?: string;
}

export interface TagPage {
  page: number;
  pageSize: number;
  sortField?: 'key' | 'value' | 'usageCount' | 'createdAt';
  sortOrder?: 'ascend' | 'descend';
}

export function listTags(db: DbOrTx, tenantId: string, f: TagFilter, p: TagPage) {
  const where = and(
    eq(tags.tenantId, tenantId),
    f.key ? eq(tags.key, f.key) : undefined,
    f.keyword
      ? or(ilike(tags.key, likePattern(f.keyword)), ilike(tags.value, likePattern(f.keyword)))
      : undefined,
  );
  const sortCol =
    p.sortField === 'usageCount'
      ? usage
      : p.sortField === 'value'
        ? tags.value
        : p.sortField === 'createdAt'
          ? tags.createdAt
          : tags.key;
  const dir = p.sortOrder === 'descend' ? desc : asc;
  return pageOf(
    db,
    {
      select: { t: tags, usageCount: usage },
      from: tags,
      where,
      orderBy: [dir(sortCol), asc(tags.key), asc(tags.value), asc(tags.id)],
    },
    p,
    (r) => r,
  );
}

export function tagOptions(db: DbOrTx, tenantId: string) {
  return db
    .select({ id: tags.id, key: tags.key, value: tags.value })
    .from(tags)
    .where(eq(tags.tenantId, tenantId))
    .orderBy(asc(tags.key), asc(tags.value));
}

export async function insertTag(
  db: DbOrTx,
  tenantId: string,
  t: { key: string; value: string },
  now: Date,
): Promise<string> {
  return insertId(db, tags, {
    tenantId,
    key: t.key,
    value: t.value,
    createdAt: now,
    updatedAt: now,
  });
}

/** Renames the tenant's tag; undefined when it has no such tag. */
export async function updateTag(
  db: DbOrTx,
  tenantId: string,
  id: string,
  t: { key: string; value: string },
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(tags)
    .set({ key: t.key, value: t.value, updatedAt: now })
    .where(ownedId(tags, tenantId, id))
    .returning({ id: tags.id });
  return row?.id;
}

/** Deletes the tenant's tags and their bindings; counts both. */
export async function deleteTags(db: DbOrTx, tenantId: string, ids: string[]) {
  if (!ids.length) return { affected: 0, unbound: 0 };
  const unbound = await db
    .delete(resourceTags)
    .where(and(eq(resourceTags.tenantId, tenantId), inArray(resourceTags.tagId, ids)))
    .returning({ id: resourceTags.tagId });
  const affected = await deleteOwned(db, tags, tenantId, ids);
  return { affected, unbound: unbound.length };
}

/** How many of the ids are the tenant's tags, and how many are the tenant's resources. */
export async function ownedCounts(
  db: DbOrTx,
  tenantId: string,
  tagIds: string[],
  resourceIds: string[],
) {
  const [[t], [r]] = await Promise.all([
    db
      .select({ n: count() })
      .from(tags)
      .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, tagIds))),
    db
      .select({ n: count() })
      .from(resources)
      .where(and(eq(resources.tenantId, tenantId), inArray(resources.id, resourceIds))),
  ]);
  return { tags: t?.n ?? 0, resources: r?.n ?? 0 };
}

/** Binds every tag to every resource; bindings that exist already are left as they are. */
export async function bindTags(
  db: DbOrTx,
  tenantId: string,
  tagIds: string[],
  resourceIds: string[],
  now: Date,
): Promise<number> {
  const values = tagIds.flatMap((tagId) =>
    resourceIds.map((resourceId) => ({ tagId, resourceId, tenantId, createdAt: now })),
  );
  let affected = 0;
  // In slices: one statement's parameters are limited (65,535 on PostgreSQL).
  for (let i = 0; i < values.length; i += 1000) {
    const rows = await db
      .insert(resourceTags)
      .values(values.slice(i, i + 1000))
      .onConflictDoNothing()
      .returning({ id: resourceTags.tagId });
    affected += rows.length;
  }
  return affected;
}

/**
 * Fresh statistics of the bindings after a large bind: the tag filter's plan depends on how many
 * resources a tag has, and the embedded PGlite has no autovacuum to notice (PostgreSQL's would,
 * within a minute or so). Planned as 25 bindings, a tag on 5,000 hosts had every binding joined
 * and sorted for each page instead of the hosts walked in name order.
 */
export async function refreshBindingStats(db: DbOrTx): Promise<void> {
  await db.execute(sql`analyze resource_tags`);
}

export async function unbindTags(
  db: DbOrTx,
  tenantId: string,
  tagIds: string[],
  resourceIds: string[],
): Promise<number> {
  const rows = await db
    .delete(resourceTags)
    .where(
      ofTenant(
        resourceTags,
        tenantId,
        inArray(resourceTags.tagId, tagIds),
        inArray(resourceTags.resourceId, resourceIds),
      ),
    )
    .returning({ id: resourceTags.tagId });
  return rows.length;
}
