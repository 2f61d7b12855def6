import { Badge, Flex, Tag, Typography } from 'antd';
import { PushpinOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NewsSummary } from '@ecloud/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { ONE_LINE } from '../../../components/item-list.tsx';
import { newsHref } from '../lib/paths.ts';
import { NewsTypeTag } from './news-type-tag.tsx';

/** One line of news: its type, pinned mark, unread dot, title (a link) and time. */
export function NewsTitle({ item, showType = true }: { item: NewsSummary; showType?: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} align="center" style={{ width: '100%', minWidth: 0 }} data-testid="news-item">
      {showType && <NewsTypeTag type={item.type} />}
      {item.pinned && (
        <Tag icon={<PushpinOutlined />} color="red" data-testid="news-pinned">
          {t('news.pinned')}
        </Tag>
      )}
      {!item.read && <Badge status="error" title={t('news.unread')} data-testid="news-unread" />}
      <Link
        to={newsHref.detail(item.id)}
        style={{ ...ONE_LINE, fontWeight: item.read ? undefined : 600 }}
        data-testid="news-title"
      >
        {item.title}
      </Link>
      <Typography.Text type="secondary">{formatDateTime(item.publishedAt)}</Typography.Text>
    </Flex>
  );
}
