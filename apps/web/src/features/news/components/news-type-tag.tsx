import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NewsType } from '@ecloud/contract';

const COLOURS: Record<NewsType, string> = {
  announcement: 'blue',
  product: 'green',
  maintenance: 'orange',
  policy: 'purple',
};

export function NewsTypeTag({ type }: { type: NewsType }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[type]}>{t(`news.type.${type}`)}</Tag>;
}
