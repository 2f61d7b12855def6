import { Badge, Tag, Tooltip, type BadgeProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkOrderRow, WorkOrderSeverity, WorkOrderStatus } from '@ecloud/contract';
import { formatDateTime } from '../../../lib/format.ts';

const STATUS: Record<WorkOrderStatus, BadgeProps['status']> = {
  submitted: 'processing',
  inProgress: 'processing',
  waitingCustomer: 'warning',
  resolved: 'success',
  closed: 'default',
  reopened: 'error',
};

export function StatusBadge({ status }: { status: WorkOrderStatus }) {
  const { t } = useTranslation();
  return (
    <span data-testid="work-order-status" data-status={status}>
      <Badge status={STATUS[status]} text={t(`workOrders.statusName.${status}`)} />
    </span>
  );
}

export function SeverityTag({ severity }: { severity: WorkOrderSeverity }) {
  const { t } = useTranslation();
  return (
    <Tag color={severity === 'urgent' ? 'red' : 'default'}>
      {t(`workOrders.severityName.${severity}`)}
    </Tag>
  );
}

/** On time or late, with both due times in the tooltip. */
export function SlaTag({
  row,
}: {
  row: Pick<
    WorkOrderRow,
    'firstResponseBreached' | 'resolutionBreached' | 'firstResponseDue' | 'resolutionDue'
  >;
}) {
  const { t } = useTranslation();
  const late = [
    row.firstResponseBreached && t('workOrders.firstResponseBreached'),
    row.resolutionBreached && t('workOrders.resolutionBreached'),
  ].filter(Boolean);
  const due = `${t('workOrders.firstResponseDue')}: ${formatDateTime(row.firstResponseDue)} · ${t(
    'workOrders.resolutionDue',
  )}: ${formatDateTime(row.resolutionDue)}`;
  return (
    <Tooltip title={due}>
      <Tag color={late.length ? 'red' : 'green'} data-testid="work-order-sla">
        {late.length ? late.join(', ') : t('workOrders.onTime')}
      </Tag>
    </Tooltip>
  );
}
