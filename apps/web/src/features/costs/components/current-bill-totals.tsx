import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CurrentBillTotals } from '@ecloud/contract';
import { cny } from '../lib/format.ts';
import { Difference } from './current-bill-columns.tsx';

/** The filtered rows' totals: today, the month, and how the bills compared with the estimate. */
export function CurrentBillTotalsRow({ totals }: { totals: CurrentBillTotals }) {
  const { t } = useTranslation();
  const figures = [
    { key: 'today', title: t('costs.current.total.today'), value: cny(totals.todayCost) },
    { key: 'month', title: t('costs.current.total.month'), value: cny(totals.monthCost) },
    { key: 'billed', title: t('costs.current.total.billed'), value: cny(totals.billedCost) },
    {
      key: 'estimateOfBilled',
      title: t('costs.current.total.estimateOfBilled'),
      value: cny(totals.estimateOfBilled),
    },
    {
      key: 'difference',
      title: t('costs.current.total.difference'),
      value: <Difference value={totals.difference} />,
    },
    { key: 'open', title: t('costs.current.total.open'), value: cny(totals.estimatedCost) },
  ];
  return (
    <div data-testid="current-bill-totals" style={{ marginBottom: 12 }}>
      <Row gutter={[12, 12]}>
        {figures.map((f) => (
          <Col key={f.key} xs={12} md={8} xl={4}>
            <Card size="small" data-testid={`total-${f.key}`}>
              <Statistic title={f.title} valueRender={() => f.value} />
            </Card>
          </Col>
        ))}
      </Row>
      {totals.withoutEstimate > 0 && (
        <Alert
          style={{ marginTop: 12 }}
          type="info"
          showIcon
          message={t('costs.current.withoutEstimate', { count: totals.withoutEstimate })}
        />
      )}
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        {t('costs.current.how')}
      </Typography.Paragraph>
    </div>
  );
}
