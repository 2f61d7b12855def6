import { Card } from 'antd';
import { ItemList } from '../../../components/item-list.tsx';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NEWS_HOME_COUNT } from '@ecloud/contract';
import { useNewsList } from '../api/use-news.ts';
import { newsHref } from '../lib/paths.ts';
import { NewsTitle } from './news-title.tsx';

/** The home pages' news: the latest few, pinned first, and the way to the centre ("more"). */
export function NewsHomeCard() {
  const { t } = useTranslation();
  const latest = useNewsList({ page: 1, pageSize: NEWS_HOME_COUNT });
  return (
    <Card
      title={t('news.latest')}
      extra={
        <Link to={newsHref.centre()} data-testid="news-more">
          {t('news.more')}
        </Link>
      }
      style={{ height: '100%' }}
      data-testid="home-news-card"
    >
      <ItemList
        query={latest}
        empty={t('news.empty')}
        renderItem={(item) => <NewsTitle item={item} />}
      />
    </Card>
  );
}
