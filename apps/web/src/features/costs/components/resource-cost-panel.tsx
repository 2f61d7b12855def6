import { Card, Col, Empty, Row, Skeleton, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COST_READ_CODES, hasPermission } from '@ecloud/contract';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useResourceCost } from '../api/use-current-bill.ts';
import { cny } from '../lib/format.ts';
import { costHref } from '../lib/paths.ts';
import { CostSparkline } from './cost-sparkline.tsx';

/**
 * What an inventory resource cost, for its drawer: this month, last month, the last 30 days,
 * and the way to its bill lines. Shown to people with a cost screen; others never ask.
 */
export function ResourceCostPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const allowed = COST_READ_CODES.some((c) => hasPermission(user?.authCodes, c));
  const cost = useResourceCost(id, allowed);
  if (!allowed) return null;
  const c = cost.data;
  return (
    <div data-testid="resource-cost" style={{ marginBottom: 16 }}>
      <Typography.Title level={5}>{t('costs.resourceCost.title')}</Typography.Title>
      {cost.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : cost.isError || !c ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.loadFailed')} />
      ) : (
        <Card size="small">
          <Row gutter={16} align="middle">
            <Col span={6}>
              <Statistic
                title={t('costs.resourceCost.thisMonth')}
                valueRender={() => <span data-testid="cost-this-month">{cny(c.thisMonth)}</span>}
              />
            </Col>
            <Col span={6}>
              <Statistic
                title={t('costs.resourceCost.lastMonth')}
                valueRender={() => <span data-testid="cost-last-month">{cny(c.lastMonth)}</span>}
              />
            </Col>
            <Col span={12}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('costs.resourceCost.trend')}
              </Typography.Text>
              <CostSparkline days={c.daily} label={t('costs.resourceCost.trend')} width={300} />
            </Col>
          </Row>
          <Link
            to={costHref.resourceBill(
              c.providerId,
              // Last month's first day: the lines behind both figures above.
              dayjs(`${c.month}-01`).subtract(1, 'month').format('YYYY-MM-DD'),
              c.daily.at(-1)!.date,
            )}
            data-testid="resource-bill-link"
          >
            {t('costs.resourceCost.billDetail')}
          </Link>
          {c.thisMonth === 0 && c.lastMonth === 0 && (
            <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
              {t('costs.resourceCost.none')}
            </Typography.Text>
          )}
        </Card>
      )}
    </div>
  );
}
