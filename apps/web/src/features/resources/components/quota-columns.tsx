import { Badge, Flex, Space, Typography, type BadgeProps } from 'antd';
import type { TFunction } from 'i18next';
import {
  QUOTA_ITEMS,
  QUOTA_REVIEW_CODE,
  QUOTA_STATUSES,
  type ExportColumn,
  type QuotaRequest,
} from '@ecloud/contract';
import { ActionButton } from '../../../components/action-button.tsx';
import type { ListColumn } from '../../../components/list/index.ts';
import { ProviderLogo } from '../../../components/provider-logo/index.ts';
import { formatDateTime } from '../../../lib/format.ts';

export type QuotaStatus = (typeof QUOTA_STATUSES)[number];
const STATUS: Record<QuotaStatus, BadgeProps['status']> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

export interface QuotaColumnActions {
  /** Reviewers (v9-2) see the review action. */
  canReview: boolean;
  /** Requesters withdraw their own pending requests. */
  mine(q: QuotaRequest): boolean;
  review(q: QuotaRequest): void;
  withdraw(q: QuotaRequest): void;
}

/** The quota requests' columns: account, region, item, the change, status with review, requester. */
export function quotaColumns(t: TFunction, a: QuotaColumnActions): ListColumn<QuotaRequest>[] {
  const itemLabel = (item: string) => t(`resources.quota.item.${item}`);
  return [
    {
      title: t('resources.col.account'),
      dataIndex: 'accountName',
      width: 220,
      render: (_: unknown, q) => (
        <Space>
          <ProviderLogo code={q.provider} variant="small" size={16} />
          <span>{q.accountName}</span>
        </Space>
      ),
    },
    { title: t('resources.col.region'), dataIndex: 'region', width: 130 },
    {
      title: t('resources.quota.itemLabel'),
      dataIndex: 'item',
      width: 130,
      render: (v: string) => itemLabel(v),
    },
    {
      title: t('resources.quota.change'),
      dataIndex: 'requested',
      width: 140,
      sortable: true,
      render: (_: unknown, q) => (
        <span>
          {q.current} → <strong>{q.requested}</strong>
        </span>
      ),
    },
    { title: t('resources.quota.reason'), dataIndex: 'reason', width: 240 },
    {
      title: t('resources.col.status'),
      dataIndex: 'status',
      width: 170,
      sortable: true,
      render: (_: unknown, q) => (
        <div data-testid="quota-status" data-status={q.status}>
          <Badge status={STATUS[q.status]} text={t(`resources.quota.status.${q.status}`)} />
          {q.reviewedBy && (
            <Typography.Paragraph
              type="secondary"
              style={{ fontSize: 12, margin: 0 }}
              ellipsis={{ tooltip: q.reviewComment }}
            >
              {q.reviewedBy}
              {q.reviewComment ? `: ${q.reviewComment}` : ''}
            </Typography.Paragraph>
          )}
        </div>
      ),
    },
    {
      // Sorted by when it was asked for, which the column shows under the requester.
      key: 'createdAt',
      title: t('resources.quota.requestedBy'),
      dataIndex: 'requestedBy',
      width: 170,
      sortable: true,
      render: (_: unknown, q) => (
        <Flex vertical>
          <span>{q.requestedBy}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDateTime(q.createdAt)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 150,
      render: (_: unknown, q) =>
        q.status === 'pending' && (
          <Space size={0}>
            {a.canReview && (
              <ActionButton
                code={QUOTA_REVIEW_CODE}
                type="link"
                size="small"
                onClick={() => a.review(q)}
                data-testid="quota-review"
              >
                {t('resources.quota.review')}
              </ActionButton>
            )}
            {a.mine(q) && (
              <ActionButton code="v9" type="link" size="small" onClick={() => a.withdraw(q)}>
                {t('resources.quota.withdraw')}
              </ActionButton>
            )}
          </Space>
        ),
    },
  ];
}

export const quotaExportColumns = (t: TFunction): ExportColumn[] => [
  { key: 'accountName', title: t('resources.col.account') },
  { key: 'region', title: t('resources.col.region') },
  {
    key: 'item',
    title: t('resources.quota.itemLabel'),
    values: Object.fromEntries(QUOTA_ITEMS.map((i) => [i, t(`resources.quota.item.${i}`)])),
  },
  { key: 'current', title: t('resources.quota.current'), kind: 'number' },
  { key: 'requested', title: t('resources.quota.requested'), kind: 'number' },
  { key: 'reason', title: t('resources.quota.reason') },
  {
    key: 'status',
    title: t('resources.col.status'),
    values: Object.fromEntries(QUOTA_STATUSES.map((s) => [s, t(`resources.quota.status.${s}`)])),
  },
  { key: 'requestedBy', title: t('resources.quota.requestedBy') },
  { key: 'createdAt', title: t('resources.quota.requestedAt'), kind: 'datetime' },
  { key: 'reviewedBy', title: t('resources.quota.reviewedBy') },
  { key: 'reviewComment', title: t('resources.quota.comment') },
];
