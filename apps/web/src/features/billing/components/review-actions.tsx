import { useState } from 'react';
import { Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { calls, invoiceIssueInput } from '@ecloud/contract';
import { ActionButton } from '../../../components/action-button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useBillingMutation } from '../api/use-billing.ts';
import { money } from '../lib/money.ts';
import type { ReviewItem } from '../lib/types.ts';
import { useIdempotencyKey } from '../lib/use-idempotency-key.ts';
import { ReviewTextModal } from './review-text-modal.tsx';

const PENDING: Record<ReviewItem['kind'], string> = {
  recharge: 'submitted',
  invoice: 'submitted',
  refund: 'submitted',
  withdrawal: 'submitted',
  bankAccount: 'unverified',
};

const APPROVE_WORD: Record<ReviewItem['kind'], string> = {
  recharge: 'billing.review.confirm',
  invoice: 'billing.review.approve',
  refund: 'billing.review.approve',
  withdrawal: 'billing.review.pay',
  bankAccount: 'billing.review.verify',
};

/** Approve or reject a waiting item; issue an approved invoice with its number. */
export function ReviewActions({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'reject' | 'issue' | null>(null);
  const idem = useIdempotencyKey();
  const recharge = useBillingMutation(calls.rechargeReview);
  const invoice = useBillingMutation(calls.invoiceReview);
  const issue = useBillingMutation(calls.invoiceIssue);
  const refund = useBillingMutation(calls.refundReview);
  const withdrawal = useBillingMutation(calls.withdrawalReview);
  const bank = useBillingMutation(calls.bankAccountVerify);

  const decide = async (approve: boolean, reason?: string) => {
    const body = { id: item.id, approve, reason };
    if (item.kind === 'bankAccount') await bank.mutateAsync(body);
    else {
      const mutation = { recharge, invoice, refund, withdrawal }[item.kind];
      await mutation.mutateAsync({
        ...body,
        idempotencyKey: idem.keyFor({ ...body, k: item.kind }),
      });
      idem.done();
    }
    toast.success(approve ? t('billing.review.approved') : t('billing.review.rejected'));
  };

  const pending = item.status === PENDING[item.kind];
  const issuable = item.kind === 'invoice' && item.status === 'approved';
  if (!pending && !issuable) return null;
  const kind = t(`billing.reviewKind.${item.kind}`);
  return (
    <Space size={0}>
      {pending && (
        <>
          <Popconfirm
            title={t('billing.review.confirmApprove', { kind, amount: money(item.amount) })}
            okText={t(APPROVE_WORD[item.kind])}
            cancelText={t('common.cancel')}
            onConfirm={() => decide(true).catch(() => undefined)}
          >
            <ActionButton type="link" size="small" data-testid="review-approve">
              {t(APPROVE_WORD[item.kind])}
            </ActionButton>
          </Popconfirm>
          <ActionButton
            type="link"
            size="small"
            danger
            onClick={() => setDialog('reject')}
            data-testid="review-reject"
          >
            {t('billing.review.reject')}
          </ActionButton>
        </>
      )}
      {issuable && (
        <ActionButton
          type="link"
          size="small"
          onClick={() => setDialog('issue')}
          data-testid="review-issue"
        >
          {t('billing.review.issue')}
        </ActionButton>
      )}
      <ReviewTextModal
        open={dialog === 'reject'}
        title={`${t('billing.review.reject')} · ${kind}`}
        label={t('billing.review.reason')}
        okText={t('billing.review.reject')}
        danger
        onSubmit={(reason) => decide(false, reason)}
        onClose={() => setDialog(null)}
      />
      <ReviewTextModal
        open={dialog === 'issue'}
        title={t('billing.review.issue')}
        label={t('billing.review.invoiceNo')}
        okText={t('billing.review.issue')}
        schema={invoiceIssueInput.shape.invoiceNo}
        onSubmit={async (invoiceNo) => {
          await idem.send({ id: item.id, invoiceNo }, issue.mutateAsync);
          toast.success(t('billing.review.issued'));
        }}
        onClose={() => setDialog(null)}
      />
    </Space>
  );
}
