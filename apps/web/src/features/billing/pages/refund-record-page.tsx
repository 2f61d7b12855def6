import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REFUND_KINDS, REFUND_STATUSES, calls } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import type { ListColumn } from '../../../components/list/index.ts';
import { billingColumns, codesFilter } from '../components/billing-columns.tsx';
import { BillingList } from '../components/billing-list.tsx';
import { money } from '../lib/money.ts';
import type { Refund } from '../lib/types.ts';

const KINDS = { prefix: 'billing.refundKind', values: REFUND_KINDS };
const STATUSES = { prefix: 'billing.refundStatus', values: REFUND_STATUSES };
const PARTS = ['voucher', 'allocated', 'cash'] as const;

/** v3-14: refund requests and their review. */
export default function RefundRecordPage() {
  const { t } = useTranslation();
  const col = billingColumns<Refund>(t);
  const columns: ListColumn<Refund>[] = [
    col.createdAt(),
    col.coded('kind', t('billing.refund.kind'), KINDS),
    col.orDash('consumptionRef', t('billing.refund.ref')),
    col.amount({ strong: true }),
    {
      title: t('billing.refund.parts'),
      key: 'parts',
      render: (_: unknown, r) => (
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          {PARTS.map((p) => r[`${p}Part`] && `${t(`billing.kind.${p}`)} ${money(r[`${p}Part`])}`)
            .filter(Boolean)
            .join(' / ') || '—'}
        </Typography.Text>
      ),
      export: PARTS.map((p) => ({
        key: `${p}Part`,
        title: t(`billing.kind.${p}`),
        kind: 'money' as const,
      })),
    },
    // An approved refund is paid at once, so it shows as done.
    col.status(STATUSES, (s) => (s === 'approved' ? 'completed' : s)),
    col.text('reason', t('billing.refund.reason'), { ellipsis: true }),
    col.rejectReason(),
    col.reviewedAt(),
  ];
  return (
    <>
      <PageHeader title={t('billing.refund.title')} subtitle={t('billing.refund.subtitle')} />
      <BillingList<Refund>
        call={calls.refundList}
        columns={columns}
        empty={t('billing.refund.empty')}
        keyword={t('billing.refund.keyword')}
        filters={[
          codesFilter(t, 'kind', t('billing.refund.allKinds'), KINDS),
          codesFilter(t, 'status', t('billing.refund.allStatuses'), STATUSES),
        ]}
        filename={t('billing.refund.title')}
        testId="refund-list"
      />
    </>
  );
}
