import { useMemo, useState } from 'react';
import { DatePicker, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CHARGE_CATEGORIES, calls, type CostLine } from '@ecloud/contract';
import {
  KeywordFilter,
  ListScreen,
  ProviderFilter,
  SelectFilter,
  exportColumns,
  pageInput,
  useListState,
} from '../../../components/list/index.ts';
import { useBillProducts, useCostLines } from '../api/use-costs.ts';
import { lineColumns } from '../components/line-columns.tsx';
import { OriginalDrawer } from '../components/original-drawer.tsx';
import { CustomerPicker } from '../components/customer-picker.tsx';
import { forCustomer, useCostCustomer } from '../lib/customer.ts';
import { codeOptions } from '../../../lib/code-options.ts';

const DAY = 'YYYY-MM-DD';

/** Every line item of every bill, filtered on the server, paged, exported; originals on demand. */
export default function BillDetailPage() {
  const { t } = useTranslation();
  const monthStart = dayjs().startOf('month').format(DAY);
  const { state, filter, paging } = useListState(
    {
      startDate: monthStart,
      endDate: dayjs().format(DAY),
      provider: '',
      serviceName: '',
      chargeCategory: '',
      provisional: '',
      keyword: '',
      // One resource's lines (its provider id), as its drawer links to them.
      resourceId: '',
    },
    { pageSize: 20 },
  );
  const [original, setOriginal] = useState<string | null>(null);
  const [customer] = useCostCustomer();
  const range = { startDate: String(state.startDate), endDate: String(state.endDate) };
  const input = forCustomer(
    {
      ...range,
      provider: (state.provider || undefined) as CostLine['provider'] as never,
      serviceName: state.serviceName || undefined,
      chargeCategory: (state.chargeCategory || undefined) as
        (typeof CHARGE_CATEGORIES)[number] | undefined,
      provisional: state.provisional ? state.provisional === 'true' : undefined,
      keyword: state.keyword || undefined,
      resourceId: state.resourceId || undefined,
    },
    customer,
  );
  const lines = useCostLines({ ...input, ...pageInput<'chargeDate' | 'billedCost'>(paging) });
  const products = useBillProducts(forCustomer(range, customer));
  const columns = useMemo(() => lineColumns(t, (l) => setOriginal(l.id)), [t]);
  return (
    <>
      <ListScreen<CostLine>
        title={t('costs.detail.title')}
        subtitle={t('costs.detail.subtitle')}
        columns={columns}
        query={lines}
        paging={paging}
        empty={t('costs.detail.empty')}
        tableId="cost-lines"
        testId="cost-lines"
        exportOf={{ list: calls.costLineList, input, columns: exportColumns(columns) }}
        filters={
          <>
            <CustomerPicker />
            <DatePicker.RangePicker
              value={[dayjs(range.startDate), dayjs(range.endDate)]}
              allowClear={false}
              onChange={(v) =>
                v?.[0] && v[1] && filter({ startDate: v[0].format(DAY), endDate: v[1].format(DAY) })
              }
              data-testid="range-filter"
            />
            <ProviderFilter
              placeholder={t('costs.detail.allProviders')}
              value={String(state.provider)}
              onChange={(provider) => filter({ provider })}
            />
            <SelectFilter
              placeholder={t('costs.detail.allServices')}
              value={String(state.serviceName)}
              width={220}
              searchable
              loading={products.isPending}
              options={(products.data?.list ?? []).map((p) => ({
                value: p.serviceName,
                label: p.serviceName,
              }))}
              onChange={(serviceName) => filter({ serviceName })}
              testId="filter-service"
            />
            <SelectFilter
              placeholder={t('costs.detail.allCategories')}
              value={String(state.chargeCategory)}
              options={codeOptions(t, 'costs.chargeCategory', CHARGE_CATEGORIES)}
              onChange={(chargeCategory) => filter({ chargeCategory })}
            />
            <SelectFilter
              placeholder={t('costs.detail.allStatuses')}
              value={String(state.provisional)}
              options={[
                { value: 'true', label: t('costs.status.provisional') },
                { value: 'false', label: t('costs.status.final') },
              ]}
              onChange={(provisional) => filter({ provisional })}
              testId="filter-status"
            />
            {state.resourceId && (
              <Tag
                closable
                onClose={() => filter({ resourceId: '' })}
                data-testid="filter-resource"
              >
                {t('costs.detail.resource', { id: state.resourceId })}
              </Tag>
            )}
            <KeywordFilter
              list={{ state, filter }}
              placeholder={t('costs.detail.search')}
              width={220}
            />
          </>
        }
      />
      <OriginalDrawer id={original} customerTenantId={customer} onClose={() => setOriginal(null)} />
    </>
  );
}
