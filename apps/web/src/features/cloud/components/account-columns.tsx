import { Flex, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import {
  ACCOUNT_HEALTH,
  PROVIDERS,
  type CloudAccount,
  type ExportColumn,
  type SyncJob,
} from '@ecloud/contract';
import { ActionButton } from '../../../components/action-button.tsx';
import type { ListColumn } from '../../../components/list/index.ts';
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
    {
      title: t('cloud.field.name'),
      dataIndex: 'name',
      width: 230,
      sortable: true,
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
    },
    {
      title: t('cloud.field.accessKey'),
      dataIndex: 'accessKeyMasked',
      width: 180,
      render: (v: string) => (
        <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
          {v}
        </Typography.Text>
      ),
    },
    {
      title: t('cloud.field.health'),
      dataIndex: 'health',
      width: 210,
      sortable: true,
      render: (_: unknown, a: CloudAccount) => (
        <HealthBadge
          health={a.health}
          message={a.healthMessage}
          providerCode={a.healthProviderCode}
          requestId={a.healthRequestId}
          job={x.job(a)}
        />
      ),
    },
    {
      title: t('cloud.field.lastSync'),
      dataIndex: 'lastSyncAt',
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
    },
    {
      title: t('cloud.field.resources'),
      dataIndex: 'resourceCount',
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
    },
    {
      title: t('cloud.field.enabled'),
      dataIndex: 'status',
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
    {
      title: t('common.actions'),
      key: 'actions',
      width: 260,
      render: (_: unknown, a: CloudAccount) => (
        <Space size={0}>
          <ActionButton
            code={CODE}
            type="link"
            size="small"
            icon={<SyncOutlined spin={jobActive(x.job(a))} />}
            disabled={a.status === 0 || jobActive(x.job(a))}
            onClick={() => x.sync(a)}
            data-testid="account-sync"
          >
            {t('cloud.sync.now')}
          </ActionButton>
          <ActionButton
            code={CODE}
            type="link"
            size="small"
            onClick={() => x.check(a)}
            data-testid="account-check-row"
          >
            {t('cloud.check.button')}
          </ActionButton>
          <ActionButton code={CODE} type="link" size="small" onClick={() => x.edit(a)}>
            {t('common.edit')}
          </ActionButton>
          <ActionButton
            code={CODE}
            type="link"
            size="small"
            danger
            onClick={() => x.remove(a)}
            data-testid="account-delete"
          >
            {t('common.delete')}
          </ActionButton>
        </Space>
      ),
    },
  ];
}

export const accountExportColumns = (t: TFunction): ExportColumn[] => [
  { key: 'name', title: t('cloud.field.name') },
  {
    key: 'provider',
    title: t('cloud.field.provider'),
    values: Object.fromEntries(PROVIDERS.map((p) => [p.code, t(p.label)])),
  },
  { key: 'accessKeyMasked', title: t('cloud.field.accessKey') },
  {
    key: 'health',
    title: t('cloud.field.health'),
    values: Object.fromEntries(ACCOUNT_HEALTH.map((h) => [h, t(`cloud.health.${h}`)])),
  },
  { key: 'healthMessage', title: t('cloud.field.healthMessage') },
  { key: 'lastSyncAt', title: t('cloud.field.lastSync'), kind: 'datetime' },
  { key: 'resourceCount', title: t('cloud.field.resources'), kind: 'number' },
  {
    key: 'status',
    title: t('cloud.field.enabled'),
    values: {
      1: t('cloud.account.statusEnabled'),
      0: t('cloud.account.statusDisabled'),
    },
  },
  { key: 'createdAt', title: t('cloud.field.createdAt'), kind: 'datetime' },
];
