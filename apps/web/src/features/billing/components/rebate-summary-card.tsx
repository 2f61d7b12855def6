import { Button, Card, Col, Flex, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { calls } from '@ecloud/contract';
import { useBillingQuery } from '../api/use-billing.ts';
import { money } from '../lib/money.ts';
import { AGENT_PATH, ccPath, consolePath } from '../lib/paths.ts';
import { ListState } from '../../../components/list/index.ts';

/** A channel partner's rebates: rate, withdrawable, in flight, totals; and what to do next. */
export function RebateSummaryCard() {
  const { t } = useTranslation();
  const summary = useBillingQuery(calls.rebateSummary);
  if (summary.isError)
    return (
      <Card style={{ marginBottom: 16 }}>
        <ListState error empty="" onRetry={() => void summary.refetch()} />
      </Card>
    );
  const s = summary.data;
  const figures = [
    { key: 'available', value: s && money(s.available), strong: true },
    { key: 'inFlight', value: s && money(s.inFlight) },
    { key: 'monthAccrued', value: s && money(s.monthAccrued) },
    { key: 'accruedTotal', value: s && money(s.accruedTotal) },
    { key: 'withdrawnTotal', value: s && money(s.withdrawnTotal) },
    { key: 'rate', value: s && `${s.ratePercent}%` },
  ];
  return (
    <Card style={{ marginBottom: 16 }} data-testid="rebate-summary">
      <Flex justify="space-between" wrap gap={16}>
        <Row gutter={[32, 16]} style={{ flex: 1 }}>
          {figures.map((f) => (
            <Col key={f.key} xs={12} md={8} xl={4}>
              <Statistic
                title={t(`billing.rebate.${f.key}`)}
                value={f.value ?? '—'}
                loading={summary.isPending}
                styles={{
                  content: f.strong ? { color: '#1677ff', fontWeight: 600 } : { fontSize: 20 },
                }}
                data-testid={`rebate-${f.key}`}
              />
            </Col>
          ))}
        </Row>
        <Flex gap={8} align="center" wrap>
          <Link to={ccPath('cashWithdrawal')}>
            <Button type="primary" disabled={!s || s.available <= 0} data-testid="go-withdraw">
              {t('billing.rebate.withdraw')}
            </Button>
          </Link>
          <Link to={ccPath('cashWithdrawalRecord')}>
            <Button>{t('billing.rebate.records')}</Button>
          </Link>
          <Link to={consolePath(AGENT_PATH)}>
            <Button>{t('billing.rebate.customers')}</Button>
          </Link>
        </Flex>
      </Flex>
    </Card>
  );
}
