import type { ListColumn } from '../../../components/list/index.ts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REFUND_KINDS, REFUND_STATUSES, calls } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { BillingList } from '../components/billing-list.tsx';
import { MoneyText } from '../components/money-text.tsx';
import { StatusTag } from '../components/status-tag.tsx';
import { valueWords } from '../lib/labels.ts';
import { money } from '../lib/money.ts';
import type { Refund } from '../lib/types.ts';

/** v3-14: refund requests and their review. */
export default function RefundRecordPage() {
  const { t } = useTranslation();
  const columns: ListColumn<Refund>[] = [
    { title: t('billing.col.time'), dataIndex: 'createdAt', render: formatDateTime },
    {
      title: t('billing.refund.kind'),
      dataIndex: 'kind',
      render: (k: Refund['kind']) => t(`billing.refundKind.${k}`),
    },
    {
      title: t('billing.refund.ref'),
      dataIndex: 'consumptionRef',
      render: (v: string) => v || '—',
    },
    {
      title: t('billing.col.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: number) => <MoneyText fen={v} strong />,
    },
    {
      title: t('billing.refund.parts'),
      key: 'parts',
      render: (_: unknown, r) => (
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          {[
            r.voucherPart && `${t('billing.kind.voucher')} ${money(r.voucherPart)}`,
            r.allocatedPart && `${t('billing.kind.allocated')} ${money(r.allocatedPart)}`,
            r.cashPart && `${t('billing.kind.cash')} ${money(r.cashPart)}`,
          ]
            .filter(Boolean)
            .join(' / ') || '—'}
        </Typography.Text>
      ),
    },
    {
      title: t('billing.col.status'),
      dataIndex: 'status',
      render: (s: Refund['status']) => (
        <StatusTag
          status={s === 'approved' ? 'completed' : s}
          label={t(`billing.refundStatus.${s}`)}
        />
      ),
    },
    { title: t('billing.refund.reason'), dataIndex: 'reason', ellipsis: true },
    {
      title: t('billing.col.rejectReason'),
      dataIndex: 'rejectReason',
      render: (v: string) => v || '—',
    },
    { title: t('billing.col.reviewedAt'), dataIndex: 'reviewedAt', render: formatDateTime },
  ];
  return (
    <>
      <PageHeader title={t('billing.refund.title')} subtitle={t('billing.refund.subtitle')} />
      <BillingList<Refund>
        call={calls.refundList}
        columns={columns}
        empty={t('billing.refund.empty')}
        keyword={t('billing.refund.keyword')}
        filters={[
          {
            key: 'kind',
            placeholder: t('billing.refund.allKinds'),
            options: REFUND_KINDS.map((v) => ({ value: v, label: t(`billing.refundKind.${v}`) })),
          },
          {
            key: 'status',
            placeholder: t('billing.refund.allStatuses'),
            options: REFUND_STATUSES.map((v) => ({
              value: v,
              label: t(`billing.refundStatus.${v}`),
            })),
          },
        ]}
        filename={t('billing.refund.title')}
        exportColumns={[
          { key: 'createdAt', title: t('billing.col.time'), kind: 'datetime' },
          {
            key: 'kind',
            title: t('billing.refund.kind'),
            values: valueWords(t, 'billing.refundKind', REFUND_KINDS),
          },
          { key: 'consumptionRef', title: t('billing.refund.ref') },
          { key: 'amount', title: t('billing.col.amount'), kind: 'money' },
          { key: 'voucherPart', title: t('billing.kind.voucher'), kind: 'money' },
          { key: 'allocatedPart', title: t('billing.kind.allocated'), kind: 'money' },
          { key: 'cashPart', title: t('billing.kind.cash'), kind: 'money' },
          {
            key: 'status',
            title: t('billing.col.status'),
            values: valueWords(t, 'billing.refundStatus', REFUND_STATUSES),
          },
          { key: 'reason', title: t('billing.refund.reason') },
          { key: 'rejectReason', title: t('billing.col.rejectReason') },
          { key: 'reviewedAt', title: t('billing.col.reviewedAt'), kind: 'datetime' },
        ]}
        testId="refund-list"
      />
    </>
  );
}
