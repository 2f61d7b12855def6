import { Card, Flex, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BILLING_CODES, calls } from '@ecloud/contract';
import { useButtonAllowed, useCan } from '../../../../lib/permissions.ts';
import { useBillingQuery } from '../../api/use-billing.ts';
import { money } from '../../lib/money.ts';
import { ccPath } from '../../lib/paths.ts';

/** Home: what the tenant can spend now, and what of theirs waits for the platform. */
export function BalanceHomeCard() {
  const { t } = useTranslation();
  const home = useBillingQuery(calls.billingHome, undefined, { silent: true });
  const b = home.data?.balances;
  // Channel partners have no overview (spec section 6): their money screen is rebates.
  const canOverview = useCan(BILLING_CODES.overview);
  const canRebates = useButtonAllowed(BILLING_CODES.returnManagement) && !canOverview;
  return (
    <Card
      title={t('billing.home.balance')}
      extra={
        canOverview ? (
          <Link to={ccPath('index')}>{t('billing.home.overview')}</Link>
        ) : canRebates ? (
          <Link to={ccPath('returnManagement')}>{t('billing.rebate.title')}</Link>
        ) : null
      }
      style={{ height: '100%' }}
      data-testid="home-balance-card"
    >
      <Statistic
        title={t('billing.balance.available')}
        value={home.isError ? t('common.loadFailed') : b ? money(b.available) : '—'}
        loading={home.isPending}
        styles={{ content: { fontWeight: 600 } }}
        data-testid="home-balance"
      />
      {b && (
        <Flex gap={16} wrap style={{ marginTop: 8 }}>
          {(['cash', 'voucher', 'allocated', 'rebate'] as const)
            // Rebates are a channel partner's; others never hold any.
            .filter((k) => k !== 'rebate' || b.rebate !== 0)
            .map((k) => (
              <Typography.Text key={k} type="secondary">
                {t(`billing.kind.${k}`)} {money(b[k])}
              </Typography.Text>
            ))}
        </Flex>
      )}
      {!!home.data?.myPending && (
        <Typography.Paragraph type="warning" style={{ margin: '8px 0 0' }}>
          {t('billing.home.myPending', { count: home.data.myPending })}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
