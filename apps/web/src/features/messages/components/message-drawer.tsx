import { Button, Descriptions, Drawer, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSOLE_BASE_PATH, type Message } from '@ecloud/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { MessageTypeTag } from './message-type-tag.tsx';
import type { Closable } from '../../../components/dialog-props.ts';

/** One message in full, with the way to what it is about. */
export function MessageDrawer({
  message,
  onClose,
}: Closable & {
  message: Message | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Drawer
      open={!!message}
      onClose={onClose}
      title={message?.title}
      size={520}
      destroyOnHidden
      data-testid="message-drawer"
    >
      {message && (
        <>
          <Descriptions
            column={1}
            size="small"
            style={{ marginBottom: 16 }}
            items={[
              {
                key: 'type',
                label: t('messages.column.type'),
                children: <MessageTypeTag type={message.type} />,
              },
              {
                key: 'time',
                label: t('messages.column.time'),
                children: formatDateTime(message.createdAt),
              },
            ]}
          />
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', fontSize: 15 }}>
            {message.content}
          </Typography.Paragraph>
          {message.link && (
            <Button type="primary" onClick={() => navigate(`${CONSOLE_BASE_PATH}${message.link}`)}>
              {t('messages.open')}
            </Button>
          )}
        </>
      )}
    </Drawer>
  );
}
