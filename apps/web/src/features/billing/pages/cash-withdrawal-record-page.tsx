import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_STATUSES, calls } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { useBillingMutation } from '../api/use-billing.ts';
import type { ListColumn } from '../../../components/list/index.ts';
import { billingColumns, codesFilter } from '../components/billing-columns.tsx';
import { BillingList } from '../components/billing-list.tsx';
import { ConfirmAction } from '../components/confirm-action.tsx';
import type { Withdrawal } from '../lib/types.ts';

const STATUSES = { prefix: 'billing.withdrawalStatus', values: WITHDRAWAL_STATUSES };

/** v3-15 (channel partners): withdrawals and their payment; one in progress can be cancelled. */
export default function CashWithdrawalRecordPage() {
  const { t } = useTranslation();
  const cancel = useBillingMutation(calls.withdrawalCancel);
  const col = billingColumns<Withdrawal>(t);
  const columns: ListColumn<Withdrawal>[] = [
    col.createdAt(),
    col.amount({ strong: true }),
    col.status(STATUSES),
    {
      title: t('billing.withdrawal.bank'),
      key: 'bank',
      render: (_: unknown, w) => `${w.bankName} · ${w.accountName} · ${w.accountNoMasked}`,
      export: [
        { key: 'bankName', title: t('billing.bank.bankName') },
        { key: 'accountName', title: t('billing.bank.accountName') },
        { key: 'accountNoMasked', title: t('billing.bank.accountNo') },
      ],
    },
    col.remark(),
    col.rejectReason(),
    col.reviewedAt(),
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, w) =>
        w.status === 'submitted' && (
          <ConfirmAction
            title={t('billing.withdrawal.confirmCancel')}
            okText={t('billing.withdrawal.cancel')}
            code="v3-15"
            success={t('billing.withdrawal.cancelled')}
            // Cancelling releases held money: it carries its own key.
            run={() => cancel.mutateAsync({ id: w.id, idempotencyKey: `cancel-${w.id}` })}
          />
        ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t('billing.withdrawal.title')}
        subtitle={t('billing.withdrawal.subtitle')}
      />
      <BillingList<Withdrawal>
        call={calls.withdrawalList}
        columns={columns}
        empty={t('billing.withdrawal.empty')}
        filters={[codesFilter(t, 'status', t('billing.withdrawal.allStatuses'), STATUSES)]}
        filename={t('billing.withdrawal.title')}
        testId="withdrawal-list"
      />
    </>
  );
}
