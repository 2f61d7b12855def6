import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkOrderReply } from '@ecloud/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { AttachmentList } from './attachment-list.tsx';

/** The posts in order; what people wrote is shown as text (never as markup). */
export function Conversation({ replies }: { replies: WorkOrderReply[] }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8} data-testid="work-order-conversation">
      {replies.map((r) => (
        <Card
          key={r.id}
          size="small"
          style={{ background: r.side === 'support' ? '#f0f5ff' : undefined }}
          data-testid="work-order-post"
          data-side={r.side}
        >
          <Flex justify="space-between">
            <span>
              <Tag color={r.side === 'support' ? 'blue' : 'default'}>
                {t(r.side === 'support' ? 'workOrders.supportSide' : 'workOrders.customerSide')}
              </Tag>
              <strong>{r.author}</strong>
            </span>
            <Typography.Text type="secondary">{formatDateTime(r.createdAt)}</Typography.Text>
          </Flex>
          {r.status && (
            <Typography.Text type="secondary" italic>
              {t('workOrders.movedTo', { status: t(`workOrders.statusName.${r.status}`) })}
            </Typography.Text>
          )}
          {r.body && (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
              {r.body}
            </Typography.Paragraph>
          )}
          <AttachmentList files={r.attachments} />
        </Card>
      ))}
    </Flex>
  );
}
