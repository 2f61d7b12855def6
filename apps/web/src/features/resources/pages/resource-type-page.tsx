import { useTranslation } from 'react-i18next';
import type { RESOURCE_MENU } from '../routes.ts';
import { ResourceListPage } from './resource-list-page.tsx';

type Entry = keyof typeof RESOURCE_MENU;

/** The page of one resource menu entry: its title, and the types it lists. */
export const resourceTypePage = (entry: Entry, types: (typeof RESOURCE_MENU)[Entry]) =>
  function ResourceTypePage() {
    const { t } = useTranslation();
    return <ResourceListPage title={t(`resources.page.${entry}`)} types={types} />;
  };
