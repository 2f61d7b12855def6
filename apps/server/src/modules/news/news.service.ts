import type { calls, NewsItem, NewsType } from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { CallIn, ServiceOf } from '../../lib/call-types.ts';
import { allOrNone } from '../../lib/all-or-none.ts';
import { badInput, notFound } from '../../lib/errors.ts';
import { splitPaging } from '../../lib/paging.ts';
import { iso } from '../billing/list-query.ts';
import { requireEditor } from './access.ts';
import * as repo from './news.repository.ts';
import { sanitizeNewsHtml, textOf } from './sanitize.ts';

const reader = (ctx: ServiceContext) => ({
  tenantId: ctx.auth.user.tenantId,
  userId: ctx.auth.user.id,
});
const inLanguage = (ctx: ServiceContext, r: { titleEn: string; titleZh: string }) =>
  ctx.lang === 'zh-CN' ? r.titleZh : r.titleEn;

/** Published news for the caller: pinned first, newest next, with their own read state. */
export const listNews: ServiceOf<typeof calls.newsList> = async (ctx, input) => {
  const { filter, paging } = splitPaging(input);
  const page = await repo.listVisible(ctx.deps.db, reader(ctx), filter, ctx.deps.now(), paging);
  return {
    ...page,
    list: page.list.map((r) => ({
      id: r.id,
      type: r.type as NewsType,
      title: inLanguage(ctx, r),
      pinned: r.pinned,
      publishedAt: r.publishedAt!.toISOString(),
      read: r.read,
    })),
  };
};

/** One published item; opening it marks it read for the caller (and no one else). */
export const newsDetail: ServiceOf<typeof calls.newsDetail> = async (ctx, input) => {
  const now = ctx.deps.now();
  // A draft or a scheduled item is not there yet for readers: the same answer as no item.
  const row = await repo.findVisible(ctx.deps.db, input.id, now);
  if (!row) throw notFound('news.notFound');
  await repo.markRead(ctx.deps.db, reader(ctx), row.id, now);
  return {
    id: row.id,
    type: row.type as NewsType,
    title: inLanguage(ctx, row),
    body: ctx.lang === 'zh-CN' ? row.bodyZh : row.bodyEn,
    pinned: row.pinned,
    publishedAt: row.publishedAt!.toISOString(),
    read: true,
  };
};

function statusOf(publishedAt: Date | null, now: Date): NewsItem['status'] {
  if (!publishedAt) return 'draft';
  return publishedAt > now ? 'scheduled' : 'published';
}

type EditorRow = Pick<
  repo.NewsRow,
  'id' | 'type' | 'titleEn' | 'titleZh' | 'bodyEn' | 'bodyZh' | 'pinned' | 'publishedAt'
> & { updatedAt: Date };

const itemOf = (r: EditorRow, now: Date): NewsItem => ({
  id: r.id,
  type: r.type as NewsType,
  titleEn: r.titleEn,
  titleZh: r.titleZh,
  bodyEn: r.bodyEn,
  bodyZh: r.bodyZh,
  pinned: r.pinned,
  status: statusOf(r.publishedAt, now),
  publishedAt: iso(r.publishedAt),
  updatedAt: r.updatedAt.toISOString(),
});

export const manageList: ServiceOf<typeof calls.newsManageList> = async (ctx, input) => {
  await requireEditor(ctx);
  const { filter, paging } = splitPaging(input);
  const now = ctx.deps.now();
  const page = await repo.listOwned(ctx.deps.db, ctx.auth.user.tenantId, filter, now, paging);
  return { ...page, list: page.list.map((r) => itemOf(r, now)) };
};

export const newsItem: ServiceOf<typeof calls.newsItem> = async (ctx, input) => {
  await requireEditor(ctx);
  const row = await repo.findOwnedNews(ctx.deps.db, ctx.auth.user.tenantId, input.id);
  if (!row) throw notFound('news.notFound');
  return itemOf(row, ctx.deps.now());
};

/**
 * What is stored: the bodies as sanitised HTML. A body with nothing left to show once the unsafe
 * parts are gone (only a script, say) is refused, naming its field, rather than stored empty.
 */
function cleaned(input: CallIn<typeof calls.newsCreate>): repo.NewsFields {
  const bodyEn = sanitizeNewsHtml(input.bodyEn);
  const bodyZh = sanitizeNewsHtml(input.bodyZh);
  for (const [field, html] of [
    ['bodyEn', bodyEn],
    ['bodyZh', bodyZh],
  ] as const) {
    if (!textOf(html) && !html.includes('<img')) throw badInput('news.emptyBody', { field });
  }
  return {
    type: input.type,
    titleEn: input.titleEn,
    titleZh: input.titleZh,
    bodyEn,
    bodyZh,
    searchText: [input.titleEn, input.titleZh, textOf(bodyEn), textOf(bodyZh)].join('\n'),
  };
}

export const createNews: ServiceOf<typeof calls.newsCreate> = async (ctx, input) => {
  await requireEditor(ctx);
  const fields = cleaned(input);
  const { tenantId, id: authorId } = ctx.auth.user;
  return { id: await repo.insertNews(ctx.deps.db, tenantId, authorId, fields, ctx.deps.now()) };
};

/** Changes one of the editor's tenant's items, or answers 404 (another tenant's id too). */
async function change(
  ctx: ServiceContext,
  id: string,
  setOf: () => Parameters<typeof repo.updateNews>[3],
): Promise<NewsItem> {
  await requireEditor(ctx);
  const set = setOf();
  const now = ctx.deps.now();
  const row = await repo.updateNews(ctx.deps.db, ctx.auth.user.tenantId, id, set, now);
  if (!row) throw notFound('news.notFound');
  return itemOf(row, now);
}

export const updateNews: ServiceOf<typeof calls.newsUpdate> = async (ctx, input) => {
  return { id: (await change(ctx, input.id, () => cleaned(input))).id };
};

/** Publishes now, or schedules: readers see it from `publishAt` (by query, no job needed). */
export const publishNews = (ctx: ServiceContext, input: CallIn<typeof calls.newsPublish>) =>
  change(ctx, input.id, () => ({
    publishedAt: input.publishAt ? new Date(input.publishAt) : ctx.deps.now(),
  }));

export const unpublishNews = (ctx: ServiceContext, input: CallIn<typeof calls.newsUnpublish>) =>
  change(ctx, input.id, () => ({ publishedAt: null }));

export const pinNews = (ctx: ServiceContext, input: CallIn<typeof calls.newsPin>) =>
  change(ctx, input.id, () => ({ pinned: input.pinned }));

export const deleteNews: ServiceOf<typeof calls.newsDelete> = async (ctx, input) => {
  await requireEditor(ctx);
  const { tenantId } = ctx.auth.user;
  return allOrNone(ctx.deps.db, input.ids, 'news.notFound', async (tx, ids) => ({
    affected: await repo.deleteNews(tx, tenantId, ids),
  }));
};
