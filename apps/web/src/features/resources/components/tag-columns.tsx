import { Space, Typography } from 'antd';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { CONSOLE_BASE_PATH, type ExportColumn, type Tag } from '@ecloud/contract';
import { ActionButton } from '../../../components/action-button.tsx';
import type { ListColumn } from '../../../components/list/index.ts';
import { formatDateTime } from '../../../lib/format.ts';

export const TAG_CODE = 'v8-1.1';

/** The tag list's columns: key, value, how many resources carry it (a link to them), actions. */
export function tagColumns(
  t: TFunction,
  a: { rename(tag: Tag): void; remove(tag: Tag): void },
): ListColumn<Tag>[] {
  return [
    { title: t('resources.tags.key'), dataIndex: 'key', width: 260, sortable: true },
    {
      title: t('resources.tags.value'),
      dataIndex: 'value',
      width: 260,
      sortable: true,
      render: (v: string) => v || <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      title: t('resources.tags.usage'),
      dataIndex: 'usageCount',
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
    },
    {
      title: t('resources.col.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      sortable: true,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 170,
      render: (_: unknown, tag) => (
        <Space size={0}>
          <ActionButton
            code={TAG_CODE}
            type="link"
            size="small"
            onClick={() => a.rename(tag)}
            data-testid="tag-rename"
          >
            {t('resources.tags.renameShort')}
          </ActionButton>
          <ActionButton
            code={TAG_CODE}
            type="link"
            size="small"
            danger
            onClick={() => a.remove(tag)}
            data-testid="tag-delete"
          >
            {t('common.delete')}
          </ActionButton>
        </Space>
      ),
    },
  ];
}

export const tagExportColumns = (t: TFunction): ExportColumn[] => [
  { key: 'key', title: t('resources.tags.key') },
  { key: 'value', title: t('resources.tags.value') },
  { key: 'usageCount', title: t('resources.tags.usage'), kind: 'number' },
  { key: 'createdAt', title: t('resources.col.createdAt'), kind: 'datetime' },
];

export const tagLabel = (tag: { key: string; value: string }) =>
  tag.value ? `${tag.key}: ${tag.value}` : tag.key;
