import { useTranslation } from 'react-i18next';
import { ResourceListPage } from './resource-list-page.tsx';

export default function DiskPage() {
  const { t } = useTranslation();
  return <ResourceListPage title={t('resources.page.disk')} types={['disk']} />;
}
