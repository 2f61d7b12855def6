import { Descriptions, Divider, Drawer, Flex, Rate, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSOLE_BASE_PATH, type WorkOrderDetail } from '@ecloud/contract';
import { ListState } from '../../../components/list/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useWorkOrderDetail } from '../api/use-workorders.ts';
import { AttachmentList } from './attachment-list.tsx';
import { Conversation } from './conversation.tsx';
import { ReplyBox } from './reply-box.tsx';
import { WorkOrderActions } from './work-order-actions.tsx';
import { SeverityTag, SlaTag, StatusBadge } from './work-order-tags.tsx';

/** One work order: its facts and SLA, its files, the conversation, the actions and a reply. */
export function WorkOrderDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = useWorkOrderDetail(id);
  const order = detail.data;
  return (
    <Drawer
      open
      width={760}
      onClose={onClose}
      title={order ? `#${order.number} ${order.title}` : ''}
      extra={order && <StatusBadge status={order.status} />}
      data-testid="work-order-drawer"
    >
      {order ? (
        <Body order={order} />
      ) : detail.isError ? (
        <ListState error empty="" onRetry={() => void detail.refetch()} />
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}

function Body({ order }: { order: WorkOrderDetail }) {
  const { t } = useTranslation();
  const facts: { label: string; children: ReactNode; show?: unknown }[] = [
    { label: t('workOrders.category'), children: t(`workOrders.categoryName.${order.category}`) },
    { label: t('workOrders.severity'), children: <SeverityTag severity={order.severity} /> },
    { label: t('workOrders.tenant'), children: order.tenantName, show: order.side === 'support' },
    {
      label: t('workOrders.createdBy'),
      children: `${order.createdBy} · ${formatDateTime(order.createdAt)}`,
    },
    { label: t('workOrders.assignee'), children: order.assignee ?? t('workOrders.unassigned') },
    { label: t('workOrders.sla'), children: <SlaTag row={order} /> },
    {
      label: t('workOrders.related'),
      show: order.related,
      children:
        order.related &&
        `${t(`workOrders.relatedKindName.${order.related.kind}`)}: ${order.related.label}`,
    },
    {
      label: t('workOrders.quotaRequest'),
      show: order.quotaRequestId,
      children: (
        <Link to={`${CONSOLE_BASE_PATH}/resourceManage/quotaApply`}>
          {t('workOrders.openQuotaRequest')}
        </Link>
      ),
    },
    {
      label: t('workOrders.rating'),
      show: order.rating,
      children: (
        <>
          <Rate disabled value={order.rating ?? 0} style={{ fontSize: 14 }} /> {order.ratingComment}
        </>
      ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Descriptions
        size="small"
        column={2}
        bordered
        items={facts
          .filter((f) => !('show' in f) || f.show)
          .map(({ label, children }, key) => ({ key, label, children }))}
      />
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
        {order.description}
      </Typography.Paragraph>
      <AttachmentList files={order.attachments} />
      <WorkOrderActions order={order} />
      <Divider style={{ margin: '4px 0' }}>{t('workOrders.conversation')}</Divider>
      <Conversation replies={order.replies} />
      <ReplyBox order={order} />
    </Flex>
  );
}
