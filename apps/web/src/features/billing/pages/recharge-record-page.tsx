import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECHARGE_STATUSES, calls } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { useBillingMutation } from '../api/use-billing.ts';
import type { ListColumn } from '../../../components/list/index.ts';
import { billingColumns, codesFilter } from '../components/billing-columns.tsx';
import { BillingList } from '../components/billing-list.tsx';
import { ConfirmAction } from '../components/confirm-action.tsx';
import { ReceiptLink } from '../components/receipt-link.tsx';
import type { Recharge } from '../lib/types.ts';

const STATUSES = { prefix: 'billing.rechargeStatus', values: RECHARGE_STATUSES };

/** v3-7: the transfers reported, their review, and cancelling one not yet confirmed. */
export default function RechargeRecordPage() {
  const { t } = useTranslation();
  const cancel = useBillingMutation(calls.rechargeCancel);
  const col = billingColumns<Recharge>(t);
  const columns: ListColumn<Recharge>[] = [
    col.createdAt(),
    col.amount({ strong: true }),
    col.status(STATUSES),
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
      export: [
        { key: 'payerName', title: t('billing.recharge.payerName') },
        { key: 'payerBank', title: t('billing.recharge.payerBank') },
        { key: 'payerAccount', title: t('billing.recharge.payerAccount') },
      ],
    },
    col.text('transferRef', t('billing.rechargeRecord.transferRef')),
    col.date('transferDate', t('billing.rechargeRecord.transferDate')),
    col.text('publicAccountName', t('billing.rechargeRecord.publicAccount')),
    col.rejectReason(),
    col.reviewedAt(),
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0}>
          {r.receiptId && <ReceiptLink id={r.receiptId} />}
          {r.status === 'submitted' && (
            <ConfirmAction
              title={t('billing.rechargeRecord.confirmCancel')}
              okText={t('billing.rechargeRecord.cancel')}
              code="v3-6"
              success={t('billing.rechargeRecord.cancelled')}
              run={() => cancel.mutateAsync({ id: r.id })}
            />
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
        filters={[codesFilter(t, 'status', t('billing.rechargeRecord.allStatuses'), STATUSES)]}
        filename={t('billing.rechargeRecord.title')}
        testId="recharge-list"
      />
    </>
  );
}
