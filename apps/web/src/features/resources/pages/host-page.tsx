import { useTranslation } from 'react-i18next';
import { ResourceListPage } from './resource-list-page.tsx';

export default function HostPage() {
  const { t } = useTranslation();
  return <ResourceListPage title={t('resources.page.host')} types={['host']} />;
}
