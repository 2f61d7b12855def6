import type { ListColumn } from '../../../components/list/index.ts';
import { Card, Progress, Segmented, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { VOUCHER_STATUSES, calls } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useSearchState } from '../../../lib/use-search-state.ts';
import { useBillingQuery } from '../api/use-billing.ts';
import { BillingList } from '../components/billing-list.tsx';
import { MoneyText } from '../components/money-text.tsx';
import { StatusTag } from '../components/status-tag.tsx';
import { money } from '../lib/money.ts';
import { valueWords } from '../lib/labels.ts';
import type { Voucher } from '../lib/types.ts';

/** v3-10: vouchers by status, with balance, use and expiry. */
export default function CloudTicketPage() {
  const { t } = useTranslation();
  const balances = useBillingQuery(calls.billingBalances);
  const [state, setState] = useSearchState({ status: '', page: 1 });
  const columns: ListColumn<Voucher>[] = [
    { title: t('billing.voucher.name'), dataIndex: 'name' },
    {
      title: t('billing.col.status'),
      dataIndex: 'status',
      render: (s: Voucher['status']) => (
        <StatusTag status={s} label={t(`billing.voucherStatus.${s}`)} />
      ),
    },
    {
      title: t('billing.voucher.faceValue'),
      dataIndex: 'faceValue',
      align: 'right',
      render: (v: number) => <MoneyText fen={v} />,
    },
    {
      title: t('billing.voucher.balance'),
      dataIndex: 'balance',
      align: 'right',
      render: (v: number, r) => (
        <div style={{ minWidth: 140 }}>
          <MoneyText fen={v} strong />
          <Progress
            percent={r.faceValue ? Math.round((v / r.faceValue) * 100) : 0}
            showInfo={false}
            size="small"
          />
        </div>
      ),
    },
    {
      title: t('billing.voucher.expiredAmount'),
      dataIndex: 'expiredAmount',
      align: 'right',
      render: (v: number) => <MoneyText fen={v} />,
    },
    {
      title: t('billing.voucher.expiresAt'),
      dataIndex: 'expiresAt',
      render: (v: string, r) => {
        const days = dayjs(v).diff(dayjs(), 'day');
        return (
          <span>
            {formatDate(v)}
            {r.status === 'usable' && days <= 30 && (
              <Typography.Text type={days <= 7 ? 'danger' : 'warning'}>
                {' '}
                ({t('billing.voucher.daysLeft', { count: Math.max(0, days) })})
              </Typography.Text>
            )}
          </span>
        );
      },
    },
    { title: t('billing.voucher.grantedAt'), dataIndex: 'createdAt', render: formatDateTime },
  ];
  return (
    <>
      <PageHeader title={t('billing.voucher.title')} subtitle={t('billing.voucher.subtitle')} />
      <Card style={{ marginBottom: 16 }}>
        <Statistic
          title={t('billing.voucher.usableTotal')}
          value={balances.isError ? t('common.loadFailed') : money(balances.data?.voucher ?? 0)}
          loading={balances.isPending}
          data-testid="voucher-total"
        />
      </Card>
      <Segmented
        style={{ marginBottom: 12 }}
        value={state.status}
        onChange={(status) => setState({ status, page: 1 })}
        options={[
          { value: '', label: t('billing.voucher.all') },
          ...VOUCHER_STATUSES.map((v) => ({ value: v, label: t(`billing.voucherStatus.${v}`) })),
        ]}
        data-testid="voucher-status"
      />
      <BillingList<Voucher>
        call={calls.voucherList}
        columns={columns}
        empty={t('billing.voucher.empty')}
        dateRange={false}
        keyword={t('billing.voucher.keyword')}
        fixedInput={{ status: state.status || undefined }}
        filename={t('billing.voucher.title')}
        exportColumns={[
          { key: 'name', title: t('billing.voucher.name') },
          {
            key: 'status',
            title: t('billing.col.status'),
            values: valueWords(t, 'billing.voucherStatus', VOUCHER_STATUSES),
          },
          { key: 'faceValue', title: t('billing.voucher.faceValue'), kind: 'money' },
          { key: 'balance', title: t('billing.voucher.balance'), kind: 'money' },
          { key: 'expiredAmount', title: t('billing.voucher.expiredAmount'), kind: 'money' },
          { key: 'expiresAt', title: t('billing.voucher.expiresAt'), kind: 'date' },
          { key: 'createdAt', title: t('billing.voucher.grantedAt'), kind: 'datetime' },
        ]}
        testId="voucher-list"
      />
    </>
  );
}
