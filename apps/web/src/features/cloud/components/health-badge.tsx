import { Badge, Flex, Progress, Tooltip, Typography, type BadgeProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountHealth, SyncJob } from '@ecloud/contract';

const COLOURS: Record<AccountHealth, BadgeProps['status']> = {
  unchecked: 'default',
  ok: 'success',
  invalid_credentials: 'error',
  permission_missing: 'warning',
  syncing: 'processing',
  error: 'error',
};

export const syncPercent = (job: Pick<SyncJob, 'done' | 'total'>) =>
  job.total ? Math.min(100, Math.round((job.done / job.total) * 100)) : 0;

export const jobActive = (job: SyncJob | undefined) =>
  !!job && (job.state === 'queued' || job.state === 'running');

/**
 * An account's health: ok, invalid credentials, permission missing, syncing (with the running
 * job's progress), or an error with the provider's message and request id on hover.
 */
export function HealthBadge({
  health,
  message,
  providerCode,
  requestId,
  job,
}: {
  health: AccountHealth;
  message?: string | null;
  providerCode?: string | null;
  requestId?: string | null;
  job?: SyncJob;
}) {
  const { t } = useTranslation();
  if (jobActive(job)) {
    return (
      <Flex
        vertical
        gap={0}
        style={{ minWidth: 140 }}
        data-testid="account-health"
        data-health="syncing"
      >
        <Badge
          status="processing"
          text={
            job!.state === 'queued'
              ? t('cloud.sync.queued')
              : t('cloud.sync.running', { done: job!.done, total: job!.total })
          }
        />
        <Progress
          percent={syncPercent(job!)}
          size="small"
          status="active"
          showInfo={false}
          aria-label={t('cloud.sync.progress')}
        />
      </Flex>
    );
  }
  const badge = <Badge status={COLOURS[health]} text={t(`cloud.health.${health}`)} />;
  const details = [
    message,
    providerCode && t('cloud.health.providerCode', { code: providerCode }),
    requestId && t('cloud.health.requestId', { id: requestId }),
  ].filter(Boolean);
  return (
    <span data-testid="account-health" data-health={health}>
      {details.length ? (
        <Tooltip
          title={details.map((d) => (
            <div key={String(d)}>{d}</div>
          ))}
        >
          <span style={{ cursor: 'help' }}>{badge}</span>
        </Tooltip>
      ) : (
        badge
      )}
      {health !== 'ok' && message && (
        <Typography.Paragraph
          type="secondary"
          ellipsis={{ rows: 1 }}
          style={{ margin: 0, fontSize: 12, maxWidth: 260 }}
        >
          {message}
          {requestId ? ` (${requestId})` : ''}
        </Typography.Paragraph>
      )}
    </span>
  );
}
