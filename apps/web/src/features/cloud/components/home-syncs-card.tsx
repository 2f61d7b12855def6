import { Badge, Card, Empty, Flex, List, Skeleton, Typography, type BadgeProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SyncJobState } from '@ecloud/contract';
import { ProviderLogo } from '../../../components/provider-logo/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCloudSummary } from '../api/use-summary.ts';
import { syncPercent } from './health-badge.tsx';

const STATE: Record<SyncJobState, BadgeProps['status']> = {
  queued: 'default',
  running: 'processing',
  succeeded: 'success',
  partial: 'warning',
  failed: 'error',
};

/** The latest syncs: which account, how it went, what changed. */
export function HomeSyncsCard() {
  const { t } = useTranslation();
  const summary = useCloudSummary();
  const jobs = summary.data?.lastSyncs ?? [];
  return (
    <Card
      title={t('cloud.home.lastSyncs')}
      style={{ height: '100%' }}
      data-testid="home-cloud-syncs"
    >
      {summary.isPending ? (
        <Skeleton active />
      ) : summary.isError ? (
        <Empty description={t('common.loadFailed')} />
      ) : jobs.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cloud.home.noSyncs')} />
      ) : (
        <List
          size="small"
          dataSource={jobs}
          renderItem={(j) => (
            <List.Item>
              <Flex vertical gap={2} style={{ width: '100%', minWidth: 0 }}>
                <Flex gap={8} align="center">
                  <ProviderLogo code={j.provider} variant="small" size={16} />
                  <Typography.Text ellipsis style={{ flex: 1 }}>
                    {j.accountName}
                  </Typography.Text>
                  <Badge
                    status={STATE[j.state]}
                    text={
                      j.state === 'running'
                        ? `${t('cloud.sync.state.running')} ${syncPercent(j)}%`
                        : t(`cloud.sync.state.${j.state}`)
                    }
                  />
                </Flex>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDateTime(j.finishedAt ?? j.startedAt ?? j.queuedAt)} ·{' '}
                  {t('cloud.home.syncCounts', {
                    upserted: j.upserted,
                    deleted: j.deleted,
                    errors: j.errors,
                  })}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
