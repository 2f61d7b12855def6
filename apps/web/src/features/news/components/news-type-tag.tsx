import type { NewsType } from '@ecloud/contract';
import { codeTag } from '../../../components/code-tag.tsx';

export const NewsTypeTag = codeTag<NewsType>('news.type', {
  announcement: 'blue',
  product: 'green',
  maintenance: 'orange',
  policy: 'purple',
});
