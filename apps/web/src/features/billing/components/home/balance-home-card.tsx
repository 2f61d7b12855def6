import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BILLING_CODES, calls } from '@ecloud/contract';
import { useButtonAllowed, useCan } from '../../../../lib/permissions.ts';
import { useBillingQuery } from '../../api/use-billing.ts';
import { money } from '../../lib/money.ts';
import { ccPath } from '../../lib/paths.ts';
import { StateCard } from '../../../../components/state-card.tsx';
import { MoneyFigure } from '../money-figure.tsx';

/** Home: what the tenant can spend now, and what of theirs waits for the platform. */
export function BalanceHomeCard() {
  const { t } = useTranslation();
  const home = useBillingQuery(calls.billingHome, undefined, { silent: true });
  const b = home.data?.balances;
  // Channel partners have no overview (spec section 6): their money screen is rebates.
  const canOverview = useCan(BILLING_CODES.overview);
  const canRebates = useButtonAllowed(BILLING_CODES.returnManagement) && !canOverview;
  return (
    <StateCard
      title={t('billing.home.balance')}
      link={
        canOverview
          ? { to: ccPath('index'), label: t('billing.home.overview') }
          : canRebates && { to: ccPath('returnManagement'), label: t('billing.rebate.title') }
      }
      testId="home-balance-card"
    >
      <MoneyFigure
        title={t('billing.balance.available')}
        fen={b?.available}
        query={home}
        bold
        testId="home-balance"
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
    </StateCard>
  );
}
