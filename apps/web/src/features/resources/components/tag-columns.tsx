import { Typography } from 'antd';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { CONSOLE_BASE_PATH, type Tag } from '@ecloud/contract';
import { col, type ListColumn } from '../../../components/list/index.ts';

export const TAG_CODE = 'v8-1.1';

/** The tag list's columns: key, value, how many resources carry it (a link to them), actions. */
export function tagColumns(
  t: TFunction,
  a: { rename(tag: Tag): void; remove(tag: Tag): void },
): ListColumn<Tag>[] {
  return [
    col.text('key', t('resources.tags.key'), { width: 260, sortable: true }),
    col.text('value', t('resources.tags.value'), {
      width: 260,
      sortable: true,
      render: (v: string) => v || <Typography.Text type="secondary">—</Typography.Text>,
    }),
    col.number('usageCount', t('resources.tags.usage'), {
      width: 140,
      align: 'right',
      sortable: true,
      render: (n: number, tag) =>
        n ? (
          <Link
            to={`${CONSOLE_BASE_PATH}/resource/tabs/resource?tagId=${tag.id}`}
            data-testid="tag-usage"
          >
            {t('resources.tags.usedBy', { count: n })}
          </Link>
        ) : (
          <Typography.Text type="secondary" data-testid="tag-usage">
            {t('resources.tags.usedBy', { count: 0 })}
          </Typography.Text>
        ),
    }),
    col.dateTime('createdAt', t('resources.col.createdAt'), { width: 170, sortable: true }),
    col.actions(t('common.actions'), 170, (tag) => [
      {
        code: TAG_CODE,
        label: t('resources.tags.renameShort'),
        onClick: () => a.rename(tag),
        testId: 'tag-rename',
      },
      {
        code: TAG_CODE,
        label: t('common.delete'),
        danger: true,
        onClick: () => a.remove(tag),
        testId: 'tag-delete',
      },
    ]),
  ];
}

export const tagLabel = (tag: { key: string; value: string }) =>
  tag.value ? `${tag.key}: ${tag.value}` : tag.key;
