import { useState } from 'react';
import { Button, Space, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CLOUD_RESOURCE_TYPES,
  RENEW_WINDOWS,
  calls,
  formatFen,
  providerByCode,
  type RenewRow,
} from '@ecloud/contract';
import {
  ListScreen,
  ProviderFilter,
  SearchFilter,
  SelectFilter,
  col,
  exportColumns,
  pageInput,
  useListState,
  type ListColumn,
} from '../../../components/list/index.ts';
import { AccountFilter } from '../../cloud/index.ts';
import { useAutoRenewToggle, useRenewList } from '../api/use-renewals.ts';
import { RenewModal } from '../components/renew-modal.tsx';
import { codeOptions } from '../../../lib/code-options.ts';

const dayColor = (d: number) =>
  d <= 7 ? 'red' : d <= 15 ? 'orange' : d <= 30 ? 'gold' : 'default';

/** /renewManage: subscription resources by expiry; renew many for a term, or set auto-renew. */
export default function RenewManagePage() {
  const { t } = useTranslation();
  const { state, filter, paging } = useListState({
    days: '',
    provider: '',
    accountId: '',
    type: '',
    name: '',
  });
  const input = {
    ...pageInput(paging),
    days: state.days ? Number(state.days) : undefined,
    provider: state.provider || undefined,
    accountId: state.accountId || undefined,
    type: state.type || undefined,
    name: state.name || undefined,
  };
  const list = useRenewList(input);
  const [selected, setSelected] = useState<string[]>([]);
  const [rows, setRows] = useState<RenewRow[]>([]);
  const auto = useAutoRenewToggle(
    (id) => (list.data?.list ?? rows).find((r) => r.id === id)?.name ?? id,
  );
  const [renewing, setRenewing] = useState<RenewRow[] | null>(null);
  const columns: ListColumn<RenewRow>[] = [
    col.text<RenewRow>('name', t('renewals.col.name'), {
      render: (_: unknown, r: RenewRow) => (
        <Space direction="vertical" size={0}>
          <span>{r.name}</span>
          <Typography.Text type="secondary">{r.providerId}</Typography.Text>
        </Space>
      ),
    }),
    col.text<RenewRow>('provider', t('renewals.col.provider'), {
      render: (p: string) => t(providerByCode(p)?.label ?? p),
    }),
    col.text<RenewRow>('accountName', t('renewals.col.account')),
    col.text<RenewRow>('type', t('renewals.col.type'), {
      render: (v: string) => t(`cloud.type.${v}`, { defaultValue: v }),
    }),
    col.dash<RenewRow>('spec', t('renewals.col.spec')),
    col.dateTime<RenewRow>('expiresAt', t('renewals.col.expiresAt')),
    col.number<RenewRow>('daysLeft', t('renewals.col.daysLeft'), {
      render: (d: number) => (
        <Tag color={dayColor(d)} data-testid="days-left">
          {d < 0 ? t('renewals.expired') : t('renewals.days', { count: d })}
        </Tag>
      ),
    }),
    col.money<RenewRow>('monthlyFen', t('renewals.col.monthly'), {
      render: (fen: number) => formatFen(fen),
    }),
    col.text<RenewRow>('autoRenew', t('renewals.col.autoRenew'), {
      render: (on: boolean, r: RenewRow) => (
        <Switch
          size="small"
          checked={on}
          loading={auto.pending}
          aria-label={t('renewals.col.autoRenew')}
          onChange={(v) => auto.toggle([r.id], v)}
        />
      ),
    }),
    col.text<RenewRow>('lastRenewal', t('renewals.col.last'), {
      render: (_: unknown, r: RenewRow) =>
        r.lastRenewal ? (
          <Typography.Text
            type={
              r.lastRenewal.status === 'failed'
                ? 'danger'
                : r.lastRenewal.status === 'check'
                  ? 'warning'
                  : undefined
            }
            title={r.lastRenewal.message}
          >
            {t(`renewals.status.${r.lastRenewal.status}`)}
          </Typography.Text>
        ) : (
          '-'
        ),
    }),
  ];
  const renew = (list: RenewRow[]) => setRenewing(list);
  return (
    <>
      <ListScreen<RenewRow>
        title={t('renewals.title')}
        subtitle={t('renewals.subtitle')}
        columns={columns}
        query={list}
        paging={paging}
        empty={t('renewals.empty')}
        tableTestId="renew-table"
        selection={{
          keys: selected,
          onChange: (keys, picked) => {
            setSelected(keys);
            setRows(picked);
          },
        }}
        exportOf={{ list: calls.renewList, input, columns: exportColumns(columns) }}
        actions={
          <Space>
            <Button
              type="primary"
              disabled={!selected.length}
              onClick={() => renew(rows.filter((r) => selected.includes(r.id)))}
              data-testid="renew-selected"
            >
              {t('renewals.renewN', { count: selected.length })}
            </Button>
            <Button disabled={!selected.length} onClick={() => auto.toggle(selected, true)}>
              {t('renewals.autoOn')}
            </Button>
            <Button disabled={!selected.length} onClick={() => auto.toggle(selected, false)}>
              {t('renewals.autoOff')}
            </Button>
          </Space>
        }
        filters={
          <>
            <SelectFilter
              value={state.days}
              placeholder={t('renewals.filter.days')}
              options={RENEW_WINDOWS.map((d) => ({
                value: String(d),
                label: t('renewals.filter.within', { count: d }),
              }))}
              onChange={(v) => filter({ days: v ?? '' })}
              testId="renew-days-filter"
            />
            <ProviderFilter
              value={state.provider}
              placeholder={t('resources.filter.provider')}
              onChange={(v) => filter({ provider: v ?? '', accountId: '' })}
            />
            <AccountFilter
              provider={(state.provider || undefined) as never}
              value={state.accountId}
              width={180}
              onChange={(v) => filter({ accountId: v ?? '' })}
            />
            <SelectFilter
              value={state.type}
              placeholder={t('resources.filter.type')}
              options={codeOptions(t, 'cloud.type', CLOUD_RESOURCE_TYPES)}
              onChange={(v) => filter({ type: v ?? '' })}
            />
            <SearchFilter
              value={state.name}
              placeholder={t('renewals.filter.name')}
              onSearch={(v) => filter({ name: v })}
            />
          </>
        }
      />
      {renewing && (
        <RenewModal
          rows={renewing}
          onClose={(done) => {
            setRenewing(null);
            if (done) setSelected([]);
          }}
        />
      )}
    </>
  );
}
