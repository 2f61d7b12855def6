import { z } from 'zod';
import { idSchema, idsInput, pageInput, pageOf } from '../common/paging.ts';

/** The kinds of news the platform publishes; each has its own list in the news centre. */
export const NEWS_TYPES = ['announcement', 'product', 'maintenance', 'policy'] as const;
export const newsTypeSchema = z.enum(NEWS_TYPES);
export type NewsType = z.infer<typeof newsTypeSchema>;

/**
 * Writing news is the platform's: the code must be held by name (never through 'all', so no
 * customer's administrator can publish) by a person of a platform tenant (docs/decisions.md).
 */
export const NEWS_CODE = 'news';

export const NEWS_TITLE_MAX = 120;
/** HTML as the editor writes it; well under the 1 MiB body limit with both languages. */
export const NEWS_BODY_MAX = 100_000;
/** How many items the home pages show. */
export const NEWS_HOME_COUNT = 5;

/** draft: never published; scheduled: visible from its publish time; published: visible. */
export const NEWS_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** One item as a reader sees it, in the reader's language. */
export const newsSummarySchema = z.object({
  id: idSchema,
  type: newsTypeSchema,
  title: z.string(),
  pinned: z.boolean(),
  publishedAt: z.string(),
  read: z.boolean(),
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

export const newsArticleSchema = newsSummarySchema.extend({
  /** Sanitised on the server when written: safe to render as HTML. */
  body: z.string(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const newsListInput = pageInput.extend({
  type: newsTypeSchema.optional(),
  keyword: z.string().trim().max(64).optional(),
});
export const newsPage = pageOf(newsSummarySchema);
export const newsIdInput = z.object({ id: idSchema });

const title = z.string().trim().min(1).max(NEWS_TITLE_MAX);
const body = z.string().trim().min(1).max(NEWS_BODY_MAX);

/** An item as its editors write it: title and body in both languages. */
export const newsDraftInput = z.object({
  type: newsTypeSchema,
  titleEn: title,
  titleZh: title,
  bodyEn: body,
  bodyZh: body,
});
export const newsUpdateInput = newsDraftInput.extend({ id: idSchema });

/** Publish now (no time), or schedule: visible from `publishAt`. */
export const newsPublishInput = z.object({
  id: idSchema,
  publishAt: z.iso.datetime({ offset: true }).optional(),
});
export const newsPinInput = z.object({ id: idSchema, pinned: z.boolean() });
export const newsDeleteInput = idsInput;

export const newsManageListInput = pageInput.extend({
  type: newsTypeSchema.optional(),
  status: z.enum(NEWS_STATUSES).optional(),
  keyword: z.string().trim().max(64).optional(),
});

/** An item as its editors see it: both languages, its state. */
export const newsItemSchema = z.object({
  id: idSchema,
  type: newsTypeSchema,
  titleEn: z.string(),
  titleZh: z.string(),
  bodyEn: z.string(),
  bodyZh: z.string(),
  pinned: z.boolean(),
  status: z.enum(NEWS_STATUSES),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
export const newsManagePage = pageOf(newsItemSchema);
