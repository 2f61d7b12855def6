import { AppstoreOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  SUPPORT_CODE,
  WORK_ORDER_CATEGORIES,
  WORK_ORDER_CODE,
  WORK_ORDER_SEVERITIES,
  WORK_ORDER_STATUSES,
  calls,
  holdsByName,
  type WorkOrderCategory,
  type WorkOrderRow,
  type WorkOrderSeverity,
  type WorkOrderStatus,
} from '@ecloud/contract';
import {
  ListScreen,
  KeywordFilter,
  SelectFilter,
  pageInput,
  useListState,
} from '../../../components/list/index.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { codeOptions } from '../../../lib/code-options.ts';
import { serviceManageHref } from '../../enterprise-services/index.ts';
import { useSupportOptions, useWorkOrderList } from '../api/use-workorders.ts';
import { workOrderColumns, workOrderExportColumns } from '../components/work-order-columns.tsx';
import { WorkOrderDrawer } from '../components/work-order-drawer.tsx';
import { WorkOrderFormModal } from '../components/work-order-form-modal.tsx';

type Sort = 'createdAt' | 'updatedAt' | 'resolutionDue' | 'number';

/** The filters of coded values: the address key, its words' group, the values, the width. */
const CODED_FILTERS = [
  ['status', 'statusName', WORK_ORDER_STATUSES, 170],
  ['category', 'categoryName', WORK_ORDER_CATEGORIES, 150],
  ['severity', 'severityName', WORK_ORDER_SEVERITIES, 130],
] as const;
/** Support's own filters and the option lists that fill them. */
const SUPPORT_FILTERS = [
  ['tenantId', 'tenants'],
  ['assigneeId', 'assignees'],
] as const;

/**
 * /userCenter/workOrderCenter/index: a customer's work orders, or (support) every tenant's with
 * the tenant and assignee filters. The open order is in the address (`id`), so a notification's
 * link opens it.
 */
export default function WorkOrderCenterPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  // The server decides who is support; this only chooses which filters to offer.
  const support = holdsByName(me?.authCodes, SUPPORT_CODE);
  const { state, set, filter, paging } = useListState({
    status: '',
    category: '',
    severity: '',
    breached: '',
    tenantId: '',
    assigneeId: '',
    keyword: '',
    id: '',
  });
  const options = useSupportOptions(support);
  const input = {
    ...pageInput<Sort>(paging),
    status: (state.status || undefined) as WorkOrderStatus | undefined,
    category: (state.category || undefined) as WorkOrderCategory | undefined,
    severity: (state.severity || undefined) as WorkOrderSeverity | undefined,
    breached: state.breached ? state.breached === 'true' : undefined,
    tenantId: state.tenantId || undefined,
    assigneeId: state.assigneeId || undefined,
    keyword: state.keyword || undefined,
  };
  const list = useWorkOrderList(input);
  const columns = workOrderColumns(t, { support, open: (w) => set({ id: w.id }) });
  return (
    <>
      <ListScreen<WorkOrderRow>
        title={t('workOrders.title')}
        subtitle={t(support ? 'workOrders.supportSubtitle' : 'workOrders.subtitle')}
        action={
          support
            ? {
                // The support staff's desk is where they reach the catalogue they keep.
                icon: <AppstoreOutlined />,
                label: t('services.manage.open'),
                onClick: () => void navigate(serviceManageHref()),
                testId: 'service-manage-open',
              }
            : {
                code: WORK_ORDER_CODE,
                icon: <PlusOutlined />,
                label: t('workOrders.create'),
                dialog: (close) => <WorkOrderFormModal onClose={close} />,
                testId: 'work-order-create',
              }
        }
        tableTestId="work-order-table"
        columns={columns}
        query={list}
        paging={paging}
        empty={t('workOrders.empty')}
        exportOf={{ list: calls.workOrderList, input, columns: workOrderExportColumns(t, columns) }}
        filters={
          <>
            <KeywordFilter
              list={{ state, filter }}
              placeholder={t('workOrders.keyword')}
              width={200}
            />
            {CODED_FILTERS.map(([key, group, values, width]) => (
              <SelectFilter
                key={key}
                placeholder={t(`workOrders.any${key[0]!.toUpperCase()}${key.slice(1)}`)}
                width={width}
                value={state[key]}
                options={codeOptions(t, `workOrders.${group}`, values)}
                onChange={(v) => filter({ [key]: v })}
                testId={`work-order-${key}-filter`}
              />
            ))}
            <SelectFilter
              placeholder={t('workOrders.anySla')}
              width={140}
              value={state.breached}
              options={[
                { value: 'true', label: t('workOrders.breached') },
                { value: 'false', label: t('workOrders.onTime') },
              ]}
              onChange={(breached) => filter({ breached })}
              testId="work-order-breach-filter"
            />
            {support &&
              SUPPORT_FILTERS.map(([key, field]) => (
                <SelectFilter
                  key={key}
                  searchable
                  placeholder={t(`workOrders.any${key === 'tenantId' ? 'Tenant' : 'Assignee'}`)}
                  value={state[key]}
                  options={(options.data?.[field] ?? []).map((o) => ({
                    value: o.id,
                    label: o.label,
                  }))}
                  onChange={(v) => filter({ [key]: v })}
                />
              ))}
          </>
        }
      />
      {state.id && <WorkOrderDrawer id={state.id} onClose={() => set({ id: '' })} />}
    </>
  );
}
