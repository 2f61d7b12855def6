import { useState } from 'react';
import { Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Budget, BudgetAlert } from '@ecloud/contract';
import { DataList, KeywordFilter, useListState } from '../../../components/list/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { toast } from '../../../lib/toast.ts';
import {
  useBudgetAlerts,
  useBudgetList,
  useCreateBudget,
  useDeleteBudget,
  useUpdateBudget,
} from '../api/use-budgets.ts';
import { alertColumns, budgetColumns } from '../components/budget-columns.tsx';
import { BudgetChart } from '../components/budget-chart.tsx';
import { BudgetForm, toBudgetInput, type BudgetFormValues } from '../components/budget-form.tsx';

/** v4-2: budgets with this period's actual against amount, and the alerts they fired. */
export default function BudgetPage() {
  const { t } = useTranslation();
  const { state, filter, paging } = useListState({ tab: 'budgets', keyword: '' });
  const input = { page: paging.page, pageSize: paging.pageSize };
  const budgets = useBudgetList({ ...input, keyword: state.keyword || undefined });
  const alerts = useBudgetAlerts(input);
  const create = useCreateBudget();
  const update = useUpdateBudget();
  const remove = useDeleteBudget();
  const [form, setForm] = useState<{ editing: Budget | null } | null>(null);
  const [chart, setChart] = useState<Budget | null>(null);
  const save = (v: BudgetFormValues) =>
    form?.editing
      ? update.mutateAsync({ ...toBudgetInput(v), id: form.editing.id })
      : create.mutateAsync(toBudgetInput(v));
  const columns = budgetColumns(t, {
    chart: setChart,
    edit: (b) => setForm({ editing: b }),
    remove: (b) =>
      void remove.mutateAsync({ id: b.id }).then(() => toast.success(t('costs.budget.deleted'))),
  });
  return (
    <>
      <PageHeader
        title={t('costs.budget.title')}
        subtitle={t('costs.budget.subtitle')}
        action={{
          label: t('costs.budget.create'),
          icon: <PlusOutlined />,
          onClick: () => setForm({ editing: null }),
          testId: 'budget-create',
        }}
      />
      <Tabs
        activeKey={state.tab}
        onChange={(k) => filter({ tab: k })}
        destroyOnHidden
        items={[
          {
            key: 'budgets',
            label: t('costs.budget.tabBudgets'),
            children: (
              <DataList<Budget>
                columns={columns}
                query={budgets}
                paging={paging}
                empty={t('costs.budget.empty')}
                filters={
                  <KeywordFilter list={{ state, filter }} placeholder={t('costs.budget.search')} />
                }
              />
            ),
          },
          {
            key: 'alerts',
            label: <span data-testid="budget-alerts-tab">{t('costs.budget.tabAlerts')}</span>,
            children: (
              <div data-testid="budget-alerts">
                <DataList<BudgetAlert>
                  columns={alertColumns(t)}
                  query={alerts}
                  paging={paging}
                  empty={t('costs.budget.noAlerts')}
                />
              </div>
            ),
          },
        ]}
      />
      <BudgetForm
        open={form !== null}
        editing={form?.editing ?? null}
        onClose={() => setForm(null)}
        onSubmit={save}
      />
      <BudgetChart budget={chart} onClose={() => setChart(null)} />
    </>
  );
}
