import { useTranslation } from 'react-i18next';
import { BILLING_CODES, calls } from '@ecloud/contract';
import { useCan } from '../../../../lib/permissions.ts';
import { useBillingQuery } from '../../api/use-billing.ts';
import { ccPath } from '../../lib/paths.ts';
import { StateCard } from '../../../../components/state-card.tsx';
import { MoneyFigure } from '../money-figure.tsx';

/** Home: this month's spending so far. */
export function SpendHomeCard() {
  const { t } = useTranslation();
  const home = useBillingQuery(calls.billingHome, undefined, { silent: true });
  const canDetail = useCan(BILLING_CODES.consumeDetail);
  return (
    <StateCard
      title={t('billing.home.monthSpend')}
      link={canDetail && { to: ccPath('cosumeDetail'), label: t('billing.action.consumeDetail') }}
      testId="home-spend-card"
    >
      <MoneyFigure
        title={t('billing.overview.monthSpend')}
        fen={home.data?.monthSpend}
        query={home}
        bold
        testId="home-month-spend"
      />
    </StateCard>
  );
}
