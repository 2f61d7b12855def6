import { Empty, List, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { ccPath } from '../lib/paths.ts';
import { useCanOpen } from '../lib/use-can-open.ts';
import { StateCard } from '../../../components/state-card.tsx';
import { MoneyText } from './money-text.tsx';

/** Vouchers whose rest lapses within 30 days, soonest first. */
export function ExpiringVouchersCard({
  vouchers,
}: {
  vouchers: { id: string; name: string; balance: number; expiresAt: string }[];
}) {
  const { t } = useTranslation();
  const canVouchers = useCanOpen('cloudTicket');
  return (
    <StateCard
      title={t('billing.overview.expiring')}
      link={canVouchers && { to: ccPath('cloudTicket'), label: t('billing.action.cloudTicket') }}
      testId="expiring-vouchers"
    >
      <List
        size="small"
        dataSource={vouchers}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('billing.overview.noExpiring')}
            />
          ),
        }}
        renderItem={(v) => {
          const days = Math.max(0, dayjs(v.expiresAt).diff(dayjs(), 'day'));
          return (
            <List.Item extra={<MoneyText fen={v.balance} strong />}>
              <List.Item.Meta
                title={v.name}
                description={
                  <Typography.Text type="secondary">
                    {t('billing.overview.expiresOn', { date: formatDate(v.expiresAt) })}{' '}
                    <Tag color={days <= 7 ? 'red' : 'orange'}>
                      {t('billing.voucher.daysLeft', { count: days })}
                    </Tag>
                  </Typography.Text>
                }
              />
            </List.Item>
          );
        }}
      />
    </StateCard>
  );
}
