import { useTranslation } from 'react-i18next';
import { calls } from '@ecloud/contract';
import { useBillingQuery } from '../api/use-billing.ts';
import type { ListColumn } from '../../../components/list/index.ts';
import { billingColumns } from '../components/billing-columns.tsx';
import { RecordsPage } from '../components/records-page.tsx';
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
    <RecordsPage<Rebate>
      words="billing.rebate"
      above={<RebateSummaryCard />}
      call={calls.rebateList}
      columns={columns}
      filters={[
        {
          key: 'customerTenantId',
          placeholder: t('billing.rebate.allCustomers'),
          width: 200,
          options: (customers.data?.list ?? []).map((c) => ({ value: c.tenantId, label: c.name })),
        },
      ]}
      testId="rebate-list"
    />
  );
}
