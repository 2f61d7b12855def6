import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { NEWS_STATUSES, NEWS_TYPES, type Language, type NewsItem } from '@ecloud/contract';
import { col, wordsFor, type ListColumn } from '../../../components/list/index.ts';

export interface NewsRowActions {
  edit(n: NewsItem): void;
  publish(n: NewsItem): void;
  schedule(n: NewsItem): void;
  unpublish(n: NewsItem): void;
  pin(n: NewsItem): void;
  remove(n: NewsItem): void;
}

/** The editors' list: title in the page's language, type, state, times, and what may be done. */
export function newsColumns(
  t: TFunction,
  lang: Language,
  a: NewsRowActions,
): ListColumn<NewsItem>[] {
  return [
    col.text(lang === 'zh-CN' ? 'titleZh' : 'titleEn', t('news.manage.column.title'), {
      width: 360,
      render: (title: string, n) => (
        <Typography.Text strong={n.pinned} data-testid="news-row-title">
          {title}
        </Typography.Text>
      ),
    }),
    col.words(
      'type',
      t('news.manage.column.type'),
      wordsFor(NEWS_TYPES, (v) => t(`news.type.${v}`)),
      {
        width: 140,
      },
    ),
    col.words(
      'status',
      t('news.manage.column.status'),
      wordsFor(NEWS_STATUSES, (v) => t(`news.manage.status.${v}`)),
      { width: 110 },
    ),
    col.dateTime('publishedAt', t('news.manage.column.publishedAt'), { width: 170 }),
    col.words(
      'pinned',
      t('news.manage.column.pinned'),
      { true: t('news.pinned'), false: '' },
      { width: 90 },
    ),
    col.dateTime('updatedAt', t('news.manage.column.updatedAt'), { width: 170 }),
    col.actions<NewsItem>(t('common.actions'), 330, (n) => [
      { label: t('news.manage.edit'), onClick: () => a.edit(n), testId: 'news-edit' },
      n.status !== 'published' && {
        label: t('news.manage.publish'),
        onClick: () => a.publish(n),
        testId: 'news-publish',
      },
      n.status !== 'published' && {
        label: t('news.manage.schedule'),
        onClick: () => a.schedule(n),
        testId: 'news-schedule',
      },
      n.status !== 'draft' && {
        label: t('news.manage.unpublish'),
        onClick: () => a.unpublish(n),
        testId: 'news-unpublish',
      },
      {
        label: n.pinned ? t('news.manage.unpin') : t('news.manage.pin'),
        onClick: () => a.pin(n),
        testId: 'news-pin',
      },
      {
        label: t('news.manage.delete'),
        danger: true,
        onClick: () => a.remove(n),
        testId: 'news-delete',
        confirm: {
          title: t('news.manage.confirmDelete'),
          okText: t('common.delete'),
          cancelText: t('common.cancel'),
        },
      },
    ]),
  ];
}
