import { useState } from 'react';
import { Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUOTA_REVIEW_CODE, type QuotaRequest } from '@ecloud/contract';
import { ActionButton } from '../../../components/action-button.tsx';
import { ProviderLogo } from '../../../components/provider-logo/index.ts';
import { toast } from '../../../lib/toast.ts';
import { useReviewQuota } from '../api/use-quota.ts';
import type { Closable } from '../../../components/dialog-props.ts';

/** A reviewer (v9-2) approves or rejects a request, with a comment. */
export function QuotaReviewModal({
  request,
  onClose,
}: Closable & {
  request: QuotaRequest;
}) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const review = useReviewQuota();
  const decide = async (decision: 'approve' | 'reject') => {
    await review.mutateAsync({ id: request.id, decision, comment });
    toast.success(
      t(decision === 'approve' ? 'resources.quota.approved' : 'resources.quota.rejected'),
    );
    onClose();
  };
  return (
    <Modal
      open
      title={t('resources.quota.review')}
      onCancel={onClose}
      footer={[
        <ActionButton
          key="reject"
          code={QUOTA_REVIEW_CODE}
          danger
          loading={review.isPending}
          onClick={() => void decide('reject').catch(() => undefined)}
        >
          {t('resources.quota.reject')}
        </ActionButton>,
        <ActionButton
          key="approve"
          code={QUOTA_REVIEW_CODE}
          type="primary"
          loading={review.isPending}
          onClick={() => void decide('approve').catch(() => undefined)}
          data-testid="quota-approve"
        >
          {t('resources.quota.approve')}
        </ActionButton>,
      ]}
    >
      <Typography.Paragraph>
        <ProviderLogo code={request.provider} variant="small" size={14} /> {request.accountName} ·{' '}
        {request.region} · {t(`resources.quota.item.${request.item}`)}: {request.current} →{' '}
        <strong>{request.requested}</strong>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {request.requestedBy}: {request.reason}
      </Typography.Paragraph>
      <Input.TextArea
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        maxLength={500}
        placeholder={t('resources.quota.commentPlaceholder')}
        autoSize={{ minRows: 2, maxRows: 5 }}
      />
    </Modal>
  );
}
