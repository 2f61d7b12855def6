import { useMemo, useState } from 'react';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import { FundOutlined, KeyOutlined, PlusOutlined, SyncOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_HEALTH,
  CONSOLE_BASE_PATH,
  calls,
  type AccountHealth,
  type CloudAccount,
  type ProviderCode,
  type SyncJob,
} from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { ActionButton } from '../../../components/action-button.tsx';
import {
  DataList,
  KeywordFilter,
  ProviderFilter,
  SelectFilter,
  pageInput,
  useListState,
} from '../../../components/list/index.ts';
import { codeOptions } from '../../../lib/code-options.ts';
import { useAccountList } from '../api/use-accounts.ts';
import { useSyncStatus } from '../api/use-sync.ts';
import { AccountFormModal } from '../components/account-form-modal.tsx';
import { AccountDrawer } from '../components/account-drawer.tsx';
import {
  ACCOUNT_CODE as CODE,
  accountColumns,
  accountExportColumns,
} from '../components/account-columns.tsx';
import { ProviderOverview } from '../components/provider-overview.tsx';
import { useAccountActions } from '../components/use-account-actions.tsx';
import { MetricsFreshness } from '../../monitoring/index.ts';

type SortField = 'name' | 'provider' | 'createdAt' | 'lastSyncAt' | 'health';

/** /cloudAccount/index: the tenant's accounts on each provider, their health and their syncs. */
export default function CloudAccountPage() {
  const { t } = useTranslation();
  const { state, filter, paging } = useListState({
    provider: '',
    health: '',
    status: '',
    keyword: '',
  });
  const [form, setForm] = useState<{ open: boolean; account: CloudAccount | null }>({
    open: false,
    account: null,
  });
  const [detail, setDetail] = useState<string | null>(null);
  const query = {
    ...pageInput<SortField>(paging),
    provider: (state.provider || undefined) as ProviderCode | undefined,
    health: (state.health || undefined) as AccountHealth | undefined,
    status: state.status === '' ? undefined : (Number(state.status) as 0 | 1),
    keyword: state.keyword || undefined,
  };
  const sync = useSyncStatus();
  const jobs = useMemo(
    () => new Map((sync.data?.jobs ?? []).map((j) => [j.accountId, j] as [string, SyncJob])),
    [sync.data],
  );
  const list = useAccountList(query, !!sync.data?.active);
  const act = useAccountActions(() => void sync.refetch());
  const filtered = !!(
    query.provider ||
    query.health ||
    query.keyword ||
    query.status !== undefined
  );
  const none = !filtered && list.data?.total === 0;
  const add = () => setForm({ open: true, account: null });

  const columns = accountColumns(t, {
    job: (a) => jobs.get(a.id),
    open: (a) => setDetail(a.id),
    toggle: act.toggle,
    sync: (a) => act.sync([a.id]),
    check: act.check,
    edit: (account) => setForm({ open: true, account }),
    remove: act.remove,
  });
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
                act.sync((list.data?.list ?? []).filter((a) => a.status === 1).map((a) => a.id))
              }
            >
              {t('cloud.sync.page')}
            </ActionButton>
          </>
        }
        action={{
          code: CODE,
          icon: <PlusOutlined />,
          label: t('cloud.account.add'),
          onClick: add,
          testId: 'account-add',
        }}
      />
      <ProviderOverview
        value={(state.provider || undefined) as ProviderCode | undefined}
        onChange={(provider) => filter({ provider })}
      />
      <MetricsFreshness />
      {none ? (
        <Card>
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
            <ActionButton code={CODE} type="primary" icon={<PlusOutlined />} onClick={add}>
              {t('cloud.account.addFirst')}
            </ActionButton>
          </Empty>
        </Card>
      ) : (
        <DataList<CloudAccount>
          tableTestId="account-table"
          tableId="cloud-accounts"
          locked={['name']}
          columns={columns}
          query={list}
          paging={paging}
          empty={t('cloud.account.noMatch')}
          exportOf={{
            list: calls.accountList,
            input: query,
            filename: t('cloud.account.title'),
            columns: accountExportColumns(t, columns),
          }}
          filters={
            <>
              <ProviderFilter
                placeholder={t('cloud.filter.provider')}
                width={170}
                value={state.provider}
                onChange={(provider) => filter({ provider })}
              />
              <SelectFilter
                placeholder={t('cloud.filter.health')}
                width={170}
                value={state.health}
                options={codeOptions(t, 'cloud.health', ACCOUNT_HEALTH)}
                onChange={(health) => filter({ health })}
              />
              <SelectFilter
                placeholder={t('cloud.filter.status')}
                width={130}
                value={state.status}
                options={[
                  { value: '1', label: t('cloud.account.statusEnabled') },
                  { value: '0', label: t('cloud.account.statusDisabled') },
                ]}
                onChange={(status) => filter({ status })}
              />
              <KeywordFilter list={{ state, filter }} placeholder={t('cloud.filter.keyword')} />
            </>
          }
        />
      )}
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
