import { Badge, Flex, Space, Typography, type BadgeProps } from 'antd';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import {
  QUOTA_ITEMS,
  QUOTA_REVIEW_CODE,
  QUOTA_STATUSES,
  CONSOLE_BASE_PATH,
  type QuotaRequest,
} from '@ecloud/contract';
import { WORK_ORDERS_PATH } from '../../workorders/index.ts';
import { col, exportColumns, wordsFor, type ListColumn } from '../../../components/list/index.ts';
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
  return [
    col.text('accountName', t('resources.col.account'), {
      width: 220,
      render: (_: unknown, q) => (
        <Space>
          <ProviderLogo code={q.provider} variant="small" size={16} />
          <span>{q.accountName}</span>
        </Space>
      ),
    }),
    col.text('region', t('resources.col.region'), { width: 130 }),
    col.words(
      'item',
      t('resources.quota.itemLabel'),
      wordsFor(QUOTA_ITEMS, (i) => t(`resources.quota.item.${i}`)),
      { width: 130 },
    ),
    col.number('requested', t('resources.quota.change'), {
      width: 140,
      sortable: true,
      render: (_: unknown, q) => (
        <span>
          {q.current} → <strong>{q.requested}</strong>
        </span>
      ),
      export: [
        { key: 'current', title: t('resources.quota.current'), kind: 'number' },
        { key: 'requested', title: t('resources.quota.requested'), kind: 'number' },
      ],
    }),
    col.text('reason', t('resources.quota.reason'), { width: 240 }),
    col.words(
      'status',
      t('resources.col.status'),
      wordsFor(QUOTA_STATUSES, (s) => t(`resources.quota.status.${s}`)),
      {
        width: 170,
        sortable: true,
        render: (_: unknown, q) => (
          <div data-testid="quota-status" data-status={q.status}>
            <Badge status={STATUS[q.status]} text={t(`resources.quota.status.${q.status}`)} />
            {q.workOrderId && (
              <Link
                to={`${CONSOLE_BASE_PATH}${WORK_ORDERS_PATH}?id=${q.workOrderId}`}
                data-testid="quota-work-order"
              >
                {t('resources.quota.workOrder', { number: q.workOrderNumber })}
              </Link>
            )}
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
    ),
    // Sorted by when it was asked for, which the column shows under the requester.
    col.text('createdAt', t('resources.quota.requestedBy'), {
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
      export: [
        { key: 'requestedBy', title: t('resources.quota.requestedBy') },
        { key: 'createdAt', title: t('resources.quota.requestedAt'), kind: 'datetime' },
      ],
    }),
    col.actions(t('common.actions'), 150, (q) =>
      q.status === 'pending'
        ? [
            a.canReview && {
              code: QUOTA_REVIEW_CODE,
              label: t('resources.quota.review'),
              onClick: () => a.review(q),
              testId: 'quota-review',
            },
            a.mine(q) && {
              code: 'v9',
              label: t('resources.quota.withdraw'),
              onClick: () => a.withdraw(q),
            },
          ]
        : [],
    ),
  ];
}

/** The file's columns: the list's, then who reviewed and what they said. */
export const quotaExportColumns = (t: TFunction, columns: ListColumn<QuotaRequest>[]) =>
  exportColumns(
    columns,
    { key: 'reviewedBy', title: t('resources.quota.reviewedBy') },
    { key: 'reviewComment', title: t('resources.quota.comment') },
  );
