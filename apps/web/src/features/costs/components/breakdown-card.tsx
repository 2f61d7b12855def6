import { Card, Empty, Flex, Progress, Typography } from 'antd';
import { COST_OTHER_KEY } from '@ecloud/contract';
import { OTHER_COLOR } from '../../../components/chart/index.ts';
import { cny } from '../lib/format.ts';

export interface BreakdownRow {
  key: string;
  label: string;
  amount: number;
  color?: string;
}

/** One dimension's share of the month: the largest first, the rest summed as one line. */
export function BreakdownCard({
  title,
  rows,
  other,
  testId,
  limit = 6,
}: {
  title: string;
  rows: BreakdownRow[];
  other: string;
  testId: string;
  limit?: number;
}) {
  const shown = rows.slice(0, limit);
  const rest = rows.slice(limit).reduce((s, r) => s + r.amount, 0);
  if (rest !== 0)
    shown.push({ key: COST_OTHER_KEY, label: other, amount: rest, color: OTHER_COLOR });
  const max = Math.max(1, ...shown.map((r) => r.amount));
  return (
    <Card title={title} data-testid={testId} size="small">
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        shown.map((r) => (
          <div key={r.key} style={{ marginBottom: 6 }}>
            <Flex justify="space-between" gap={8}>
              <Typography.Text ellipsis style={{ maxWidth: '65%' }} title={r.label}>
                {r.label}
              </Typography.Text>
              <Typography.Text strong>{cny(r.amount)}</Typography.Text>
            </Flex>
            <Progress
              percent={Math.max(0, (r.amount / max) * 100)}
              showInfo={false}
              size="small"
              strokeColor={r.color}
            />
          </div>
        ))
      )}
    </Card>
  );
}
