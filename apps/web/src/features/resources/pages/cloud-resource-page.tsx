import { useMemo, useState } from 'react';
import { Card, Empty, Flex, Result, Tabs, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CLOUD_ACCOUNT_PATH,
  CLOUD_RESOURCE_TYPES,
  CONSOLE_BASE_PATH,
  PROVIDERS,
  calls,
  type CloudResourceType,
  type Resource,
} from '@ecloud/contract';
import { ProviderLogo } from '../../../components/provider-logo/index.ts';
import { useResourceCounts, useResourceList } from '../api/use-resources.ts';
import { HostActions } from '../components/host-actions.tsx';
import { resourceColumns } from '../components/resource-columns.tsx';
import { ResourceDrawer } from '../components/resource-drawer.tsx';
import { ResourceFilters, type FilterState } from '../components/resource-filters.tsx';
import { DataList } from '../../../components/list/index.ts';
import { useResourceListState } from './use-resource-list-state.ts';

/** The address names a cloud by its mark (tx, ali ...) or its code (TENGXUN, ALI ...). */
const providerFromParam = (param: string | undefined) =>
  PROVIDERS.find((p) => p.mark === param?.toLowerCase() || p.code === param?.toUpperCase());

/**
 * /resourceManage/cloudResource/:cloud: one provider's resources, a tab per type with its count,
 * with the same filters, export and drawer as the inventory screens.
 */
export default function CloudResourcePage() {
  const { t } = useTranslation();
  const provider = providerFromParam(useParams().cloud);
  const { state, set: setState, paging, input: base } = useResourceListState({ type: 'host' });
  const [selected, setSelected] = useState<string[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  const type = state.type as CloudResourceType;
  const counts = useResourceCounts(provider?.code, state.accountId || undefined);
  const input = { ...base, provider: provider?.code, type };
  const list = useResourceList(undefined, input);
  const columns = useMemo(
    () => resourceColumns(t, type).filter((c) => c.key !== 'provider'),
    [t, type],
  );
  if (!provider) {
    return <Result status="404" title={t('resources.cloud.unknown')} />;
  }
  const rows = list.data?.list;
  const total = (counts.data ?? []).reduce((n, c) => n + c.count, 0);
  const { start, end } = provider.chartColor.gradient;

  return (
    <>
      <Card
        style={{ marginBottom: 16, overflow: 'hidden' }}
        styles={{ body: { padding: 0 } }}
        data-testid="cloud-resource-header"
      >
        <div style={{ height: 6, background: `linear-gradient(90deg, ${start}, ${end})` }} />
        <Flex gap={24} align="center" wrap style={{ padding: 16 }}>
          <ProviderLogo code={provider.code} size={36} />
          <Typography.Paragraph type="secondary" style={{ margin: 0, flex: 1, minWidth: 240 }}>
            {t(provider.introduce)}
          </Typography.Paragraph>
          <Flex vertical align="flex-end">
            <Typography.Title level={3} style={{ margin: 0, color: provider.chartColor.color }}>
              {total}
            </Typography.Title>
            <Typography.Text type="secondary">{t('resources.cloud.total')}</Typography.Text>
          </Flex>
        </Flex>
      </Card>
      {counts.data && total === 0 && !state.accountId ? (
        <Card>
          <Empty description={t('resources.cloud.none', { name: t(provider.label) })}>
            <Link to={`${CONSOLE_BASE_PATH}${CLOUD_ACCOUNT_PATH}?provider=${provider.code}`}>
              {t('resources.cloud.addAccount')}
            </Link>
          </Empty>
        </Card>
      ) : (
        <>
          <Tabs
            activeKey={type}
            onChange={(v) => {
              setSelected([]);
              setState({ type: v, page: 1, sortField: '', sortOrder: '' });
            }}
            items={CLOUD_RESOURCE_TYPES.map((x) => ({
              key: x,
              label: `${t(`cloud.type.${x}`)} ${counts.data?.find((c) => c.type === x)?.count ?? 0}`,
            }))}
            style={{ marginBottom: 0 }}
          />
          <DataList<Resource>
            key={type}
            testId="cloud-resource-table"
            tableId={`cloud-${type}`}
            columns={columns}
            locked={['name']}
            query={list}
            empty={t('resources.list.noMatch')}
            paging={paging}
            filters={
              <ResourceFilters
                value={{ ...(state as FilterState), provider: provider.code }}
                type={type}
                lockProvider
                onChange={(patch) => setState(patch)}
              />
            }
            actions={
              type === 'host' && (
                <HostActions hosts={(rows ?? []).filter((r) => selected.includes(r.id))} />
              )
            }
            selection={type === 'host' ? { keys: selected, onChange: setSelected } : undefined}
            exportOf={{
              list: calls.resourceList,
              input,
              filename: `${t(provider.label)} ${t(`cloud.type.${type}`)}`,
            }}
            onRowClick={(r) => setOpen(r.id)}
          />
        </>
      )}
      <ResourceDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
