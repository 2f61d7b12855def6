import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
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
  SearchFilter,
  SelectFilter,
  pageInput,
  useListState,
} from '../../../components/list/index.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useSupportOptions, useWorkOrderList } from '../api/use-workorders.ts';
import { workOrderColumns, workOrderExportColumns } from '../components/work-order-columns.tsx';
import { WorkOrderDrawer } from '../components/work-order-drawer.tsx';
import { WorkOrderFormModal } from '../components/work-order-form-modal.tsx';

type Sort = 'createdAt' | 'updatedAt' | 'resolutionDue' | 'number';

/**
 * /userCenter/workOrderCenter/index: a customer's work orders, or (support) every tenant's with
 * the tenant and assignee filters. The open order is in the address (`id`), so a notification's
 * link opens it.
 */
export default function WorkOrderCenterPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
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
  const [creating, setCreating] = useState(false);
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
  const words = (prefix: string, values: readonly string[]) =>
    values.map((v) => ({ value: v, label: t(`workOrders.${prefix}.${v}`) }));
  return (
    <>
      <ListScreen<WorkOrderRow>
        title={t('workOrders.title')}
        subtitle={t(support ? 'workOrders.supportSubtitle' : 'workOrders.subtitle')}
        action={
          support
            ? undefined
            : {
                code: WORK_ORDER_CODE,
                icon: <PlusOutlined />,
                label: t('workOrders.create'),
                onClick: () => setCreating(true),
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
            <SearchFilter
              value={state.keyword}
              placeholder={t('workOrders.keyword')}
              onSearch={(keyword) => filter({ keyword })}
              width={200}
            />
            <SelectFilter
              placeholder={t('workOrders.anyStatus')}
              value={state.status}
              options={words('statusName', WORK_ORDER_STATUSES)}
              onChange={(status) => filter({ status })}
              testId="work-order-status-filter"
            />
            <SelectFilter
              placeholder={t('workOrders.anyCategory')}
              value={state.category}
              options={words('categoryName', WORK_ORDER_CATEGORIES)}
              onChange={(category) => filter({ category })}
            />
            <SelectFilter
              placeholder={t('workOrders.anySeverity')}
              width={130}
              value={state.severity}
              options={words('severityName', WORK_ORDER_SEVERITIES)}
              onChange={(severity) => filter({ severity })}
            />
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
            {support && (
              <>
                <SelectFilter
                  searchable
                  placeholder={t('workOrders.anyTenant')}
                  value={state.tenantId}
                  options={(options.data?.tenants ?? []).map((o) => ({
                    value: o.id,
                    label: o.label,
                  }))}
                  onChange={(tenantId) => filter({ tenantId })}
                />
                <SelectFilter
                  placeholder={t('workOrders.anyAssignee')}
                  value={state.assigneeId}
                  options={(options.data?.assignees ?? []).map((o) => ({
                    value: o.id,
                    label: o.label,
                  }))}
                  onChange={(assigneeId) => filter({ assigneeId })}
                />
              </>
            )}
          </>
        }
      />
      {creating && <WorkOrderFormModal onClose={() => setCreating(false)} />}
      {state.id && <WorkOrderDrawer id={state.id} onClose={() => set({ id: '' })} />}
    </>
  );
}
