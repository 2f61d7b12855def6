import { TableCard } from './table-card.tsx';
import { useTranslation } from 'react-i18next';
import type { CostOverview } from '@ecloud/contract';
import { cny, providerLabel } from '../lib/format.ts';

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
        {
          key: 'resource',
          title: t('costs.column.resource'),
          render: (_, r) => <span title={r.resourceId}>{r.resourceName || r.resourceId}</span>,
        },
        {
          key: 'provider',
          title: t('costs.column.provider'),
          render: (_, r) => providerLabel(t, r.provider),
        },
        { key: 'service', dataIndex: 'serviceName', title: t('costs.column.service') },
        {
          key: 'amount',
          title: t('costs.column.amount'),
          align: 'right',
          render: (_, r) => cny(r.amount),
        },
      ]}
    />
  );
}
