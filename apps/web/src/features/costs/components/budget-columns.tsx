import { Progress, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { BUDGET_PERIODS, type Budget, type BudgetAlert } from '@ecloud/contract';
import { col, wordsFor, type ListColumn } from '../../../components/list/index.ts';
import { cny } from '../lib/format.ts';
import { cnyListColumn } from './cost-table-columns.tsx';

export const STATE_COLOR = { ok: 'green', atRisk: 'orange', over: 'red' } as const;

export interface BudgetRowActions {
  chart(b: Budget): void;
  edit(b: Budget): void;
  remove(b: Budget): void;
}

/** Budgets: this period's amount, actual, forecast and state. */
export function budgetColumns(t: TFunction, a: BudgetRowActions): ListColumn<Budget>[] {
  return [
    col.text('name', t('costs.budget.name'), { width: 150 }),
    col.words(
      'period',
      t('costs.budget.period'),
      wordsFor(BUDGET_PERIODS, (v) => t(`costs.budget.periods.${v}`)),
      { width: 90 },
    ),
    col.text('current.periodKey', t('costs.budget.periodKey'), {
      width: 120,
      render: (_: unknown, b: Budget) => b.current.periodKey,
    }),
    cnyListColumn<Budget>('current.amount', t('costs.budget.amount'), { width: 120 }),
    col.money('current.actual', t('costs.budget.actual'), {
      width: 150,
      render: (_: unknown, b: Budget) => (
        <div>
          {cny(b.current.actual)}
          <Progress
            size="small"
            showInfo={false}
            style={{ display: 'block', margin: 0 }}
            status={b.current.state === 'over' ? 'exception' : 'normal'}
            percent={Math.min(100, (b.current.actual / b.current.amount) * 100)}
          />
        </div>
      ),
    }),
    cnyListColumn<Budget>('current.forecast', t('costs.budget.forecast'), { width: 120 }),
    col.text('current.state', t('costs.budget.state'), {
      width: 110,
      render: (_: unknown, b: Budget) => (
        <Tag color={STATE_COLOR[b.current.state]} data-testid={`budget-state-${b.current.state}`}>
          {t(`costs.budget.states.${b.current.state}`)}
        </Tag>
      ),
    }),
    col.actions<Budget>(t('common.actions'), 250, (b) => [
      { label: t('costs.budget.chart'), onClick: () => a.chart(b), testId: 'budget-chart' },
      { label: t('common.edit'), onClick: () => a.edit(b), testId: 'budget-edit' },
      {
        label: t('common.delete'),
        danger: true,
        onClick: () => a.remove(b),
        testId: 'budget-delete',
        confirm: {
          title: t('costs.budget.confirmDelete'),
          okText: t('common.delete'),
          cancelText: t('common.cancel'),
        },
      },
    ]),
  ];
}

/** Alert history: which budget, which rule, the period, the spend that crossed, when. */
export function alertColumns(t: TFunction): ListColumn<BudgetAlert>[] {
  return [
    col.dateTime('firedAt', t('costs.budget.firedAt'), { width: 170 }),
    col.text('budgetName', t('costs.budget.name'), { width: 180 }),
    col.text('kind', t('costs.budget.rule'), {
      width: 220,
      render: (_: unknown, a: BudgetAlert) => ruleText(t, a),
    }),
    col.text('periodKey', t('costs.budget.periodKey'), { width: 100 }),
    cnyListColumn<BudgetAlert>('value', t('costs.budget.value'), { width: 130 }),
    cnyListColumn<BudgetAlert>('budgetAmount', t('costs.budget.amount'), { width: 130 }),
  ];
}

export const ruleText = (
  t: TFunction,
  r: { kind: string; unit: string; threshold: number },
): string =>
  t(`costs.budget.kinds.${r.kind}`, {
    threshold: r.unit === 'percent' ? `${r.threshold}%` : cny(r.threshold),
  });
