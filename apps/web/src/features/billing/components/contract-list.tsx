import type { ListColumn } from '../../../components/list/index.ts';
import { useTranslation } from 'react-i18next';
import { CONTRACT_STATUSES, calls } from '@ecloud/contract';
import { formatDate } from '../../../lib/format.ts';
import { BillingList } from './billing-list.tsx';
import { MoneyText } from './money-text.tsx';
import { StatusTag } from './status-tag.tsx';
import type { Contract } from '../lib/types.ts';

/** A contract customer's contracts (v3-3.6.2): they are billed by these instead of recharging. */
export function ContractList({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const columns: ListColumn<Contract>[] = [
    { title: t('billing.contract.contractNo'), dataIndex: 'contractNo' },
    { title: t('billing.contract.name'), dataIndex: 'name' },
    {
      title: t('billing.contract.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: number) => <MoneyText fen={v} />,
    },
    {
      title: t('billing.contract.billedAmount'),
      dataIndex: 'billedAmount',
      align: 'right',
      render: (v: number) => <MoneyText fen={v} />,
    },
    {
      title: t('billing.contract.period'),
      key: 'period',
      render: (_: unknown, c) => `${formatDate(c.startDate)} ~ ${formatDate(c.endDate)}`,
    },
    {
      title: t('billing.col.status'),
      dataIndex: 'status',
      render: (s: Contract['status']) => (
        <StatusTag status={s} label={t(`billing.contractStatus.${s}`)} />
      ),
    },
    ...(compact
      ? []
      : [
          {
            title: t('billing.contract.signedAt'),
            dataIndex: 'signedAt',
            render: (v: string | null) => formatDate(v),
          },
        ]),
  ];
  return (
    <BillingList<Contract>
      call={calls.customContractList}
      columns={columns}
      empty={t('billing.contract.empty')}
      dateRange={false}
      keyword={compact ? undefined : t('billing.contract.keyword')}
      filters={
        compact
          ? []
          : [
              {
                key: 'status',
                placeholder: t('billing.contract.allStatuses'),
                options: CONTRACT_STATUSES.map((v) => ({
                  value: v,
                  label: t(`billing.contractStatus.${v}`),
                })),
              },
            ]
      }
      testId="contract-list"
    />
  );
}
