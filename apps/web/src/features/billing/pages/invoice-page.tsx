import type { ListColumn } from '../../../components/list/index.ts';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATUSES, INVOICE_TYPES, calls } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { BillingList } from '../components/billing-list.tsx';
import { MoneyText } from '../components/money-text.tsx';
import { StatusTag } from '../components/status-tag.tsx';
import { valueWords } from '../lib/labels.ts';
import type { Invoice } from '../lib/types.ts';

/** v3-12: invoice requests from submitted to issued. */
export default function InvoicePage() {
  const { t } = useTranslation();
  const columns: ListColumn<Invoice>[] = [
    { title: t('billing.col.time'), dataIndex: 'createdAt', render: formatDateTime },
    { title: t('billing.invoice.invoiceTitle'), dataIndex: 'title' },
    { title: t('billing.invoice.taxNo'), dataIndex: 'taxNo' },
    {
      title: t('billing.invoice.type'),
      dataIndex: 'type',
      render: (v: Invoice['type']) => t(`billing.invoiceType.${v}`),
    },
    {
      title: t('billing.col.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: number) => <MoneyText fen={v} strong />,
    },
    {
      title: t('billing.col.status'),
      dataIndex: 'status',
      render: (s: Invoice['status']) => (
        <StatusTag status={s} label={t(`billing.invoiceStatus.${s}`)} />
      ),
    },
    {
      title: t('billing.invoice.invoiceNo'),
      dataIndex: 'invoiceNo',
      render: (v: string) => v || '—',
    },
    { title: t('billing.invoice.issuedAt'), dataIndex: 'issuedAt', render: formatDateTime },
    { title: t('billing.invoice.email'), dataIndex: 'email' },
    {
      title: t('billing.col.rejectReason'),
      dataIndex: 'rejectReason',
      render: (v: string) => v || '—',
    },
  ];
  return (
    <>
      <PageHeader title={t('billing.invoice.title')} subtitle={t('billing.invoice.subtitle')} />
      <BillingList<Invoice>
        call={calls.invoiceList}
        columns={columns}
        empty={t('billing.invoice.empty')}
        keyword={t('billing.invoice.keyword')}
        filters={[
          {
            key: 'status',
            placeholder: t('billing.invoice.allStatuses'),
            options: INVOICE_STATUSES.map((v) => ({
              value: v,
              label: t(`billing.invoiceStatus.${v}`),
            })),
          },
        ]}
        filename={t('billing.invoice.title')}
        exportColumns={[
          { key: 'createdAt', title: t('billing.col.time'), kind: 'datetime' },
          { key: 'title', title: t('billing.invoice.invoiceTitle') },
          { key: 'taxNo', title: t('billing.invoice.taxNo') },
          {
            key: 'type',
            title: t('billing.invoice.type'),
            values: valueWords(t, 'billing.invoiceType', INVOICE_TYPES),
          },
          { key: 'amount', title: t('billing.col.amount'), kind: 'money' },
          {
            key: 'status',
            title: t('billing.col.status'),
            values: valueWords(t, 'billing.invoiceStatus', INVOICE_STATUSES),
          },
          { key: 'invoiceNo', title: t('billing.invoice.invoiceNo') },
          { key: 'issuedAt', title: t('billing.invoice.issuedAt'), kind: 'datetime' },
          { key: 'email', title: t('billing.invoice.email') },
          { key: 'rejectReason', title: t('billing.col.rejectReason') },
        ]}
        testId="invoice-list"
      />
    </>
  );
}
