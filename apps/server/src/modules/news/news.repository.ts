import { and, desc, eq, gt, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { NewsStatus, NewsType } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { news, newsReads } from '../../db/schema/index.ts';
import { deleteOwned, ownedFinder, ownedId, qualified, insertId } from '../../db/sql.ts';
import { listWhere, pageOf, type PageIn } from '../billing/list-query.ts';

export type NewsRow = typeof news.$inferSelect;
export type NewsFields = Pick<
  NewsRow,
  'type' | 'titleEn' | 'titleZh' | 'bodyEn' | 'bodyZh' | 'searchText'
>;

/** Pinned first, then newest. */
const ORDER = [desc(news.pinned), desc(news.publishedAt), desc(news.id)];

const visible = (now: Date) => and(isNotNull(news.publishedAt), lte(news.publishedAt, now));

/** The reader is one person of one tenant: their read rows, no one else's. */
const readBy = (tenantId: string, userId: string) =>
  sql<boolean>`exists (select 1 from ${newsReads} where ${newsReads.newsId} = ${qualified(
    news,
    news.id,
  )} and ${newsReads.userId} = ${userId} and ${newsReads.tenantId} = ${tenantId})`;

/** The columns every list shows. */
const LISTED = {
  id: news.id,
  type: news.type,
  titleEn: news.titleEn,
  titleZh: news.titleZh,
  pinned: news.pinned,
  publishedAt: news.publishedAt,
};

/** Published news as a reader sees it: visible at `now`, with their own read state. */
export function listVisible(
  db: DbOrTx,
  reader: { tenantId: string; userId: string },
  f: { type?: NewsType; keyword?: string },
  now: Date,
  page: PageIn,
) {
  const where = listWhere(f, {
    also: [visible(now)],
    equal: [[news.type, f.type]],
    keyword: [news.searchText],
  });
  const select = { ...LISTED, read: readBy(reader.tenantId, reader.userId) };
  return pageOf(db, { select, from: news, where, orderBy: ORDER }, page, (r) => r);
}

export async function findVisible(db: DbOrTx, id: string, now: Date) {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), visible(now)));
  return row;
}

/** Marks an item read for one reader; opening it again keeps the first time. */
export async function markRead(
  db: DbOrTx,
  reader: { tenantId: string; userId: string },
  newsId: string,
  now: Date,
): Promise<void> {
  await db
    .insert(newsReads)
    .values({ newsId, userId: reader.userId, tenantId: reader.tenantId, readAt: now })
    .onConflictDoNothing();
}

const statusWhere = (status: NewsStatus | undefined, now: Date): SQL | undefined =>
  status === 'draft'
    ? isNull(news.publishedAt)
    : status === 'scheduled'
      ? gt(news.publishedAt, now)
      : status === 'published'
        ? lte(news.publishedAt, now)
        : undefined;

/** The writing tenant's items, every state, for its editors. */
export function listOwned(
  db: DbOrTx,
  tenantId: string,
  f: { type?: NewsType; status?: NewsStatus; keyword?: string },
  now: Date,
  page: PageIn,
) {
  const where = listWhere(f, {
    tenant: [news.tenantId, tenantId],
    also: [statusWhere(f.status, now)],
    equal: [[news.type, f.type]],
    keyword: [news.searchText],
  });
  const select = { ...LISTED, bodyEn: news.bodyEn, bodyZh: news.bodyZh, updatedAt: news.updatedAt };
  // Drafts (no time yet) first: they are what an editor is working on.
  const orderBy = [sql`${news.publishedAt} desc nulls first`, desc(news.updatedAt), desc(news.id)];
  return pageOf(db, { select, from: news, where, orderBy }, page, (r) => r);
}

export const findOwnedNews = ownedFinder(news);

export async function insertNews(
  db: DbOrTx,
  tenantId: string,
  authorId: string,
  fields: NewsFields,
  now: Date,
): Promise<string> {
  return insertId(db, news, { ...fields, tenantId, authorId, createdAt: now, updatedAt: now });
}

/** Changes the tenant's item; undefined when it has no such item. */
export async function updateNews(
  db: DbOrTx,
  tenantId: string,
  id: string,
  set: Partial<NewsFields & Pick<NewsRow, 'pinned' | 'publishedAt'>>,
  now: Date,
): Promise<NewsRow | undefined> {
  const [row] = await db
    .update(news)
    .set({ ...set, updatedAt: now })
    .where(ownedId(news, tenantId, id))
    .returning();
  return row;
}

export const deleteNews = (db: DbOrTx, tenantId: string, ids: string[]) =>
  deleteOwned(db, news, tenantId, ids);
