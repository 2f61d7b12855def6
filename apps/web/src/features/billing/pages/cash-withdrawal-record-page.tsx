import type { ListColumn } from '../../../components/list/index.ts';
import { Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_STATUSES, calls } from '@ecloud/contract';
import { ActionButton } from '../../../components/action-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useBillingMutation } from '../api/use-billing.ts';
import { BillingList } from '../components/billing-list.tsx';
import { MoneyText } from '../components/money-text.tsx';
import { StatusTag } from '../components/status-tag.tsx';
import { valueWords } from '../lib/labels.ts';
import type { Withdrawal } from '../lib/types.ts';

/** v3-15 (channel partners): withdrawals and their payment; one in progress can be cancelled. */
export default function CashWithdrawalRecordPage() {
  const { t } = useTranslation();
  const cancel = useBillingMutation(calls.withdrawalCancel);
  const columns: ListColumn<Withdrawal>[] = [
    { title: t('billing.col.time'), dataIndex: 'createdAt', render: formatDateTime },
    {
      title: t('billing.col.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: number) => <MoneyText fen={v} strong />,
    },
    {
      title: t('billing.col.status'),
      dataIndex: 'status',
      render: (s: Withdrawal['status']) => (
        <StatusTag status={s} label={t(`billing.withdrawalStatus.${s}`)} />
      ),
    },
    {
      title: t('billing.withdrawal.bank'),
      key: 'bank',
      render: (_: unknown, w) => `${w.bankName} · ${w.accountName} · ${w.accountNoMasked}`,
    },
    { title: t('billing.col.remark'), dataIndex: 'remark', render: (v: string) => v || '—' },
    {
      title: t('billing.col.rejectReason'),
      dataIndex: 'rejectReason',
      render: (v: string) => v || '—',
    },
    { title: t('billing.col.reviewedAt'), dataIndex: 'reviewedAt', render: formatDateTime },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, w) =>
        w.status === 'submitted' && (
          <Popconfirm
            title={t('billing.withdrawal.confirmCancel')}
            okText={t('billing.withdrawal.cancel')}
            cancelText={t('common.cancel')}
            onConfirm={() =>
              cancel
                // Cancelling releases held money: it carries its own key.
                .mutateAsync({ id: w.id, idempotencyKey: `cancel-${w.id}` })
                .then(() => toast.success(t('billing.withdrawal.cancelled')))
                .catch(() => undefined)
            }
          >
            <ActionButton type="link" size="small" danger code="v3-15">
              {t('billing.withdrawal.cancel')}
            </ActionButton>
          </Popconfirm>
        ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t('billing.withdrawal.title')}
        subtitle={t('billing.withdrawal.subtitle')}
      />
      <BillingList<Withdrawal>
        call={calls.withdrawalList}
        columns={columns}
        empty={t('billing.withdrawal.empty')}
        filters={[
          {
            key: 'status',
            placeholder: t('billing.withdrawal.allStatuses'),
            options: WITHDRAWAL_STATUSES.map((v) => ({
              value: v,
              label: t(`billing.withdrawalStatus.${v}`),
            })),
          },
        ]}
        filename={t('billing.withdrawal.title')}
        exportColumns={[
          { key: 'createdAt', title: t('billing.col.time'), kind: 'datetime' },
          { key: 'amount', title: t('billing.col.amount'), kind: 'money' },
          {
            key: 'status',
            title: t('billing.col.status'),
            values: valueWords(t, 'billing.withdrawalStatus', WITHDRAWAL_STATUSES),
          },
          { key: 'bankName', title: t('billing.bank.bankName') },
          { key: 'accountName', title: t('billing.bank.accountName') },
          { key: 'accountNoMasked', title: t('billing.bank.accountNo') },
          { key: 'remark', title: t('billing.col.remark') },
          { key: 'rejectReason', title: t('billing.col.rejectReason') },
          { key: 'reviewedAt', title: t('billing.col.reviewedAt'), kind: 'datetime' },
        ]}
        testId="withdrawal-list"
      />
    </>
  );
}
