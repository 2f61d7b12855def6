import { Card, Flex, Progress, Statistic, Typography } from 'antd';
import { ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CallOutput, calls } from '@ecloud/contract';
import { money } from '../lib/money.ts';

type Overview = CallOutput<typeof calls.billingOverview>;

/** This month's spending against last month's, and how it was paid. */
export function MonthSpendCard({
  monthSpend,
  lastMonthSpend,
  byPayment,
}: Pick<Overview, 'monthSpend' | 'lastMonthSpend' | 'byPayment'>) {
  const { t } = useTranslation();
  // Month to date against all of last month: a share, not a like-for-like change.
  const share = lastMonthSpend > 0 ? (monthSpend / lastMonthSpend) * 100 : null;
  const total = byPayment.voucher + byPayment.allocated + byPayment.cash;
  return (
    <Card style={{ height: '100%' }} data-testid="month-spend-card">
      <Statistic
        title={t('billing.overview.monthSpend')}
        prefix="¥"
        value={money(monthSpend).replace('¥', '')}
        styles={{ content: { fontSize: 32, fontWeight: 600 } }}
        data-testid="month-spend"
      />
      <Flex gap={12} align="center" style={{ marginTop: 4 }} wrap>
        <Typography.Text type="secondary">
          {t('billing.overview.lastMonth', { amount: money(lastMonthSpend) })}
        </Typography.Text>
        {share !== null && (
          <Typography.Text type={share > 100 ? 'danger' : 'secondary'}>
            {share > 100 ? <ArrowUpOutlined /> : null}
            {t('billing.overview.ofLastMonth', { pct: share.toFixed(1) })}
          </Typography.Text>
        )}
      </Flex>
      <div style={{ marginTop: 16 }}>
        {(['voucher', 'allocated', 'cash'] as const).map((k) => (
          <Flex key={k} gap={8} align="center">
            <Typography.Text style={{ width: 140 }} type="secondary">
              {t(`billing.kind.${k}`)}
            </Typography.Text>
            <Progress
              percent={total ? Math.round((byPayment[k] / total) * 100) : 0}
              showInfo={false}
              size="small"
              style={{ flex: 1, margin: 0 }}
            />
            <Typography.Text
              style={{ width: 120, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
            >
              {money(byPayment[k])}
            </Typography.Text>
          </Flex>
        ))}
      </div>
    </Card>
  );
}
