import { useMemo, useState } from 'react';
import { Alert, Button, Card, Checkbox, Flex, Select, Typography } from 'antd';
import { DisconnectOutlined, LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { calls, type CloudResourceType, type Resource } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { ActionButton } from '../../../components/action-button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useResourceList } from '../api/use-resources.ts';
import { useBindTags, useTagOptions } from '../api/use-tags.ts';
import { resourceColumns } from '../components/resource-columns.tsx';
import { ResourceDrawer } from '../components/resource-drawer.tsx';
import { ResourceFilters, type FilterState } from '../components/resource-filters.tsx';
import { DataList } from '../../../components/list/index.ts';
import { useResourceListState } from './use-resource-list-state.ts';
import { TagFormModal } from '../components/tag-form-modal.tsx';
import { TypeFilter } from '../components/type-filter.tsx';

const CODE = 'v8-1.2';

/**
 * /resource/tabs/resource: pick resources of any type (across pages), pick tags, and bind or
 * unbind them all at once.
 */
export default function TagBindingPage() {
  const { t } = useTranslation();
  const {
    state,
    set: setState,
    paging,
    input: base,
  } = useResourceListState({ type: '', untagged: '' });
  const [selected, setSelected] = useState<string[]>([]);
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const tags = useTagOptions();
  const bind = useBindTags();
  const input = {
    ...base,
    type: (state.type || undefined) as CloudResourceType | undefined,
    untagged: state.untagged === '1' || undefined,
  };
  const list = useResourceList(undefined, input);
  const columns = useMemo(() => resourceColumns(t, 'any'), [t]);

  const run = async (unbind: boolean) => {
    const { affected } = await bind.mutateAsync({ tagIds, resourceIds: selected, unbind });
    toast.success(
      t(unbind ? 'resources.binding.unbound' : 'resources.binding.bound', {
        count: affected,
        resources: selected.length,
      }),
    );
    setSelected([]);
  };

  return (
    <>
      <PageHeader title={t('resources.binding.title')} subtitle={t('resources.binding.subtitle')} />
      <Card size="small" style={{ marginBottom: 16 }} data-testid="binding-bar">
        <Flex gap={8} wrap align="center">
          <Typography.Text strong data-testid="binding-selected">
            {t('resources.binding.selected', { count: selected.length })}
          </Typography.Text>
          {selected.length > 0 && (
            <Button size="small" type="link" onClick={() => setSelected([])}>
              {t('resources.binding.clear')}
            </Button>
          )}
          <Select<string[]>
            mode="multiple"
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('resources.binding.pickTags')}
            style={{ minWidth: 280, flex: 1, maxWidth: 520 }}
            loading={tags.isPending}
            value={tagIds}
            onChange={setTagIds}
            options={(tags.data ?? []).map((tag) => ({
              value: tag.id,
              label: tag.value ? `${tag.key}: ${tag.value}` : tag.key,
            }))}
            notFoundContent={t('resources.binding.noTags')}
            data-testid="binding-tags"
          />
          <ActionButton code="v8-1.1" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('resources.tags.create')}
          </ActionButton>
          {(['bind', 'unbind'] as const).map((way) => (
            <ActionButton
              key={way}
              code={CODE}
              type={way === 'bind' ? 'primary' : undefined}
              icon={way === 'bind' ? <LinkOutlined /> : <DisconnectOutlined />}
              disabled={!selected.length || !tagIds.length}
              loading={bind.isPending}
              onClick={() => void run(way === 'unbind').catch(() => undefined)}
              data-testid={`binding-${way}`}
            >
              {t(`resources.binding.${way}`)}
            </ActionButton>
          ))}
        </Flex>
        {selected.length > 1000 && (
          <Alert
            style={{ marginTop: 8 }}
            type="warning"
            showIcon
            message={t('resources.binding.tooMany')}
          />
        )}
      </Card>
      <DataList<Resource>
        testId="binding-table"
        tableId="binding"
        columns={columns}
        locked={['name', 'tags']}
        query={list}
        empty={t('resources.list.noMatch')}
        paging={paging}
        filters={
          <>
            <TypeFilter value={state.type} onChange={(type) => setState({ type, page: 1 })} />
            <ResourceFilters
              value={state as FilterState}
              type={input.type}
              onChange={(patch) => setState(patch)}
            />
            <Checkbox
              checked={state.untagged === '1'}
              onChange={(e) => setState({ untagged: e.target.checked ? '1' : '', page: 1 })}
            >
              {t('resources.binding.untagged')}
            </Checkbox>
          </>
        }
        selection={{ keys: selected, onChange: setSelected }}
        exportOf={{ list: calls.resourceList, input, filename: t('resources.binding.title') }}
        onRowClick={(r) => setOpen(r.id)}
      />
      <ResourceDrawer id={open} onClose={() => setOpen(null)} />
      {creating && <TagFormModal tag={null} onClose={() => setCreating(false)} />}
    </>
  );
}
