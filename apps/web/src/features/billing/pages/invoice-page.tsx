import { useTranslation } from 'react-i18next';
import { INVOICE_STATUSES, INVOICE_TYPES, calls } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import type { ListColumn } from '../../../components/list/index.ts';
import { billingColumns, codesFilter } from '../components/billing-columns.tsx';
import { BillingList } from '../components/billing-list.tsx';
import type { Invoice } from '../lib/types.ts';

const TYPES = { prefix: 'billing.invoiceType', values: INVOICE_TYPES };
const STATUSES = { prefix: 'billing.invoiceStatus', values: INVOICE_STATUSES };

/** v3-12: invoice requests from submitted to issued. */
export default function InvoicePage() {
  const { t } = useTranslation();
  const col = billingColumns<Invoice>(t);
  const columns: ListColumn<Invoice>[] = [
    col.createdAt(),
    col.text('title', t('billing.invoice.invoiceTitle')),
    col.text('taxNo', t('billing.invoice.taxNo')),
    col.coded('type', t('billing.invoice.type'), TYPES),
    col.amount({ strong: true }),
    col.status(STATUSES),
    col.orDash('invoiceNo', t('billing.invoice.invoiceNo')),
    col.dateTime('issuedAt', t('billing.invoice.issuedAt')),
    col.text('email', t('billing.invoice.email')),
    col.rejectReason(),
  ];
  return (
    <>
      <PageHeader title={t('billing.invoice.title')} subtitle={t('billing.invoice.subtitle')} />
      <BillingList<Invoice>
        call={calls.invoiceList}
        columns={columns}
        empty={t('billing.invoice.empty')}
        keyword={t('billing.invoice.keyword')}
        filters={[codesFilter(t, 'status', t('billing.invoice.allStatuses'), STATUSES)]}
        filename={t('billing.invoice.title')}
        testId="invoice-list"
      />
    </>
  );
}
