import { PlusOutlined } from '@ant-design/icons';
import { Alert, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language, ManagedProduct } from '@ecloud/contract';
import { ListScreen, wholeList } from '../../../components/list/index.ts';
import { toast } from '../../../lib/toast.ts';
import { useCatalogue, useCatalogueEnable } from '../api/use-catalogue.ts';
import { catalogueColumns } from '../components/catalogue/catalogue-columns.tsx';
import { ProductForm } from '../components/catalogue/product-form.tsx';
import { NEW_PRODUCT, valuesOf } from '../lib/catalogue-form.ts';

/** The editor opens in place (`?edit=<code>`, `?edit=` for a new one): one address, one menu rule. */
const EDIT = 'edit';

/** Ours: the platform's catalogue editors keep the value-added products and their prices. */
export default function CatalogueManagePage() {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'zh-CN' ? 'zh-CN' : 'en-US';
  const [params, setParams] = useSearchParams();
  const catalogue = useCatalogue();
  const enable = useCatalogueEnable();
  const editing = params.get(EDIT);
  const openEditor = (code: string | null) =>
    setParams(code === null ? {} : { [EDIT]: code }, { replace: false });

  if (editing !== null) {
    if (editing === '')
      return <ProductForm initial={NEW_PRODUCT} isNew onDone={() => openEditor(null)} />;
    if (catalogue.isPending) return <Skeleton active />;
    const found = catalogue.data?.find((p) => p.code === editing);
    if (!found) return <Alert type="error" showIcon message={t('catalogue.notFound')} />;
    return (
      <ProductForm key={found.code} initial={valuesOf(found)} onDone={() => openEditor(null)} />
    );
  }

  const setEnabled = (p: ManagedProduct, enabled: boolean) =>
    enable.mutateAsync({ code: p.code, enabled }).then(
      () =>
        toast.success(
          t(enabled ? 'catalogue.enabledToast' : 'catalogue.disabledToast', {
            name: p.texts[lang].name,
          }),
        ),
      // The request layer has told the user; the row keeps its state.
      () => undefined,
    );
  return (
    <ListScreen<ManagedProduct>
      title={t('catalogue.title')}
      subtitle={t('catalogue.subtitle')}
      action={{
        label: t('catalogue.add'),
        icon: <PlusOutlined />,
        onClick: () => openEditor(''),
        testId: 'catalogue-add',
      }}
      tableTestId="catalogue-table"
      rowKey="code"
      columns={catalogueColumns(t, lang, {
        edit: (p) => openEditor(p.code),
        setEnabled: (p, on) => void setEnabled(p, on),
      })}
      query={wholeList(catalogue)}
      empty={t('catalogue.empty')}
    />
  );
}
