import type { ListColumn } from '../../../components/list/index.ts';
import { useTranslation } from 'react-i18next';
import { APPROPRIATION_DIRECTIONS, calls } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useBillingQuery } from '../api/use-billing.ts';
import { BillingList } from '../components/billing-list.tsx';
import { MoneyText } from '../components/money-text.tsx';
import { StatusTag } from '../components/status-tag.tsx';
import { valueWords } from '../lib/labels.ts';
import type { Appropriation } from '../lib/types.ts';

/** v3-9: funds moved to and back from sub-accounts. */
export default function AppropriateRecordPage() {
  const { t } = useTranslation();
  const subs = useBillingQuery(calls.subAccountList);
  const columns: ListColumn<Appropriation>[] = [
    { title: t('billing.col.time'), dataIndex: 'createdAt', render: formatDateTime },
    {
      title: t('billing.appropriateRecord.direction'),
      dataIndex: 'direction',
      render: (d: Appropriation['direction']) => (
        <StatusTag
          status={d === 'recover' ? 'withdrawn' : 'processing'}
          label={t(`billing.direction.${d}`)}
        />
      ),
    },
    { title: t('billing.appropriate.subAccount'), dataIndex: 'subTenantName' },
    {
      title: t('billing.col.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: number, r) => <MoneyText fen={r.direction === 'recover' ? -v : v} signed />,
    },
    { title: t('billing.col.operator'), dataIndex: 'operator' },
    { title: t('billing.col.remark'), dataIndex: 'remark', render: (v: string) => v || '—' },
  ];
  return (
    <>
      <PageHeader
        title={t('billing.appropriateRecord.title')}
        subtitle={t('billing.appropriateRecord.subtitle')}
      />
      <BillingList<Appropriation>
        call={calls.appropriationList}
        columns={columns}
        empty={t('billing.appropriateRecord.empty')}
        filters={[
          {
            key: 'direction',
            placeholder: t('billing.appropriateRecord.allDirections'),
            options: APPROPRIATION_DIRECTIONS.map((v) => ({
              value: v,
              label: t(`billing.direction.${v}`),
            })),
          },
          {
            key: 'subTenantId',
            placeholder: t('billing.appropriateRecord.allSubAccounts'),
            width: 200,
            options: (subs.data ?? []).map((s) => ({ value: s.tenantId, label: s.name })),
          },
        ]}
        filename={t('billing.appropriateRecord.title')}
        exportColumns={[
          { key: 'createdAt', title: t('billing.col.time'), kind: 'datetime' },
          {
            key: 'direction',
            title: t('billing.appropriateRecord.direction'),
            values: valueWords(t, 'billing.direction', APPROPRIATION_DIRECTIONS),
          },
          { key: 'subTenantName', title: t('billing.appropriate.subAccount') },
          { key: 'amount', title: t('billing.col.amount'), kind: 'money' },
          { key: 'operator', title: t('billing.col.operator') },
          { key: 'remark', title: t('billing.col.remark') },
        ]}
        testId="appropriation-list"
      />
    </>
  );
}
