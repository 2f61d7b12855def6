import { useMemo, useState } from 'react';
import { Button, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  BILLED_RESOURCE_TYPES,
  calls,
  type CurrentBillRow,
  type ProviderCode,
} from '@ecloud/contract';
import {
  KeywordFilter,
  ListScreen,
  ProviderFilter,
  SelectFilter,
  exportColumns,
  pageInput,
  useListState,
} from '../../../components/list/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { codeOptions } from '../../../lib/code-options.ts';
import { AccountFilter } from '../../cloud/index.ts';
import { ResourceDrawer } from '../../resources/index.ts';
import { useCurrentBill } from '../api/use-current-bill.ts';
import { currentBillColumns } from '../components/current-bill-columns.tsx';
import { CurrentBillTotalsRow } from '../components/current-bill-totals.tsx';
import { costHref } from '../lib/paths.ts';

type SortField = 'todayCost' | 'monthCost' | 'difference';

/**
 * /resourceManage/cloudResource/tx/currentBill: what each resource has cost today and this
 * month, estimated until each cloud's bill covers a day, then the bill and how far it was off.
 */
export default function CurrentBillPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, filter, paging } = useListState(
    { provider: '', accountId: '', resourceType: '', keyword: '' },
    { pageSize: 20 },
  );
  const [open, setOpen] = useState<string | null>(null);
  const input = {
    provider: (state.provider || undefined) as ProviderCode | undefined,
    accountId: state.accountId || undefined,
    resourceType: (state.resourceType || undefined) as
      (typeof BILLED_RESOURCE_TYPES)[number] | undefined,
    keyword: state.keyword || undefined,
  };
  const bill = useCurrentBill({ ...input, ...pageInput<SortField>(paging) });
  const columns = useMemo(() => currentBillColumns(t, (r) => setOpen(r.id)), [t]);
  const data = bill.data;
  return (
    <>
      <ListScreen<CurrentBillRow>
        title={t('costs.current.title')}
        subtitle={t('costs.current.subtitle')}
        extra={
          <>
            {data?.estimatedAt && (
              <Typography.Text type="secondary" data-testid="estimated-at">
                {t('costs.current.estimatedAt', { at: formatDateTime(data.estimatedAt) })}
              </Typography.Text>
            )}
            <Button onClick={() => void navigate(costHref.billDetail())}>
              {t('costs.overview.billDetail')}
            </Button>
          </>
        }
        columns={columns}
        query={bill}
        paging={paging}
        locked={['name']}
        empty={t('costs.current.empty')}
        tableId="current-bill"
        testId="current-bill"
        head={data && <CurrentBillTotalsRow totals={data.totals} />}
        exportOf={{ list: calls.currentBillList, input, columns: exportColumns(columns) }}
        filters={
          <>
            <ProviderFilter
              placeholder={t('costs.detail.allProviders')}
              value={String(state.provider)}
              onChange={(provider) => filter({ provider, accountId: '' })}
              testId="filter-provider"
            />
            <AccountFilter
              provider={input.provider}
              value={String(state.accountId)}
              width={200}
              onChange={(accountId) => filter({ accountId })}
              testId="filter-account"
            />
            <SelectFilter
              placeholder={t('costs.current.allTypes')}
              value={String(state.resourceType)}
              options={codeOptions(t, 'cloud.type', BILLED_RESOURCE_TYPES)}
              onChange={(resourceType) => filter({ resourceType })}
              testId="filter-type"
            />
            <KeywordFilter
              list={{ state, filter }}
              placeholder={t('costs.current.search')}
              width={220}
            />
          </>
        }
      />
      <ResourceDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
