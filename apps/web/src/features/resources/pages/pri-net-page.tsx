import { useTranslation } from 'react-i18next';
import { ResourceListPage } from './resource-list-page.tsx';

export default function PriNetPage() {
  const { t } = useTranslation();
  return <ResourceListPage title={t('resources.page.priNet')} types={['vpc', 'subnet']} />;
}
