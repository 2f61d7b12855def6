import type { ListColumn } from '../../../components/list/index.ts';
import { useTranslation } from 'react-i18next';
import { calls } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useBillingQuery } from '../api/use-billing.ts';
import { BillingList } from '../components/billing-list.tsx';
import { MoneyText } from '../components/money-text.tsx';
import { RebateSummaryCard } from '../components/rebate-summary-card.tsx';
import type { Rebate } from '../lib/types.ts';

/** v3-3 (channel partners): rebates accrued on customers' paid consumption. */
export default function ReturnManagementPage() {
  const { t } = useTranslation();
  const customers = useBillingQuery(calls.agentCustomerList, { page: 1, pageSize: 100 });
  const columns: ListColumn<Rebate>[] = [
    { title: t('billing.col.time'), dataIndex: 'createdAt', render: formatDateTime },
    { title: t('billing.col.customer'), dataIndex: 'customerName' },
    { title: t('billing.rebate.ref'), dataIndex: 'consumptionRef' },
    {
      title: t('billing.rebate.base'),
      dataIndex: 'base',
      align: 'right',
      render: (v: number) => <MoneyText fen={v} />,
    },
    {
      title: t('billing.rebate.rateCol'),
      dataIndex: 'rateBp',
      align: 'right',
      render: (v: number) => `${(v / 100).toFixed(2)}%`,
    },
    {
      title: t('billing.col.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: number) => <MoneyText fen={v} signed />,
    },
  ];
  return (
    <>
      <PageHeader title={t('billing.rebate.title')} subtitle={t('billing.rebate.subtitle')} />
      <RebateSummaryCard />
      <BillingList<Rebate>
        call={calls.rebateList}
        columns={columns}
        empty={t('billing.rebate.empty')}
        filters={[
          {
            key: 'customerTenantId',
            placeholder: t('billing.rebate.allCustomers'),
            width: 200,
            options: (customers.data?.list ?? []).map((c) => ({
              value: c.tenantId,
              label: c.name,
            })),
          },
        ]}
        filename={t('billing.rebate.title')}
        exportColumns={[
          { key: 'createdAt', title: t('billing.col.time'), kind: 'datetime' },
          { key: 'customerName', title: t('billing.col.customer') },
          { key: 'consumptionRef', title: t('billing.rebate.ref') },
          { key: 'base', title: t('billing.rebate.base'), kind: 'money' },
          { key: 'rateBp', title: t('billing.rebate.rateCol'), kind: 'number' },
          { key: 'amount', title: t('billing.col.amount'), kind: 'money' },
        ]}
        testId="rebate-list"
      />
    </>
  );
}
