import { Alert, Button, Card, Col, Result, Row, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { calls } from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { useBillingQuery } from '../api/use-billing.ts';
import { BalanceCard } from '../components/balance-card.tsx';
import { MonthSpendCard } from '../components/month-spend-card.tsx';
import { SpendTrendCard } from '../components/spend-trend-card.tsx';
import { SpendBreakdownCard } from '../components/spend-breakdown-card.tsx';
import { ExpiringVouchersCard } from '../components/expiring-vouchers-card.tsx';
import { ContractList } from '../components/contract-list.tsx';
import { ccPath } from '../lib/paths.ts';
import { useCanOpen } from '../lib/use-can-open.ts';

/** v3-1: balances by kind, this month's spending, trend and breakdown, expiring vouchers. */
export default function OverviewPage() {
  const { t } = useTranslation();
  const overview = useBillingQuery(calls.billingOverview);
  const canRecords = useCanOpen('rechargeRecord');
  const header = (
    <PageHeader title={t('billing.overview.title')} subtitle={t('billing.overview.subtitle')} />
  );
  if (overview.isPending)
    return (
      <>
        {header}
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </>
    );
  if (overview.isError)
    return (
      <>
        {header}
        <Result
          status="warning"
          title={t('common.loadFailed')}
          extra={<Button onClick={() => void overview.refetch()}>{t('common.retry')}</Button>}
        />
      </>
    );
  const o = overview.data;
  return (
    <div data-testid="billing-overview">
      {header}
      {o.pendingRecharges > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('billing.overview.pendingRecharges', { count: o.pendingRecharges })}
          action={
            canRecords && (
              <Link to={ccPath('rechargeRecord')}>{t('billing.overview.viewRecords')}</Link>
            )
          }
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <BalanceCard balances={o.balances} canRecharge={o.canRecharge} />
        </Col>
        <Col xs={24} xl={10}>
          <MonthSpendCard {...o} />
        </Col>
        <Col xs={24} xl={14}>
          <SpendTrendCard trend={o.trend} />
        </Col>
        <Col xs={24} xl={10}>
          <SpendBreakdownCard {...o} />
        </Col>
        <Col xs={24} xl={o.canRecharge ? 24 : 10}>
          <ExpiringVouchersCard vouchers={o.expiringVouchers} />
        </Col>
        {!o.canRecharge && (
          <Col xs={24} xl={14}>
            <Card title={t('billing.overview.contracts')} data-testid="overview-contracts">
              <Alert
                type="info"
                showIcon
                title={t('billing.overview.contractsHint')}
                style={{ marginBottom: 12 }}
              />
              <ContractList compact />
            </Card>
          </Col>
        )}
      </Row>
    </div>
  );
}
