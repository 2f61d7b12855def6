import { Badge, Empty, type BadgeProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SyncJobState } from '@ecloud/contract';
import { StateCard } from '../../../components/state-card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCloudSummary } from '../api/use-summary.ts';
import { syncPercent } from './health-badge.tsx';
import { ProviderLines } from './provider-line.tsx';

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
    <StateCard
      title={t('cloud.home.lastSyncs')}
      testId="home-cloud-syncs"
      loading={summary.isPending}
      failed={summary.isError}
      empty={
        jobs.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cloud.home.noSyncs')} />
        )
      }
    >
      <ProviderLines
        items={jobs}
        line={(j) => ({
          provider: j.provider,
          name: j.accountName,
          state: (
            <Badge
              status={STATE[j.state]}
              text={
                j.state === 'running'
                  ? `${t('cloud.sync.state.running')} ${syncPercent(j)}%`
                  : t(`cloud.sync.state.${j.state}`)
              }
            />
          ),
          below: (
            <>
              {formatDateTime(j.finishedAt ?? j.startedAt ?? j.queuedAt)} ·{' '}
              {t('cloud.home.syncCounts', {
                upserted: j.upserted,
                deleted: j.deleted,
                errors: j.errors,
              })}
            </>
          ),
        })}
      />
    </StateCard>
  );
}
