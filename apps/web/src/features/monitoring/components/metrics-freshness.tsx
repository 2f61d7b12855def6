import { Alert, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFreshness } from '../api/use-metrics.ts';

/** Accounts whose metrics are late, each with why: nothing when every account is current. */
export function MetricsFreshness({ accountId }: { accountId?: string }) {
  const { t } = useTranslation();
  const q = useFreshness();
  const late = (q.data ?? []).filter((a) => a.late && (!accountId || a.accountId === accountId));
  if (!late.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="metrics-late"
      message={t('monitoring.late.title', { count: late.length })}
      description={
        <List
          size="small"
          dataSource={late}
          renderItem={(a) => (
            <List.Item>
              <Typography.Text strong>{a.accountName}</Typography.Text>
              <Typography.Text>
                {a.reason}
                {a.lagSeconds !== null &&
                  ` · ${t('monitoring.late.lag', { minutes: Math.round(a.lagSeconds / 60) })}`}
              </Typography.Text>
            </List.Item>
          )}
        />
      }
    />
  );
}
