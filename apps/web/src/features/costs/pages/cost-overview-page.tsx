import { Button, Col, Row, Skeleton, Space } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { providerByCode } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';
import { useCostOverview } from '../api/use-costs.ts';
import { BreakdownCard } from '../components/breakdown-card.tsx';
import { CostCharts } from '../components/cost-charts.tsx';
import { FreshnessCard } from '../components/freshness-card.tsx';
import { KpiCards } from '../components/kpi-cards.tsx';
import { TopResourcesCard } from '../components/top-resources-card.tsx';
import { BudgetsRiskCard } from '../components/budgets-risk-card.tsx';
import { costHref } from '../lib/paths.ts';
import { CustomerPicker } from '../components/customer-picker.tsx';
import { useCostCustomer } from '../lib/customer.ts';
import { providerLabel } from '../lib/format.ts';

/** v4-1: the month so far, where it goes, where it is heading, and how fresh the bills are. */
export default function CostOverviewPage() {
  const { t } = useTranslation();
  const [customer] = useCostCustomer();
  const overview = useCostOverview(customer);
  const o = overview.data;
  const other = t('costs.overview.other');
  const breakdowns = o
    ? [
        {
          title: t('costs.overview.byService'),
          testId: 'by-service',
          rows: o.byService.map((r) => ({
            key: r.serviceName,
            label: r.serviceName,
            amount: r.amount,
          })),
        },
        {
          title: t('costs.overview.byAccount'),
          testId: 'by-account',
          rows: o.byAccount.map((r) => ({
            key: r.accountId,
            label: `${r.name} · ${providerLabel(t, r.provider)}`,
            amount: r.amount,
            color: providerByCode(r.provider)?.chartColor.color,
          })),
        },
        {
          title: t('costs.overview.byRegion'),
          testId: 'by-region',
          rows: o.byRegion.map((r) => ({
            key: r.regionId,
            label: r.regionId || '—',
            amount: r.amount,
          })),
        },
      ]
    : [];
  return (
    <>
      <PageHeader
        title={t('costs.overview.title')}
        subtitle={t('costs.overview.subtitle')}
        extra={
          <Space wrap>
            <CustomerPicker />
            <Link to={costHref.billDetail(customer)}>
              <Button>{t('costs.overview.billDetail')}</Button>
            </Link>
          </Space>
        }
      />
      {overview.isPending && <Skeleton active />}
      {overview.error && (
        <LoadFailedAlert error={overview.error} onRetry={() => void overview.refetch()} />
      )}
      {o && (
        <div data-testid="cost-overview">
          <KpiCards o={o} />
          <CostCharts o={o} />
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            {breakdowns.map((b) => (
              <Col key={b.testId} xs={24} md={8}>
                <BreakdownCard {...b} other={other} />
              </Col>
            ))}
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <TopResourcesCard rows={o.topResources} />
            </Col>
            <Col xs={24} xl={12}>
              <FreshnessCard rows={o.freshness} readOnly={!!customer} />
            </Col>
            {/* Budgets are the organisation's own plans: not part of a customer's costs. */}
            {!customer && (
              <Col xs={24} xl={12}>
                <BudgetsRiskCard />
              </Col>
            )}
          </Row>
        </div>
      )}
    </>
  );
}
