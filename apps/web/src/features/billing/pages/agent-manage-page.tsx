import { useTranslation } from 'react-i18next';
import { calls } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import type { ListColumn } from '../../../components/list/index.ts';
import { billingColumns } from '../components/billing-columns.tsx';
import { BillingList } from '../components/billing-list.tsx';
import type { AgentCustomer } from '../lib/types.ts';

/** /userCenter/agentManage: a channel partner's customers, their spending and rebates. */
export default function AgentManagePage() {
  const { t } = useTranslation();
  const col = billingColumns<AgentCustomer>(t);
  const columns: ListColumn<AgentCustomer>[] = [
    col.text('name', t('billing.agent.name')),
    col.date('createdAt', t('billing.agent.since')),
    col.money('monthSpend', t('billing.agent.monthSpend')),
    col.money('totalSpend', t('billing.agent.totalSpend')),
    col.money('monthRebate', t('billing.agent.monthRebate')),
    col.money('rebateTotal', t('billing.agent.rebateTotal'), { strong: true }),
  ];
  return (
    <>
      <PageHeader title={t('billing.agent.title')} subtitle={t('billing.agent.subtitle')} />
      <BillingList<AgentCustomer>
        call={calls.agentCustomerList}
        rowKey="tenantId"
        columns={columns}
        empty={t('billing.agent.empty')}
        dateRange={false}
        keyword={t('billing.agent.keyword')}
        filename={t('billing.agent.title')}
        testId="agent-customers"
      />
    </>
  );
}
