import { Card, Table, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuotaLimit } from '@ecloud/contract';
import { useQuotaLimits } from '../api/use-quota.ts';

const LEVEL_COLOR = { ok: 'green', warning: 'orange', critical: 'red' } as const;

/**
 * The quotas the warning centre watches: usage against each limit, and where the limit came from
 * (the provider's quota API, or the newest request where the provider reports none).
 */
export function QuotaLimits() {
  const { t } = useTranslation();
  const query = useQuotaLimits();
  const rows = query.data?.list ?? [];
  if (!query.isLoading && rows.length === 0) return null;
  return (
    <Card
      size="small"
      title={t('resources.quota.limits.title')}
      style={{ marginTop: 16 }}
      data-testid="quota-limits"
    >
      <Table<QuotaLimit>
        size="small"
        loading={query.isLoading}
        rowKey={(q) => `${q.accountId}|${q.region}|${q.item}`}
        dataSource={rows}
        pagination={rows.length > 10 ? { pageSize: 10 } : false}
        columns={[
          { title: t('resources.quota.limits.account'), dataIndex: 'accountName' },
          { title: t('resources.quota.limits.region'), dataIndex: 'region' },
          {
            title: t('resources.quota.itemLabel'),
            dataIndex: 'item',
            render: (item: QuotaLimit['item']) => t(`resources.quota.item.${item}`),
          },
          {
            title: t('resources.quota.limits.usage'),
            render: (_, q) =>
              `${q.used} / ${q.limit}${q.limit > 0 ? ` (${Math.round((q.used / q.limit) * 100)}%)` : ''}`,
          },
          {
            title: t('resources.quota.limits.source'),
            dataIndex: 'source',
            render: (source: QuotaLimit['source']) => (
              <Tooltip title={t(`resources.quota.limits.sourceHint.${source}`)}>
                <Tag color={source === 'provider' ? 'blue' : 'default'}>
                  {t(`resources.quota.limits.sourceName.${source}`)}
                </Tag>
              </Tooltip>
            ),
          },
          {
            title: t('resources.quota.limits.level'),
            dataIndex: 'level',
            render: (level: QuotaLimit['level']) =>
              level ? (
                <Tag color={LEVEL_COLOR[level]}>
                  {t(`resources.quota.limits.levelName.${level}`)}
                </Tag>
              ) : (
                '-'
              ),
          },
        ]}
      />
    </Card>
  );
}
