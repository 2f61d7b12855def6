import { Card, Statistic } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BILLING_CODES, calls } from '@ecloud/contract';
import { useCan } from '../../../../lib/permissions.ts';
import { useBillingQuery } from '../../api/use-billing.ts';
import { money } from '../../lib/money.ts';
import { ccPath } from '../../lib/paths.ts';

/** Home: this month's spending so far. */
export function SpendHomeCard() {
  const { t } = useTranslation();
  const home = useBillingQuery(calls.billingHome, undefined, { silent: true });
  const canDetail = useCan(BILLING_CODES.consumeDetail);
  return (
    <Card
      title={t('billing.home.monthSpend')}
      extra={
        canDetail && <Link to={ccPath('cosumeDetail')}>{t('billing.action.consumeDetail')}</Link>
      }
      style={{ height: '100%' }}
      data-testid="home-spend-card"
    >
      <Statistic
        title={t('billing.overview.monthSpend')}
        value={
          home.isError ? t('common.loadFailed') : home.data ? money(home.data.monthSpend) : '—'
        }
        loading={home.isPending}
        styles={{ content: { fontWeight: 600 } }}
        data-testid="home-month-spend"
      />
    </Card>
  );
}
