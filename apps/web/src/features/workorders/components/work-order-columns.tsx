import { Badge, Rate, Space } from 'antd';
import type { TFunction } from 'i18next';
import {
  WORK_ORDER_CATEGORIES,
  WORK_ORDER_SEVERITIES,
  WORK_ORDER_STATUSES,
  type WorkOrderRow,
} from '@ecloud/contract';
import {
  col,
  exportColumns,
  fitColumn,
  wordsFor,
  type ListColumn,
} from '../../../components/list/index.ts';
import { SeverityTag, SlaTag, StatusBadge } from './work-order-tags.tsx';

/** The work orders' columns; support also sees each order's tenant. */
export function workOrderColumns(
  t: TFunction,
  o: { support: boolean; open(row: WorkOrderRow): void },
): ListColumn<WorkOrderRow>[] {
  return [
    col.number('number', t('workOrders.number'), { width: 90, sortable: true }),
    col.text('title', t('workOrders.titleLabel'), {
      width: 280,
      render: (_: unknown, w) => (
        <Space>
          <a onClick={() => o.open(w)} data-testid="work-order-open">
            {w.title}
          </a>
          {w.unread > 0 && (
            <Badge
              count={w.unread}
              size="small"
              title={t('workOrders.unread', { count: w.unread })}
            />
          )}
        </Space>
      ),
    }),
    ...(o.support
      ? [col.text<WorkOrderRow>('tenantName', t('workOrders.tenant'), { width: 160 })]
      : []),
    col.words(
      'category',
      t('workOrders.category'),
      wordsFor(WORK_ORDER_CATEGORIES, (c) => t(`workOrders.categoryName.${c}`)),
      { width: 130 },
    ),
    col.words(
      'severity',
      t('workOrders.severity'),
      wordsFor(WORK_ORDER_SEVERITIES, (s) => t(`workOrders.severityName.${s}`)),
      { width: 100, render: (_: unknown, w) => <SeverityTag severity={w.severity} /> },
    ),
    col.words(
      'status',
      t('workOrders.status'),
      wordsFor(WORK_ORDER_STATUSES, (s) => t(`workOrders.statusName.${s}`)),
      {
        width: fitColumn(
          WORK_ORDER_STATUSES.map((s) => t(`workOrders.statusName.${s}`)),
          'badge',
        ),
        render: (_: unknown, w) => <StatusBadge status={w.status} />,
      },
    ),
    col.dateTime('resolutionDue', t('workOrders.sla'), {
      // Wide enough for both lateness words in one tag (SlaTag).
      width: fitColumn(
        [
          t('workOrders.onTime'),
          `${t('workOrders.firstResponseBreached')}, ${t('workOrders.resolutionBreached')}`,
        ],
        'tag',
        180,
      ),
      sortable: true,
      render: (_: unknown, w) => <SlaTag row={w} />,
      export: [
        { key: 'firstResponseDue', title: t('workOrders.firstResponseDue'), kind: 'datetime' },
        { key: 'resolutionDue', title: t('workOrders.resolutionDue'), kind: 'datetime' },
      ],
    }),
    col.dash('assignee', t('workOrders.assignee'), { width: 130 }),
    col.text('createdBy', t('workOrders.createdBy'), { width: 130 }),
    col.dateTime('createdAt', t('workOrders.createdAt'), { width: 170, sortable: true }),
    col.dash('rating', t('workOrders.rating'), {
      width: 150,
      render: (v: number | null) =>
        v ? <Rate disabled value={v} style={{ fontSize: 12 }} /> : '-',
      export: { kind: 'number' },
    }),
    col.actions(t('common.actions'), 90, (w) => [
      { label: t('workOrders.open'), onClick: () => o.open(w), testId: 'work-order-open-action' },
    ]),
  ];
}

export const workOrderExportColumns = (t: TFunction, columns: ListColumn<WorkOrderRow>[]) =>
  exportColumns(columns, { key: 'updatedAt', title: t('workOrders.updatedAt'), kind: 'datetime' });
