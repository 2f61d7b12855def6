import { Alert, Button, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, type AccountIngest } from '@ecloud/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { toast } from '../../../lib/toast.ts';
import { useAccountIngests } from '../api/use-current-bill.ts';
import { useCostIngest } from '../api/use-costs.ts';
import { cny } from '../lib/format.ts';

const STATE_COLOR = { queued: 'default', running: 'processing', done: 'success', failed: 'error' };

/**
 * An account's bills as read so far, for its page: each billing period's ingest (queued,
 * running, done or failed with the provider's words), provisional or final, and when.
 */
export function AccountIngestsPanel({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canReread = hasPermission(user?.authCodes, 'v4-1');
  const q = useAccountIngests(accountId);
  const ingest = useCostIngest();
  const d = q.data;
  if (q.isPending || q.isError || !d) return null;
  if (!d.supported)
    return (
      <Alert
        type="info"
        showIcon
        message={t('costs.ingests.unsupported')}
        data-testid="account-ingests"
      />
    );
  return (
    <div data-testid="account-ingests">
      <Space wrap style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">
          {t('costs.ingests.last', { at: formatDateTime(d.lastIngestAt) })}
        </Typography.Text>
        <Tag color="success">{t('costs.ingests.count.done', { count: d.counts.done })}</Tag>
        {d.counts.running + d.counts.queued > 0 && (
          <Tag color="processing">
            {t('costs.ingests.count.running', { count: d.counts.running + d.counts.queued })}
          </Tag>
        )}
        {d.counts.failed > 0 && (
          <Tag color="error" data-testid="ingests-failed">
            {t('costs.ingests.count.failed', { count: d.counts.failed })}
          </Tag>
        )}
        <Tag color="green">{t('costs.ingests.count.final', { count: d.counts.final })}</Tag>
        <Tag color="gold">
          {t('costs.ingests.count.provisional', { count: d.counts.provisional })}
        </Tag>
      </Space>
      <Table<AccountIngest>
        rowKey="period"
        size="small"
        pagination={d.list.length > 6 ? { pageSize: 6, size: 'small' } : false}
        dataSource={d.list}
        locale={{ emptyText: t('costs.ingests.none') }}
        columns={[
          { key: 'period', dataIndex: 'period', title: t('costs.freshness.period'), width: 90 },
          {
            key: 'state',
            title: t('costs.ingests.state'),
            render: (_, p) => (
              <Space size={4} wrap>
                <Tag color={STATE_COLOR[p.state]} data-testid={`ingest-${p.period}-${p.state}`}>
                  {t(`costs.freshness.state.${p.state}`, { pages: p.pagesRead })}
                </Tag>
                <Tag color={p.status === 'final' ? 'green' : 'gold'}>
                  {t(`costs.status.${p.status}`)}
                </Tag>
                {p.error && (
                  <Typography.Text type="danger" style={{ fontSize: 12 }}>
                    {p.error}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            key: 'billed',
            title: t('costs.ingests.billed'),
            align: 'right',
            width: 120,
            render: (_, p) => (
              <Tooltip title={t('costs.ingests.rows', { count: p.rows })}>
                {cny(p.billedTotal)}
              </Tooltip>
            ),
          },
          {
            key: 'ingested',
            title: t('costs.freshness.ingested'),
            width: 150,
            render: (_, p) => formatDateTime(p.ingestedAt ?? p.updatedAt),
          },
          ...(canReread
            ? [
                {
                  key: 'action',
                  title: '',
                  width: 90,
                  render: (_: unknown, p: AccountIngest) => (
                    <Button
                      size="small"
                      type="link"
                      disabled={p.state === 'queued' || p.state === 'running'}
                      onClick={() =>
                        void ingest
                          .mutateAsync({ accountId, period: p.period })
                          .then(() => toast.success(t('costs.freshness.queued')))
                      }
                    >
                      {t('costs.freshness.reread')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
