import type { ListColumn } from '../../../components/list/index.ts';
import { Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECHARGE_STATUSES, calls } from '@ecloud/contract';
import { ActionButton } from '../../../components/action-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useBillingMutation } from '../api/use-billing.ts';
import { BillingList } from '../components/billing-list.tsx';
import { MoneyText } from '../components/money-text.tsx';
import { ReceiptLink } from '../components/receipt-link.tsx';
import { StatusTag } from '../components/status-tag.tsx';
import { valueWords } from '../lib/labels.ts';
import type { Recharge } from '../lib/types.ts';

/** v3-7: the transfers reported, their review, and cancelling one not yet confirmed. */
export default function RechargeRecordPage() {
  const { t } = useTranslation();
  const cancel = useBillingMutation(calls.rechargeCancel);
  const columns: ListColumn<Recharge>[] = [
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
      render: (s: Recharge['status']) => (
        <StatusTag status={s} label={t(`billing.rechargeStatus.${s}`)} />
      ),
    },
    {
      title: t('billing.rechargeRecord.payer'),
      key: 'payer',
      render: (_: unknown, r) => (
        <Space direction="vertical" size={0}>
          <span>{r.payerName}</span>
          <Typography.Text type="secondary">
            {r.payerBank} · {r.payerAccount}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('billing.rechargeRecord.transferRef'), dataIndex: 'transferRef' },
    {
      title: t('billing.rechargeRecord.transferDate'),
      dataIndex: 'transferDate',
      render: formatDate,
    },
    { title: t('billing.rechargeRecord.publicAccount'), dataIndex: 'publicAccountName' },
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
      render: (_: unknown, r) => (
        <Space size={0}>
          {r.receiptId && <ReceiptLink id={r.receiptId} />}
          {r.status === 'submitted' && (
            <Popconfirm
              title={t('billing.rechargeRecord.confirmCancel')}
              okText={t('billing.rechargeRecord.cancel')}
              cancelText={t('common.cancel')}
              onConfirm={() =>
                cancel
                  .mutateAsync({ id: r.id })
                  .then(() => toast.success(t('billing.rechargeRecord.cancelled')))
                  .catch(() => undefined)
              }
            >
              <ActionButton type="link" size="small" danger code="v3-6">
                {t('billing.rechargeRecord.cancel')}
              </ActionButton>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t('billing.rechargeRecord.title')}
        subtitle={t('billing.rechargeRecord.subtitle')}
      />
      <BillingList<Recharge>
        call={calls.rechargeList}
        columns={columns}
        empty={t('billing.rechargeRecord.empty')}
        keyword={t('billing.rechargeRecord.keyword')}
        filters={[
          {
            key: 'status',
            placeholder: t('billing.rechargeRecord.allStatuses'),
            options: RECHARGE_STATUSES.map((v) => ({
              value: v,
              label: t(`billing.rechargeStatus.${v}`),
            })),
          },
        ]}
        filename={t('billing.rechargeRecord.title')}
        exportColumns={[
          { key: 'createdAt', title: t('billing.col.time'), kind: 'datetime' },
          { key: 'amount', title: t('billing.col.amount'), kind: 'money' },
          {
            key: 'status',
            title: t('billing.col.status'),
            values: valueWords(t, 'billing.rechargeStatus', RECHARGE_STATUSES),
          },
          { key: 'payerName', title: t('billing.recharge.payerName') },
          { key: 'payerBank', title: t('billing.recharge.payerBank') },
          { key: 'payerAccount', title: t('billing.recharge.payerAccount') },
          { key: 'transferRef', title: t('billing.rechargeRecord.transferRef') },
          { key: 'transferDate', title: t('billing.rechargeRecord.transferDate'), kind: 'date' },
          { key: 'publicAccountName', title: t('billing.rechargeRecord.publicAccount') },
          { key: 'rejectReason', title: t('billing.col.rejectReason') },
          { key: 'reviewedAt', title: t('billing.col.reviewedAt'), kind: 'datetime' },
        ]}
        testId="recharge-list"
      />
    </>
  );
}
