import { Flex, Typography } from 'antd';
import type { NewsArticle as Article } from '@ecloud/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { NewsTypeTag } from './news-type-tag.tsx';
import './news-article.css';

/**
 * An item as published. The body is HTML the server sanitised when it was written (an
 * allow-list: no script, handler, style or javascript: address survives), so it is rendered as is.
 */
export function NewsArticle({ article }: { article: Article }) {
  return (
    <article data-testid="news-article">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {article.title}
      </Typography.Title>
      <Flex gap={8} align="center" style={{ marginBottom: 24 }}>
        <NewsTypeTag type={article.type} />
        <Typography.Text type="secondary">{formatDateTime(article.publishedAt)}</Typography.Text>
      </Flex>
      <div
        className="news-body"
        data-testid="news-body"
        dangerouslySetInnerHTML={{ __html: article.body }}
      />
    </article>
  );
}
