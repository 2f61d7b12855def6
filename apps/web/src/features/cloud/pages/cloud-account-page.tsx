import { useMemo, useState } from 'react';
import {
  App,
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableProps,
} from 'antd';
import { FundOutlined, KeyOutlined, PlusOutlined, SyncOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_HEALTH,
  CONSOLE_BASE_PATH,
  PROVIDERS,
  calls,
  type AccountHealth,
  type CheckAccountResult,
  type CloudAccount,
  type ProviderCode,
  type SortOrder,
  type SyncJob,
} from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { ActionButton } from '../../../components/action-button.tsx';
import { ExportButton } from '../../../components/export-button.tsx';
import { ProviderLogo } from '../../../components/provider-logo/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useSearchState } from '../../../lib/use-search-state.ts';
import {
  useAccountList,
  useAccountStatus,
  useCheckAccount,
  useDeleteAccounts,
} from '../api/use-accounts.ts';
import { useProviders } from '../api/use-providers.ts';
import { useSyncNow, useSyncStatus } from '../api/use-sync.ts';
import { AccountFormModal } from '../components/account-form-modal.tsx';
import { CheckResult } from '../components/check-result.tsx';
import { HealthBadge, jobActive } from '../components/health-badge.tsx';
import { ProviderPicker } from '../components/provider-picker.tsx';
import { AccountDrawer } from '../components/account-drawer.tsx';
import { intervalLabel } from '../components/labels.ts';

type SortField = 'name' | 'provider' | 'createdAt' | 'lastSyncAt' | 'health';
const CODE = 'v9';

