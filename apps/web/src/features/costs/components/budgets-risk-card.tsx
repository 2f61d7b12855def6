import { Card, Empty, List, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBudgetList } from '../api/use-budgets.ts';
import { costHref } from '../lib/paths.ts';
import { cny } from '../lib/format.ts';
import { STATE_COLOR } from './budget-columns.tsx';

/** v4-1: budgets over or heading over this period, worst first. */
export function BudgetsRiskCard() {
  const { t } = useTranslation();
  const list = useBudgetList({ pageSize: 100 });
  const risky = (list.data?.list ?? [])
    .filter((b) => b.current.state !== 'ok')
    .sort((a, b) => b.current.forecast / b.current.amount - a.current.forecast / a.current.amount)
    .slice(0, 5);
  return (
    <Card
      title={t('costs.budget.atRiskTitle')}
      extra={<Link to={costHref.budgets()}>{t('costs.budget.all')}</Link>}
      loading={list.isPending}
      data-testid="budgets-at-risk"
    >
      {risky.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('costs.budget.noneAtRisk')} />
      ) : (
        <List
          size="small"
          dataSource={risky}
          renderItem={(b) => (
            <List.Item
              extra={
                <Tag color={STATE_COLOR[b.current.state]}>
                  {t(`costs.budget.states.${b.current.state}`)}
                </Tag>
              }
            >
              <List.Item.Meta
                title={b.name}
                description={t('costs.budget.riskLine', {
                  actual: cny(b.current.actual),
                  forecast: cny(b.current.forecast),
                  amount: cny(b.current.amount),
                })}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
