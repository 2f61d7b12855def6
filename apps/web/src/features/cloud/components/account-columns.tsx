import { Flex, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { ACCOUNT_HEALTH, PROVIDER_CODES, type CloudAccount, type SyncJob } from '@ecloud/contract';
import { col, exportColumns, wordsFor, type ListColumn } from '../../../components/list/index.ts';
import { ProviderLogo } from '../../../components/provider-logo/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { HealthBadge, jobActive } from './health-badge.tsx';
import { intervalLabel } from './labels.ts';

export const ACCOUNT_CODE = 'v9';
const CODE = ACCOUNT_CODE;

export interface AccountColumnActions {
  /** The account's running or last sync job, if any. */
  job(a: CloudAccount): SyncJob | undefined;
  open(a: CloudAccount): void;
  toggle(a: CloudAccount, enabled: boolean): void;
  sync(a: CloudAccount): void;
  check(a: CloudAccount): void;
  edit(a: CloudAccount): void;
  remove(a: CloudAccount): void;
}

/** The cloud accounts' columns: name and provider, key, health, last sync, resources, actions. */
export function accountColumns(t: TFunction, x: AccountColumnActions): ListColumn<CloudAccount>[] {
  return [
    col.text('name', t('cloud.field.name'), {
      width: 230,
      sortable: true,
      // The cell shows the provider under the name; the file gives it a column.
      export: [
        { key: 'name', title: t('cloud.field.name') },
        {
          key: 'provider',
          title: t('cloud.field.provider'),
          values: wordsFor(PROVIDER_CODES, (code) => t(`provider.${code}.name`)),
        },
      ],
      render: (_: unknown, a: CloudAccount) => (
        <Flex vertical gap={2}>
          <Space size={6}>
            <ProviderLogo code={a.provider} variant="small" size={16} />
            <Typography.Link onClick={() => x.open(a)} data-testid="account-name">
              {a.name}
            </Typography.Link>
          </Space>
          <Space size={4}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(`provider.${a.provider}.name`)}
            </Typography.Text>
            {a.simulated && (
              <Tag color="purple" style={{ fontSize: 11, lineHeight: '16px' }}>
                {t('cloud.account.simulated')}
              </Tag>
            )}
          </Space>
        </Flex>
      ),
    }),
    col.text('accessKeyMasked', t('cloud.field.accessKey'), {
      width: 180,
      render: (v: string) => (
        <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
          {v}
        </Typography.Text>
      ),
    }),
    col.text('health', t('cloud.field.health'), {
      width: 210,
      sortable: true,
      export: [
        {
          key: 'health',
          title: t('cloud.field.health'),
          values: wordsFor(ACCOUNT_HEALTH, (h) => t(`cloud.health.${h}`)),
        },
        { key: 'healthMessage', title: t('cloud.field.healthMessage') },
      ],
      render: (_: unknown, a: CloudAccount) => (
        <Flex vertical gap={2} align="start">
          <HealthBadge
            health={a.health}
            message={a.healthMessage}
            providerCode={a.healthProviderCode}
            requestId={a.healthRequestId}
            job={x.job(a)}
          />
          {a.status === 1 && a.metrics.late && a.metrics.reason && (
            <Tooltip title={a.metrics.reason}>
              <Tag color="warning" data-testid="account-metrics-late">
                {t('cloud.field.metricsLate')}
              </Tag>
            </Tooltip>
          )}
        </Flex>
      ),
    }),
    col.dateTime('lastSyncAt', t('cloud.field.lastSync'), {
      width: 150,
      sortable: true,
      render: (_: unknown, a: CloudAccount) => (
        <Flex vertical>
          <span>{formatDateTime(a.lastSyncAt)}</span>
          {a.lastSyncStatus && a.lastSyncStatus !== 'succeeded' && (
            <Typography.Text
              type={a.lastSyncStatus === 'failed' ? 'danger' : 'warning'}
              style={{ fontSize: 12 }}
            >
              {t(`cloud.sync.state.${a.lastSyncStatus}`)}
            </Typography.Text>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {intervalLabel(t, a.syncIntervalMin)}
          </Typography.Text>
        </Flex>
      ),
    }),
    col.number('resourceCount', t('cloud.field.resources'), {
      width: 90,
      align: 'right',
      render: (_: unknown, a: CloudAccount) => (
        <Tooltip
          title={Object.entries(a.counts)
            .filter(([, n]) => n > 0)
            .map(([type, n]) => (
              <div key={type}>
                {t(`cloud.type.${type}`)}: {n}
              </div>
            ))}
        >
          <span data-testid="account-resources">{a.resourceCount}</span>
        </Tooltip>
      ),
    }),
    col.words(
      'status',
      t('cloud.field.enabled'),
      { 1: t('cloud.account.statusEnabled'), 0: t('cloud.account.statusDisabled') },
      {
        width: 70,
        render: (_: unknown, a: CloudAccount) => (
          <Switch
            size="small"
            checked={a.status === 1}
            aria-label={t('cloud.field.enabled')}
            onChange={(on) => x.toggle(a, on)}
            data-testid="account-status"
          />
        ),
      },
    ),
    col.actions(t('common.actions'), 260, (a) => [
      {
        code: CODE,
        label: t('cloud.sync.now'),
        icon: <SyncOutlined spin={jobActive(x.job(a))} />,
        disabled: a.status === 0 || jobActive(x.job(a)),
        onClick: () => x.sync(a),
        testId: 'account-sync',
      },
      {
        code: CODE,
        label: t('cloud.check.button'),
        onClick: () => x.check(a),
        testId: 'account-check-row',
      },
      { code: CODE, label: t('common.edit'), onClick: () => x.edit(a) },
      {
        code: CODE,
        label: t('common.delete'),
        danger: true,
        onClick: () => x.remove(a),
        testId: 'account-delete',
      },
    ]),
  ];
}

/** The file's columns: the list's, then when each account was added. */
export const accountExportColumns = (t: TFunction, columns: ListColumn<CloudAccount>[]) =>
  exportColumns(columns, {
    key: 'createdAt',
    title: t('cloud.field.createdAt'),
    kind: 'datetime',
  });
