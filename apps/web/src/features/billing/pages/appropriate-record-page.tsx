import { useTranslation } from 'react-i18next';
import { APPROPRIATION_DIRECTIONS, calls } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { useBillingQuery } from '../api/use-billing.ts';
import type { ListColumn } from '../../../components/list/index.ts';
import { billingColumns, codesFilter } from '../components/billing-columns.tsx';
import { BillingList } from '../components/billing-list.tsx';
import { MoneyText } from '../components/money-text.tsx';
import { StatusTag } from '../components/status-tag.tsx';
import type { Appropriation } from '../lib/types.ts';

const DIRECTIONS = { prefix: 'billing.direction', values: APPROPRIATION_DIRECTIONS };

/** v3-9: funds moved to and back from sub-accounts. */
export default function AppropriateRecordPage() {
  const { t } = useTranslation();
  const subs = useBillingQuery(calls.subAccountList);
  const col = billingColumns<Appropriation>(t);
  const columns: ListColumn<Appropriation>[] = [
    col.createdAt(),
    col.coded('direction', t('billing.appropriateRecord.direction'), DIRECTIONS, (d) => (
      <StatusTag
        status={d === 'recover' ? 'withdrawn' : 'processing'}
        label={t(`billing.direction.${d}`)}
      />
    )),
    col.text('subTenantName', t('billing.appropriate.subAccount')),
    col.amount(
      {},
      {
        render: (v: number, r) => <MoneyText fen={r.direction === 'recover' ? -v : v} signed />,
      },
    ),
    col.text('operator', t('billing.col.operator')),
    col.remark(),
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
          codesFilter(t, 'direction', t('billing.appropriateRecord.allDirections'), DIRECTIONS),
          {
            key: 'subTenantId',
            placeholder: t('billing.appropriateRecord.allSubAccounts'),
            width: 200,
            options: (subs.data ?? []).map((s) => ({ value: s.tenantId, label: s.name })),
          },
        ]}
        filename={t('billing.appropriateRecord.title')}
        testId="appropriation-list"
      />
    </>
  );
}
