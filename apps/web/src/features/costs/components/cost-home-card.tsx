import { Col, Empty, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { StateCard } from '../../../components/state-card.tsx';
import { useCostOverview } from '../api/use-costs.ts';
import { costHref } from '../lib/paths.ts';
import { cny, providerLabel } from '../lib/format.ts';

/** The console-2 home's cost card: month to date, forecast, and the provider costing most. */
export function CostHomeCard() {
  const { t } = useTranslation();
  const q = useCostOverview();
  const o = q.data;
  const top = o?.byProvider[0];
  return (
    <StateCard
      title={t('costs.home.title')}
      link={{ to: costHref.overview(), label: t('costs.overview.title') }}
      testId="cost-home-card"
      loading={q.isPending}
      failed={q.isError}
      empty={o && o.monthToDate === 0 && !top && <Empty description={t('costs.home.none')} />}
    >
      {o && (
        <Row gutter={16}>
          <Col span={8}>
            <Statistic title={t('costs.overview.monthToDate')} value={cny(o.monthToDate)} />
          </Col>
          <Col span={8}>
            <Statistic title={t('costs.overview.forecast')} value={cny(o.forecast.amount)} />
          </Col>
          <Col span={8}>
            <Statistic
              title={t('costs.home.topProvider')}
              value={top ? providerLabel(t, top.provider) : '—'}
              suffix={top && <small>{cny(top.amount)}</small>}
            />
          </Col>
        </Row>
      )}
    </StateCard>
  );
}
