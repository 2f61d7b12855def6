import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Language, ServiceEntry } from '@ecloud/contract';
import { ListScreen, wholeList } from '../../../components/list/index.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveService, useServiceCatalogue } from '../api/use-services.ts';
import { serviceColumns } from '../components/service-columns.tsx';
import { withEnabled } from '../lib/service-form.ts';
import { ServiceFormModal } from '../components/service-form-modal.tsx';

/** Ours: the platform's support staff keep the catalogue (issue 14 §3), unpublished entries too. */
export default function ServiceManagePage() {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'zh-CN' ? 'zh-CN' : 'en-US';
  const catalogue = useServiceCatalogue();
  const save = useSaveService();
  // undefined: closed; null: a new entry.
  const [editing, setEditing] = useState<ServiceEntry | null | undefined>(undefined);
  const setEnabled = (e: ServiceEntry, enabled: boolean) =>
    void save.mutateAsync(withEnabled(e, enabled)).then(
      () =>
        toast.success(
          t(enabled ? 'services.manage.publishedToast' : 'services.manage.unpublishedToast', {
            name: e[lang].name,
          }),
        ),
      // The request layer has told the user; the row keeps its state.
      () => undefined,
    );
  return (
    <>
      <ListScreen<ServiceEntry>
        title={t('services.manage.title')}
        subtitle={t('services.manage.subtitle')}
        action={{
          label: t('services.manage.add'),
          icon: <PlusOutlined />,
          onClick: () => setEditing(null),
          testId: 'service-add',
        }}
        tableTestId="service-table"
        columns={serviceColumns(t, lang, { edit: setEditing, setEnabled })}
        query={wholeList(catalogue)}
        empty={t('services.manage.empty')}
      />
      <ServiceFormModal
        open={editing !== undefined}
        entry={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </>
  );
}
