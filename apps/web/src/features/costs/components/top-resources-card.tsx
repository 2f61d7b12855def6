import { TableCard } from './table-card.tsx';
import { useTranslation } from 'react-i18next';
import type { CostOverview } from '@ecloud/contract';
import { cnyColumn, resourceColumns } from './cost-table-columns.tsx';

type Top = CostOverview['topResources'][number];

/** The month's most expensive resources, each with its provider and service. */
export function TopResourcesCard({ rows }: { rows: Top[] }) {
  const { t } = useTranslation();
  return (
    <TableCard<Top>
      title={t('costs.overview.top')}
      testId="top-resources"
      rowKey="resourceId"
      rows={rows}
      columns={[
        ...resourceColumns<Top>(t),
        cnyColumn('amount', t('costs.column.amount'), (r) => r.amount),
      ]}
    />
  );
}
