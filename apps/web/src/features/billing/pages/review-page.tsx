import { Badge, Button, Result, Segmented, Tabs } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AUDIT_CODES, REVIEW_KINDS, calls } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useSearchState } from '../../../lib/use-search-state.ts';
import { useBillingQuery } from '../api/use-billing.ts';
import type { ListColumn } from '../../../components/list/index.ts';
import { billingColumns } from '../components/billing-columns.tsx';
import { BillingList } from '../components/billing-list.tsx';
import { MoneyText } from '../components/money-text.tsx';
import { ReviewActions } from '../components/review-actions.tsx';
import { StatusTag } from '../components/status-tag.tsx';
import { holdsAuditCode } from '../lib/codes.ts';
import { PUBLIC_ACCOUNTS_PATH, consolePath } from '../lib/paths.ts';
import type { ReviewItem } from '../lib/types.ts';

type Kind = (typeof REVIEW_KINDS)[number];

const STATUS_WORDS: Record<Kind, string> = {
  recharge: 'rechargeStatus',
  invoice: 'invoiceStatus',
  refund: 'refundStatus',
  withdrawal: 'withdrawalStatus',
  bankAccount: 'bankStatus',
};

/** The platform's reviewing side: confirm recharges; review invoices, refunds, withdrawals. */
export default function ReviewPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [state, setState] = useSearchState({ kind: 'recharge', scope: 'pending', page: 1 });
  const allowed = holdsAuditCode(user?.authCodes, AUDIT_CODES.queue);
  const home = useBillingQuery(calls.billingHome, undefined, { enabled: allowed });
  if (!allowed) return <Result status="403" title="403" subTitle={t('billing.review.forbidden')} />;
  const kind = (REVIEW_KINDS as readonly string[]).includes(state.kind)
    ? (state.kind as Kind)
    : 'recharge';
  const counts = home.data?.reviewPending;
  const col = billingColumns<ReviewItem>(t);
  const columns: ListColumn<ReviewItem>[] = [
    col.createdAt(),
    col.text('tenantName', t('billing.review.tenant')),
    col.amount(
      {},
      {
        render: (v: number, r) => (r.kind === 'bankAccount' ? '—' : <MoneyText fen={v} strong />),
      },
    ),
    col.text('summary', t('billing.review.summary')),
    col.text('status', t('billing.col.status'), {
      render: (s: string, r) => (
        <StatusTag
          status={s}
          label={t(`billing.${STATUS_WORDS[r.kind]}.${s}`, { defaultValue: s })}
        />
      ),
    }),
    col.text('submittedBy', t('billing.col.submittedBy')),
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      // Room for the decisions and the details on one line (an unset width clipped "Reject").
      width: 230,
      render: (_: unknown, r) => <ReviewActions item={r} />,
    },
  ];
  return (
    <>
      <PageHeader
        title={t('billing.review.title')}
        subtitle={t('billing.review.subtitle')}
        extra={
          <>
            {holdsAuditCode(user?.authCodes, AUDIT_CODES.publicAccounts) && (
              <Link to={consolePath(PUBLIC_ACCOUNTS_PATH)}>
                <Button>{t('billing.publicAccount.title')}</Button>
              </Link>
            )}
            <Segmented
              value={state.scope}
              onChange={(scope) => setState({ scope, page: 1 })}
              options={[
                { value: 'pending', label: t('billing.review.pendingOnly') },
                { value: 'all', label: t('billing.review.everything') },
              ]}
              data-testid="review-scope"
            />
          </>
        }
      />
      <Tabs
        activeKey={kind}
        onChange={(k) => setState({ kind: k, page: 1 })}
        items={REVIEW_KINDS.map((k) => ({
          key: k,
          label: (
            <span data-testid={`review-tab-${k}`}>
              {t(`billing.reviewKind.${k}`)} <Badge count={counts?.[k] ?? 0} size="small" />
            </span>
          ),
        }))}
      />
      <BillingList<ReviewItem>
        key={`${kind}-${state.scope}`}
        call={calls.reviewQueue}
        rowKey="id"
        columns={columns}
        empty={t('billing.review.empty')}
        keyword={t('billing.review.keyword')}
        fixedInput={{ kind, pendingOnly: state.scope === 'pending' }}
        filename={`${t('billing.review.title')}-${t(`billing.reviewKind.${kind}`)}`}
        testId="review-list"
      />
    </>
  );
}
