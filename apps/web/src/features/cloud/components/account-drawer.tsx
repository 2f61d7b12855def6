import { Alert, Descriptions, Drawer, Empty, Skeleton, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SyncJob } from '@ecloud/contract';
import { ProviderLogo } from '../../../components/provider-logo/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAccountDetail } from '../api/use-accounts.ts';
import { CheckResult } from './check-result.tsx';
import { HealthBadge } from './health-badge.tsx';
import { intervalLabel } from './labels.ts';
import type { Closable } from '../../../components/dialog-props.ts';
import { AccountIngestsPanel } from '../../costs/index.ts';

/** One account: its settings, health, and what the last sync found per resource type. */
export function AccountDrawer({
  id,
  job,
  onClose,
}: Closable & {
  id: string | null;
  job?: SyncJob;
}) {
  const { t } = useTranslation();
  const detail = useAccountDetail(id);
  const a = detail.data;
  return (
    <Drawer
      open={!!id}
      onClose={onClose}
      size={720}
      title={a?.name ?? t('cloud.account.detail')}
      destroyOnHidden
      data-testid="account-drawer"
    >
      {detail.isPending ? (
        <Skeleton active />
      ) : detail.isError || !a ? (
        <Empty description={t('common.loadFailed')} />
      ) : (
        <>
          <Descriptions column={2} size="small" bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('cloud.field.provider')}>
              <ProviderLogo code={a.provider} size={18} />
            </Descriptions.Item>
            <Descriptions.Item label={t('cloud.field.health')}>
              <HealthBadge
                health={a.health}
                message={a.healthMessage}
                providerCode={a.healthProviderCode}
                requestId={a.healthRequestId}
                job={job}
              />
            </Descriptions.Item>
            <Descriptions.Item label={t('cloud.field.accessKey')}>
              <Typography.Text code>{a.accessKeyMasked}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('cloud.field.providerAccount')}>
              {a.providerAccountId ?? '—'}
            </Descriptions.Item>
            {(a.projectId || a.domainId) && (
              <>
                <Descriptions.Item label={t('cloud.field.projectId')}>
                  {a.projectId ?? '—'}
                </Descriptions.Item>
                <Descriptions.Item label={t('cloud.field.domainId')}>
                  {a.domainId ?? '—'}
                </Descriptions.Item>
              </>
            )}
            <Descriptions.Item label={t('cloud.field.regions')} span={2}>
              {a.regions.length
                ? a.regions.map((r) => <Tag key={r}>{r}</Tag>)
                : t('cloud.field.allRegions')}
            </Descriptions.Item>
            <Descriptions.Item label={t('cloud.field.syncInterval')}>
              {intervalLabel(t, a.syncIntervalMin)}
            </Descriptions.Item>
            <Descriptions.Item label={t('cloud.field.nextSync')}>
              {formatDateTime(a.nextSyncAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('cloud.field.lastSync')}>
              {formatDateTime(a.lastSyncAt)}
              {a.lastSyncStatus && ` · ${t(`cloud.sync.state.${a.lastSyncStatus}`)}`}
            </Descriptions.Item>
            <Descriptions.Item label={t('cloud.field.simulated')}>
              {a.simulated ? t('cloud.account.yes') : t('cloud.account.no')}
            </Descriptions.Item>
            {a.remark && (
              <Descriptions.Item label={t('cloud.field.remark')} span={2}>
                {a.remark}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Typography.Title level={5}>{t('cloud.account.byType')}</Typography.Title>
          <Table
            rowKey="type"
            size="small"
            pagination={false}
            dataSource={a.types}
            style={{ marginBottom: 16 }}
            locale={{ emptyText: t('cloud.account.neverSynced') }}
            columns={[
              {
                title: t('cloud.field.type'),
                dataIndex: 'type',
                render: (v: string) => t(`cloud.type.${v}`),
              },
              { title: t('cloud.field.count'), dataIndex: 'count', align: 'right', width: 80 },
              {
                title: t('cloud.field.lastError'),
                dataIndex: 'error',
                render: (_: unknown, x) =>
                  x.error ? (
                    <Typography.Text type="danger" style={{ fontSize: 12 }}>
                      {x.error}
                      {x.failedRegions.length > 0 && ` [${x.failedRegions.join(', ')}]`}
                      {x.requestId && ` (${t('cloud.health.requestId', { id: x.requestId })})`}
                    </Typography.Text>
                  ) : (
                    <Tag color="success">{t('cloud.health.ok')}</Tag>
                  ),
              },
              {
                title: t('cloud.field.syncedAt'),
                dataIndex: 'syncedAt',
                width: 150,
                render: (v: string | null) => formatDateTime(v),
              },
            ]}
          />
          <Typography.Title level={5}>{t('costs.ingests.title')}</Typography.Title>
          <div style={{ marginBottom: 16 }}>
            <AccountIngestsPanel accountId={a.id} />
          </div>
          <Typography.Title level={5}>{t('cloud.check.last')}</Typography.Title>
          {a.lastCheck.length ? (
            <CheckResult
              result={{
                ok: a.health !== 'invalid_credentials',
                health: a.health,
                message: null,
                providerCode: null,
                requestId: null,
                providerAccountId: a.providerAccountId,
                types: a.lastCheck,
              }}
            />
          ) : (
            <Alert type="info" showIcon message={t('cloud.check.never')} />
          )}
        </>
      )}
    </Drawer>
  );
}
