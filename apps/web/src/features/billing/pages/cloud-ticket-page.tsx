import { Card, Progress, Segmented, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { VOUCHER_STATUSES, calls } from '@ecloud/contract';
import { formatDate } from '../../../lib/format.ts';
import { useSearchState } from '../../../lib/use-search-state.ts';
import { codeOptions } from '../../../lib/code-options.ts';
import { useBillingQuery } from '../api/use-billing.ts';
import type { ListColumn } from '../../../components/list/index.ts';
import { billingColumns } from '../components/billing-columns.tsx';
import { RecordsPage } from '../components/records-page.tsx';
import { MoneyFigure } from '../components/money-figure.tsx';
import { MoneyText } from '../components/money-text.tsx';
import type { Voucher } from '../lib/types.ts';

const STATUSES = { prefix: 'billing.voucherStatus', values: VOUCHER_STATUSES };

/** v3-10: vouchers by status, with balance, use and expiry. */
export default function CloudTicketPage() {
  const { t } = useTranslation();
  const balances = useBillingQuery(calls.billingBalances);
  const [state, setState] = useSearchState({ status: '', page: 1 });
  const col = billingColumns<Voucher>(t);
  const columns: ListColumn<Voucher>[] = [
    col.text('name', t('billing.voucher.name')),
    col.status(STATUSES),
    col.money('faceValue', t('billing.voucher.faceValue')),
    col.money(
      'balance',
      t('billing.voucher.balance'),
      {},
      {
        render: (v: number, r) => (
          <div style={{ minWidth: 140 }}>
            <MoneyText fen={v} strong />
            <Progress
              percent={r.faceValue ? Math.round((v / r.faceValue) * 100) : 0}
              showInfo={false}
              size="small"
            />
          </div>
        ),
      },
    ),
    col.money('expiredAmount', t('billing.voucher.expiredAmount')),
    col.date('expiresAt', t('billing.voucher.expiresAt'), {
      render: (v: string, r) => {
        const days = dayjs(v).diff(dayjs(), 'day');
        return (
          <span>
            {formatDate(v)}
            {r.status === 'usable' && days <= 30 && (
              <Typography.Text type={days <= 7 ? 'danger' : 'warning'}>
                {' '}
                ({t('billing.voucher.daysLeft', { count: Math.max(0, days) })})
              </Typography.Text>
            )}
          </span>
        );
      },
    }),
    col.dateTime('createdAt', t('billing.voucher.grantedAt')),
  ];
  return (
    <RecordsPage<Voucher>
      words="billing.voucher"
      above={
        <>
          <Card style={{ marginBottom: 16 }}>
            <MoneyFigure
              title={t('billing.voucher.usableTotal')}
              fen={balances.data?.voucher ?? 0}
              query={balances}
              testId="voucher-total"
            />
          </Card>
          <Segmented
            style={{ marginBottom: 12 }}
            value={state.status}
            onChange={(status) => setState({ status, page: 1 })}
            options={[
              { value: '', label: t('billing.voucher.all') },
              ...codeOptions(t, STATUSES.prefix, STATUSES.values),
            ]}
            data-testid="voucher-status"
          />
        </>
      }
      call={calls.voucherList}
      columns={columns}
      dateRange={false}
      keyword
      fixedInput={{ status: state.status || undefined }}
      testId="voucher-list"
    />
  );
}
