import { Button, Tag, Tooltip } from 'antd';
import { TableCard } from './table-card.tsx';
import { useTranslation } from 'react-i18next';
import type { CostFreshness } from '@ecloud/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useCostIngest } from '../api/use-costs.ts';
import { providerLabel } from '../lib/format.ts';

const STATE_COLOR = { queued: 'default', running: 'processing', done: 'success', failed: 'error' };

/**
 * Per account: which period was read last, how far its data goes, and the ingest's state.
 * `readOnly` (a partner reading a customer's accounts) leaves out reading a bill again.
 */
export function FreshnessCard({ rows, readOnly }: { rows: CostFreshness[]; readOnly?: boolean }) {
  const { t } = useTranslation();
  const ingest = useCostIngest();
  return (
    <TableCard<CostFreshness>
      title={t('costs.freshness.title')}
      testId="cost-freshness"
      rowKey="accountId"
      rows={rows}
      columns={[
        {
          key: 'account',
          title: t('costs.freshness.account'),
          render: (_, f) => `${f.accountName} · ${providerLabel(t, f.provider)}`,
        },
        { key: 'period', dataIndex: 'period', title: t('costs.freshness.period') },
        {
          key: 'status',
          title: t('costs.freshness.status'),
          render: (_, f) =>
            !f.supported ? (
              <Tag>{t('costs.freshness.unsupported')}</Tag>
            ) : (
              <>
                {f.status && (
                  <Tag color={f.status === 'final' ? 'green' : 'gold'}>
                    {t(`costs.status.${f.status}`)}
                  </Tag>
                )}
                {f.state && (
                  <Tooltip title={f.error}>
                    <Tag color={STATE_COLOR[f.state]} data-testid={`ingest-${f.state}`}>
                      {t(`costs.freshness.state.${f.state}`, { pages: f.pagesRead })}
                    </Tag>
                  </Tooltip>
                )}
              </>
            ),
        },
        {
          key: 'through',
          title: t('costs.freshness.through'),
          render: (_, f) => formatDateTime(f.dataThrough),
        },
        {
          key: 'ingested',
          title: t('costs.freshness.ingested'),
          render: (_, f) => formatDateTime(f.ingestedAt),
        },
        {
          key: 'action',
          title: '',
          render: (_, f) =>
            f.supported &&
            !readOnly && (
              <Button
                size="small"
                type="link"
                onClick={() =>
                  void ingest
                    .mutateAsync({ accountId: f.accountId })
                    .then(() => toast.success(t('costs.freshness.queued')))
                }
              >
                {t('costs.freshness.reread')}
              </Button>
            ),
        },
      ]}
    />
  );
}