/** /cloudAccount/index: the tenant's accounts on each provider, their health and their syncs. */
export default function CloudAccountPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [state, setState] = useSearchState({
    page: 1,
    pageSize: 10,
    provider: '',
    health: '',
    status: '',
    keyword: '',
    sortField: '',
    sortOrder: '',
  });
  const [form, setForm] = useState<{ open: boolean; account: CloudAccount | null }>({
    open: false,
    account: null,
  });
  const [detail, setDetail] = useState<string | null>(null);
  const query = {
    page: state.page,
    pageSize: state.pageSize,
    provider: (state.provider || undefined) as ProviderCode | undefined,
    health: (state.health || undefined) as AccountHealth | undefined,
    status: state.status === '' ? undefined : (Number(state.status) as 0 | 1),
    keyword: state.keyword || undefined,
    sortField: (state.sortField || undefined) as SortField | undefined,
    sortOrder: (state.sortOrder || undefined) as SortOrder | undefined,
  };
  const sync = useSyncStatus();
  const jobs = useMemo(
    () => new Map((sync.data?.jobs ?? []).map((j) => [j.accountId, j] as [string, SyncJob])),
    [sync.data],
  );
  const list = useAccountList(query, !!sync.data?.active);
  const providers = useProviders();
  const setStatus = useAccountStatus();
  const remove = useDeleteAccounts();
  const syncNow = useSyncNow();
  const check = useCheckAccount();
  const filtered = !!(
    query.provider ||
    query.health ||
    query.keyword ||
    query.status !== undefined
  );

  const runSync = async (ids: string[]) => {
    const { jobs: started } = await syncNow.mutateAsync(ids);
    toast.success(t('cloud.sync.started', { count: started.length }));
    void sync.refetch();
  };
  const runCheck = async (a: CloudAccount) => {
    const result: CheckAccountResult = await check.mutateAsync({ id: a.id });
    modal.info({
      title: t('cloud.check.title', { name: a.name }),
      width: 560,
      content: <CheckResult result={result} />,
      okText: t('cloud.check.close'),
    });
  };
  const confirmDelete = (a: CloudAccount) =>
    modal.confirm({
      title: t('cloud.account.confirmDelete', { name: a.name }),
      content: t('cloud.account.confirmDeleteBody', { count: a.resourceCount }),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await remove.mutateAsync([a.id]);
        toast.success(t('cloud.account.deleted', { name: a.name }));
      },
    });
  const toggle = async (a: CloudAccount, enabled: boolean) => {
    await setStatus.mutateAsync({ ids: [a.id], status: enabled ? 1 : 0 });
    toast.success(
      t(enabled ? 'cloud.account.enabled' : 'cloud.account.disabled', { name: a.name }),
    );
  };

  const sortOf = (field: SortField) =>
    state.sortField === field ? (state.sortOrder as 'ascend' | 'descend') || null : null;
  const columns: TableProps<CloudAccount>['columns'] = [
    {
      title: t('cloud.field.name'),
      dataIndex: 'name',
      width: 230,
      sorter: true,
      sortOrder: sortOf('name'),
      render: (_: unknown, a) => (
        <Flex vertical gap={2}>
          <Space size={6}>
            <ProviderLogo code={a.provider} variant="small" size={16} />
            <Typography.Link onClick={() => setDetail(a.id)} data-testid="account-name">
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
      sorter: true,
      sortOrder: sortOf('health'),
      render: (_: unknown, a) => (
        <HealthBadge
          health={a.health}
          message={a.healthMessage}
          providerCode={a.healthProviderCode}
          requestId={a.healthRequestId}
          job={jobs.get(a.id)}
        />
      ),
    },
    {
      title: t('cloud.field.lastSync'),
      dataIndex: 'lastSyncAt',
      width: 150,
      sorter: true,
      sortOrder: sortOf('lastSyncAt'),
      render: (_: unknown, a) => (
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
      render: (_: unknown, a) => (
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
      render: (_: unknown, a) => (
        <Switch
          size="small"
          checked={a.status === 1}
          aria-label={t('cloud.field.enabled')}
          onChange={(on) => void toggle(a, on).catch(() => undefined)}
          data-testid="account-status"
        />
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      width: 260,
      render: (_: unknown, a) => (
        <Space size={0}>
          <ActionButton
            code={CODE}
            type="link"
            size="small"
            icon={<SyncOutlined spin={jobActive(jobs.get(a.id))} />}
            disabled={a.status === 0 || jobActive(jobs.get(a.id))}
            onClick={() => void runSync([a.id]).catch(() => undefined)}
            data-testid="account-sync"
          >
            {t('cloud.sync.now')}
          </ActionButton>
          <ActionButton
            code={CODE}
            type="link"
            size="small"
            onClick={() => void runCheck(a).catch(() => undefined)}
            data-testid="account-check-row"
          >
            {t('cloud.check.button')}
          </ActionButton>
          <ActionButton
            code={CODE}
            type="link"
            size="small"
            onClick={() => setForm({ open: true, account: a })}
          >
            {t('common.edit')}
          </ActionButton>
          <ActionButton
            code={CODE}
            type="link"
            size="small"
            danger
            onClick={() => confirmDelete(a)}
            data-testid="account-delete"
          >
            {t('common.delete')}
          </ActionButton>
        </Space>
      ),
    },
  ];

  const counts = new Map((providers.data ?? []).map((p) => [p.code, p]));
  const none = !filtered && list.data?.total === 0;

  return (
    <>
      <PageHeader
        title={t('cloud.account.title')}
        subtitle={t('cloud.account.subtitle')}
        extra={
          <>
            <Link to={`${CONSOLE_BASE_PATH}/resourceManage/cloudResource/tx/uploadkey`}>
              <Button icon={<KeyOutlined />}>{t('cloud.keys.title')}</Button>
            </Link>
            <Link to={`${CONSOLE_BASE_PATH}/resourceManage/quotaApply`}>
              <Button icon={<FundOutlined />}>{t('resources.quota.title')}</Button>
            </Link>
            <ActionButton
              code={CODE}
              icon={<SyncOutlined />}
              disabled={!list.data?.total}
              onClick={() =>
                void runSync(
                  (list.data?.list ?? []).filter((a) => a.status === 1).map((a) => a.id),
                ).catch(() => undefined)
              }
            >
              {t('cloud.sync.page')}
            </ActionButton>
            <ActionButton
              code={CODE}
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setForm({ open: true, account: null })}
              data-testid="account-add"
            >
              {t('cloud.account.add')}
            </ActionButton>
          </>
        }
      />
      <Card
        title={t('cloud.provider.overview')}
        size="small"
        style={{ marginBottom: 16 }}
        extra={
          state.provider && (
            <Button size="small" onClick={() => setState({ provider: '', page: 1 })}>
              {t('cloud.provider.all')}
            </Button>
          )
        }
      >
        <ProviderPicker
          value={(state.provider || undefined) as ProviderCode | undefined}
          onChange={(provider) =>
            setState({ provider: provider === state.provider ? '' : provider, page: 1 })
          }
          extra={(p) => {
            const item = counts.get(p.code);
            return (
              <Space size={4} wrap>
                <Tag>{t('cloud.provider.accounts', { count: item?.accountCount ?? 0 })}</Tag>
                {item?.used && <Tag color="success">{t('cloud.provider.inUse')}</Tag>}
                {!!item?.accountCount && (
                  <Link
                    to={`${CONSOLE_BASE_PATH}/resourceManage/cloudResource/${p.mark}`}
                    onClick={(e) => e.stopPropagation()}
                    data-testid={`provider-resources-${p.code}`}
                  >
                    {t('cloud.provider.resources')}
                  </Link>
                )}
                {!p.opened && (
                  <Tag color={p.applied ? 'gold' : undefined}>
                    {p.applied ? t('cloud.provider.applied') : t('cloud.provider.notOpened')}
                  </Tag>
                )}
              </Space>
            );
          }}
        />
      </Card>
      <Card>
        {none ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <Flex vertical gap={4}>
                <Typography.Text strong>{t('cloud.account.emptyTitle')}</Typography.Text>
                <Typography.Text type="secondary">{t('cloud.account.emptyBody')}</Typography.Text>
              </Flex>
            }
            data-testid="accounts-empty"
          >
            <ActionButton
              code={CODE}
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setForm({ open: true, account: null })}
            >
              {t('cloud.account.addFirst')}
            </ActionButton>
          </Empty>
        ) : (
          <>
            <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
              <Select<ProviderCode>
                allowClear
                placeholder={t('cloud.filter.provider')}
                style={{ width: 170 }}
                value={query.provider}
                options={PROVIDERS.map((p) => ({ value: p.code, label: t(p.label) }))}
                onChange={(provider) => setState({ provider: provider ?? '', page: 1 })}
              />
              <Select<AccountHealth>
                allowClear
                placeholder={t('cloud.filter.health')}
                style={{ width: 170 }}
                value={query.health}
                options={ACCOUNT_HEALTH.map((h) => ({ value: h, label: t(`cloud.health.${h}`) }))}
                onChange={(health) => setState({ health: health ?? '', page: 1 })}
              />
              <Select<string>
                allowClear
                placeholder={t('cloud.filter.status')}
                style={{ width: 130 }}
                value={state.status || undefined}
                options={[
                  { value: '1', label: t('cloud.account.statusEnabled') },
                  { value: '0', label: t('cloud.account.statusDisabled') },
                ]}
                onChange={(status) => setState({ status: status ?? '', page: 1 })}
              />
              <Input.Search
                allowClear
                placeholder={t('cloud.filter.keyword')}
                defaultValue={state.keyword}
                style={{ width: 240 }}
                onSearch={(keyword) => setState({ keyword, page: 1 })}
              />
              <div style={{ flex: 1 }} />
              <ExportButton
                list={calls.accountList}
                input={query}
                filename={t('cloud.account.title')}
                columns={[
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
                    values: Object.fromEntries(
                      ACCOUNT_HEALTH.map((h) => [h, t(`cloud.health.${h}`)]),
                    ),
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
                ]}
              />
            </Flex>
            <Table<CloudAccount>
              rowKey="id"
              columns={columns}
              dataSource={list.data?.list}
              loading={list.isPending || (list.isFetching && !sync.data?.active)}
              scroll={{ x: 1190 }}
              data-testid="account-table"
              locale={{
                emptyText: list.isError ? (
                  <Empty description={t('common.loadFailed')}>
                    <Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>
                  </Empty>
                ) : (
                  t('cloud.account.noMatch')
                ),
              }}
              onChange={(_p, _f, sorter, extra) => {
                if (extra.action !== 'sort') return;
                const s = Array.isArray(sorter) ? sorter[0] : sorter;
                setState({
                  sortField: s?.order ? String(s.field) : '',
                  sortOrder: s?.order ?? '',
                  page: 1,
                });
              }}
              pagination={{
                current: state.page,
                pageSize: state.pageSize,
                total: list.data?.total ?? 0,
                showSizeChanger: true,
                showTotal: (total) => t('common.total', { count: total }),
                onChange: (page, pageSize) => setState({ page, pageSize }),
              }}
            />
          </>
        )}
      </Card>
      {form.open && (
        <AccountFormModal
          open
          account={form.account}
          onClose={() => setForm({ open: false, account: null })}
          onCreated={() => void sync.refetch()}
        />
      )}
      <AccountDrawer
        id={detail}
        job={detail ? jobs.get(detail) : undefined}
        onClose={() => setDetail(null)}
      />
    </>
  );
}
