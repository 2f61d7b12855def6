import { useTranslation } from 'react-i18next';
import { calls } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { useBillingQuery } from '../api/use-billing.ts';
import type { ListColumn } from '../../../components/list/index.ts';
import { billingColumns } from '../components/billing-columns.tsx';
import { BillingList } from '../components/billing-list.tsx';
import { RebateSummaryCard } from '../components/rebate-summary-card.tsx';
import type { Rebate } from '../lib/types.ts';

/** v3-3 (channel partners): rebates accrued on customers' paid consumption. */
export default function ReturnManagementPage() {
  const { t } = useTranslation();
  const customers = useBillingQuery(calls.agentCustomerList, { page: 1, pageSize: 100 });
  const col = billingColumns<Rebate>(t);
  const columns: ListColumn<Rebate>[] = [
    col.createdAt(),
    col.text('customerName', t('billing.col.customer')),
    col.text('consumptionRef', t('billing.rebate.ref')),
    col.money('base', t('billing.rebate.base')),
    col.text('rateBp', t('billing.rebate.rateCol'), {
      align: 'right',
      render: (v: number) => `${(v / 100).toFixed(2)}%`,
      export: { key: 'rateBp', kind: 'number' },
    }),
    col.amount({ signed: true }),
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
        testId="rebate-list"
      />
    </>
  );
}
