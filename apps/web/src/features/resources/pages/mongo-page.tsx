import { useTranslation } from 'react-i18next';
import { ResourceListPage } from './resource-list-page.tsx';

export default function MongoPage() {
  const { t } = useTranslation();
  return <ResourceListPage title={t('resources.page.mongo')} types={['mongo']} />;
}
