import { Button, Card, Col, Divider, Flex, Row, Statistic, Tooltip } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Balances } from '@ecloud/contract';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { isChannel } from '@ecloud/contract';
import { money } from '../lib/money.ts';
import { ccPath } from '../lib/paths.ts';
import { useCanOpen } from '../lib/use-can-open.ts';

const yuan = (fen: number) => money(fen).replace('¥', '');

/** The balance by kind and the actions that change it. */
export function BalanceCard({
  balances,
  canRecharge,
}: {
  balances: Balances;
  canRecharge: boolean;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const channel = isChannel(user?.authCodes);
  const canInvoice = useCanOpen('askforInvoice');
  const canDetail = useCanOpen('cosumeDetail');
  const parts: { key: keyof Balances; show: boolean }[] = [
    { key: 'cash', show: true },
    { key: 'voucher', show: true },
    { key: 'allocated', show: true },
    { key: 'rebate', show: channel || balances.rebate !== 0 },
    { key: 'refundInFlight', show: balances.refundInFlight !== 0 },
    { key: 'withdrawalInFlight', show: channel || balances.withdrawalInFlight !== 0 },
  ];
  return (
    <Card style={{ height: '100%' }} data-testid="balance-card">
      <Flex justify="space-between" align="flex-start" wrap gap={16}>
        <Statistic
          title={
            <span>
              {t('billing.balance.available')}{' '}
              <Tooltip title={t('billing.balance.availableHint')}>
                <InfoCircleOutlined />
              </Tooltip>
            </span>
          }
          prefix="¥"
          value={yuan(balances.available)}
          styles={{ content: { fontSize: 32, fontWeight: 600 } }}
          data-testid="balance-available"
        />
        <Flex gap={8} wrap>
          {canRecharge && (
            <Link to={ccPath('recharge')}>
              <Button type="primary" data-testid="quick-recharge">
                {t('billing.action.recharge')}
              </Button>
            </Link>
          )}
          {channel ? (
            <Link to={ccPath('cashWithdrawal')}>
              <Button>{t('billing.action.withdraw')}</Button>
            </Link>
          ) : (
            <>
              {canInvoice && (
                <Link to={ccPath('askforInvoice')}>
                  <Button>{t('billing.action.askforInvoice')}</Button>
                </Link>
              )}
              {canDetail && (
                <Link to={ccPath('cosumeDetail')}>
                  <Button>{t('billing.action.consumeDetail')}</Button>
                </Link>
              )}
            </>
          )}
        </Flex>
      </Flex>
      <Divider style={{ margin: '16px 0' }} />
      <Row gutter={[16, 16]}>
        {parts
          .filter((p) => p.show)
          .map((p) => (
            <Col key={p.key} xs={12} md={8}>
              <Statistic
                title={t(`billing.balance.${p.key}`)}
                prefix="¥"
                value={yuan(balances[p.key])}
                styles={{ content: { fontSize: 18 } }}
                data-testid={`balance-${p.key}`}
              />
            </Col>
          ))}
      </Row>
    </Card>
  );
}
