import { CONSOLE_BASE_PATH, NEWS_TYPES, type NewsType } from '@ecloud/contract';

/** The centre's list of every type: `/newsCenter/news/all` (the spec's `{type}` plus "all"). */
export const ALL_NEWS = 'all';
export type NewsTab = NewsType | typeof ALL_NEWS;

export const isNewsTab = (v: string | undefined): v is NewsTab =>
  v === ALL_NEWS || (NEWS_TYPES as readonly string[]).includes(v ?? '');

/** Routes relative to the console base (PageDef paths) and full addresses for links. */
export const NEWS_ROUTES = {
  centre: '/newsCenter/news/:type',
  detail: '/newsCenter/newsDetail/:id',
  manage: '/newsCenter/manage',
  edit: '/newsCenter/edit/:id',
} as const;

/** The id in the editor's address when writing a new item. */
export const NEW_ID = 'new';

export const newsHref = {
  centre: (type: NewsTab = ALL_NEWS) => `${CONSOLE_BASE_PATH}/newsCenter/news/${type}`,
  detail: (id: string) => `${CONSOLE_BASE_PATH}/newsCenter/newsDetail/${id}`,
  manage: () => `${CONSOLE_BASE_PATH}/newsCenter/manage`,
  edit: (id: string = NEW_ID) => `${CONSOLE_BASE_PATH}/newsCenter/edit/${id}`,
};
