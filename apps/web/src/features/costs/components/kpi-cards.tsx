import { Card, Col, Row, Statistic, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CostOverview } from '@ecloud/contract';
import { change, cny } from '../lib/format.ts';

/** The four figures the overview leads with; each says what it compares with. */
export function KpiCards({ o }: { o: CostOverview }) {
  const { t } = useTranslation();
  const vs = change(o.monthToDate, o.lastMonthToDate);
  const f = o.forecast;
  const cards = [
    {
      key: 'mtd',
      title: t('costs.overview.monthToDate'),
      value: o.monthToDate,
      note:
        vs === null
          ? t('costs.overview.noBase')
          : t('costs.overview.vsLastMonthToDate', { value: vs > 0 ? `+${vs}` : String(vs) }),
    },
    {
      key: 'forecast',
      title: (
        <Tooltip title={t(`costs.overview.method.${f.method}`, { days: f.daysWithData })}>
          <span data-testid="forecast-method" data-method={f.method}>
            {t('costs.overview.forecast')}
          </span>
        </Tooltip>
      ),
      value: f.amount,
      note: t('costs.overview.band', { low: cny(f.low), high: cny(f.high) }),
    },
    { key: 'last', title: t('costs.overview.lastMonth'), value: o.lastMonth },
    { key: 'year', title: t('costs.overview.sameMonthLastYear'), value: o.sameMonthLastYear },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {cards.map((c) => (
        <Col key={c.key} xs={24} sm={12} xl={6}>
          <Card data-testid={`kpi-${c.key}`}>
            <Statistic title={c.title} value={cny(c.value)} />
            <Typography.Text type="secondary">{c.note ?? '\u00a0'}</Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
