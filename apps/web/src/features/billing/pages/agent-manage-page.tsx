import type { ListColumn } from '../../../components/list/index.ts';
import { useTranslation } from 'react-i18next';
import { calls } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDate } from '../../../lib/format.ts';
import { BillingList } from '../components/billing-list.tsx';
import { MoneyText } from '../components/money-text.tsx';
import type { AgentCustomer } from '../lib/types.ts';

const money = (v: number) => <MoneyText fen={v} />;

/** /userCenter/agentManage: a channel partner's customers, their spending and rebates. */
export default function AgentManagePage() {
  const { t } = useTranslation();
  const columns: ListColumn<AgentCustomer>[] = [
    { title: t('billing.agent.name'), dataIndex: 'name' },
    { title: t('billing.agent.since'), dataIndex: 'createdAt', render: formatDate },
    {
      title: t('billing.agent.monthSpend'),
      dataIndex: 'monthSpend',
      align: 'right',
      render: money,
    },
    {
      title: t('billing.agent.totalSpend'),
      dataIndex: 'totalSpend',
      align: 'right',
      render: money,
    },
    {
      title: t('billing.agent.monthRebate'),
      dataIndex: 'monthRebate',
      align: 'right',
      render: money,
    },
    {
      title: t('billing.agent.rebateTotal'),
      dataIndex: 'rebateTotal',
      align: 'right',
      render: (v: number) => <MoneyText fen={v} strong />,
    },
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
        exportColumns={[
          { key: 'name', title: t('billing.agent.name') },
          { key: 'createdAt', title: t('billing.agent.since'), kind: 'date' },
          { key: 'monthSpend', title: t('billing.agent.monthSpend'), kind: 'money' },
          { key: 'totalSpend', title: t('billing.agent.totalSpend'), kind: 'money' },
          { key: 'monthRebate', title: t('billing.agent.monthRebate'), kind: 'money' },
          { key: 'rebateTotal', title: t('billing.agent.rebateTotal'), kind: 'money' },
        ]}
        testId="agent-customers"
      />
    </>
  );
}
