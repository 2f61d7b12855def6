import { useTranslation } from 'react-i18next';
import { CONTRACT_STATUSES, calls } from '@ecloud/contract';
import { formatDate } from '../../../lib/format.ts';
import type { ListColumn } from '../../../components/list/index.ts';
import { billingColumns, codesFilter } from './billing-columns.tsx';
import { BillingList } from './billing-list.tsx';
import type { Contract } from '../lib/types.ts';

const STATUSES = { prefix: 'billing.contractStatus', values: CONTRACT_STATUSES };

/** A contract customer's contracts (v3-3.6.2): they are billed by these instead of recharging. */
export function ContractList({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const col = billingColumns<Contract>(t);
  const columns: ListColumn<Contract>[] = [
    col.text('contractNo', t('billing.contract.contractNo')),
    col.text('name', t('billing.contract.name')),
    col.money('amount', t('billing.contract.amount')),
    col.money('billedAmount', t('billing.contract.billedAmount')),
    {
      title: t('billing.contract.period'),
      key: 'period',
      render: (_: unknown, c) => `${formatDate(c.startDate)} ~ ${formatDate(c.endDate)}`,
      export: false,
    },
    col.status(STATUSES),
    ...(compact ? [] : [col.date('signedAt', t('billing.contract.signedAt'))]),
  ];
  return (
    <BillingList<Contract>
      call={calls.customContractList}
      columns={columns}
      empty={t('billing.contract.empty')}
      dateRange={false}
      keyword={compact ? undefined : t('billing.contract.keyword')}
      filters={
        compact ? [] : [codesFilter(t, 'status', t('billing.contract.allStatuses'), STATUSES)]
      }
      testId="contract-list"
    />
  );
}
