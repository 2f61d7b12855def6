import { useTranslation } from 'react-i18next';
import { calls } from '@ecloud/contract';
import type { ListColumn } from '../../../components/list/index.ts';
import { billingColumns } from '../components/billing-columns.tsx';
import { RecordsPage } from '../components/records-page.tsx';
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
    <RecordsPage<AgentCustomer>
      words="billing.agent"
      call={calls.agentCustomerList}
      rowKey="tenantId"
      columns={columns}
      dateRange={false}
      keyword
      testId="agent-customers"
    />
  );
}
