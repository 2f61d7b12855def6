import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdNow, ref, ts, updatedNow } from './columns.ts';
import { tenantRef, tenantRow } from './tenant-columns.ts';
import { users } from './identity.ts';

/**
 * The platform's news. Written by the platform tenant (`tenant_id`) and read by every tenant,
 * so readers' queries filter on visibility (`published_at <= now`), not on the writer.
 */
export const news = pgTable(
  'news',
  {
    ...tenantRow(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    /** Sanitised HTML (modules/news/sanitize.ts): stored only as it may be rendered. */
    bodyEn: text('body_en').notNull(),
    bodyZh: text('body_zh').notNull(),
    /** Titles and the bodies' text in both languages, for keyword search. */
    searchText: text('search_text').notNull().default(''),
    pinned: boolean('pinned').notNull().default(false),
    /** Null: a draft. In the future: scheduled, visible from then on. */
    publishedAt: ts('published_at'),
    createdAt: createdNow(),
    updatedAt: updatedNow(),
  },
  (t) => [
    index('news_visible')
      .on(t.pinned.desc(), t.publishedAt.desc())
      .where(sql`${t.publishedAt} is not null`),
    index('news_type_visible').on(t.type, t.pinned.desc(), t.publishedAt.desc()),
  ],
);

/** Who has read which item: one row per reader and item, written when they open it. */
export const newsReads = pgTable(
  'news_reads',
  {
    newsId: ref('news_id', () => news.id, 'cascade'),
    userId: ref('user_id', () => users.id, 'cascade'),
    tenantId: tenantRef(),
    readAt: ts('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.newsId] })],
);
