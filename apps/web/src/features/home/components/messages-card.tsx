import { Badge, Card, Flex, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSOLE_BASE_PATH } from '@ecloud/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { ItemList, ONE_LINE } from '../../../components/item-list.tsx';
import { MessageTypeTag, useMessageList, useUnreadCount } from '../../messages/index.ts';

const CENTRE = `${CONSOLE_BASE_PATH}/userCenter/messageCenter/index`;

/** Unread messages at a glance: how many, and the latest few. */
export function MessagesCard() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const latest = useMessageList({ page: 1, pageSize: 5, read: 'unread' });
  return (
    <Card
      title={t('home.messages')}
      extra={<Link to={CENTRE}>{t('home.allMessages')}</Link>}
      style={{ height: '100%' }}
      data-testid="home-messages-card"
    >
      <Statistic
        title={t('home.unread')}
        value={unread.data ?? 0}
        loading={unread.isPending}
        prefix={<Badge status={unread.data ? 'error' : 'default'} />}
      />
      <ItemList
        query={latest}
        empty={t('home.noUnread')}
        renderItem={(m) => (
          <Flex gap={8} align="center" style={{ width: '100%', minWidth: 0 }}>
            <MessageTypeTag type={m.type} />
            <Link to={`${CENTRE}?read=unread`} style={ONE_LINE}>
              {m.title}
            </Link>
            <Typography.Text type="secondary">{formatDateTime(m.createdAt)}</Typography.Text>
          </Flex>
        )}
      />
    </Card>
  );
}
