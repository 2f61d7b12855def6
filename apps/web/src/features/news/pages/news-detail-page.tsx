import { Card, Result, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNewsDetail } from '../api/use-news.ts';
import { NewsArticle } from '../components/news-article.tsx';
import { newsHref } from '../lib/paths.ts';

/** /newsCenter/newsDetail/{id}: the article; opening it marks it read for the reader. */
export default function NewsDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const detail = useNewsDetail(id);
  return (
    <Card extra={<Link to={newsHref.centre()}>{t('news.back')}</Link>}>
      {detail.isPending ? (
        <Skeleton active />
      ) : detail.data ? (
        <NewsArticle article={detail.data} />
      ) : (
        <Result status="404" title={t('news.notFound')} data-testid="news-not-found" />
      )}
    </Card>
  );
}
