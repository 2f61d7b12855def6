import { Alert, Card, Descriptions, Empty, List, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { calls } from '@ecloud/contract';
import { useBillingQuery } from '../api/use-billing.ts';
import { ListState } from '../../../components/list/index.ts';

/** The platform's receiving accounts, numbers copyable, as the transfer needs them. */
export function ReceivingAccounts() {
  const { t } = useTranslation();
  const accounts = useBillingQuery(calls.publicAccountOptions);
  return (
    <Card title={t('billing.recharge.receiving')} data-testid="receiving-accounts">
      {accounts.isPending ? (
        <Skeleton active />
      ) : accounts.isError ? (
        <ListState error empty="" onRetry={() => void accounts.refetch()} />
      ) : accounts.data.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={<Alert type="warning" title={t('billing.recharge.noReceiving')} />}
        />
      ) : (
        <List
          dataSource={accounts.data}
          split
          renderItem={(a) => (
            <List.Item>
              <Descriptions
                column={1}
                size="small"
                items={[
                  {
                    key: 'name',
                    label: t('billing.recharge.accountName'),
                    children: <Typography.Text copyable>{a.accountName}</Typography.Text>,
                  },
                  {
                    key: 'bank',
                    label: t('billing.recharge.bank'),
                    children: [a.bankName, a.branch].filter(Boolean).join(' · '),
                  },
                  {
                    key: 'no',
                    label: t('billing.recharge.accountNo'),
                    children: (
                      <Typography.Text copyable strong style={{ fontFamily: 'monospace' }}>
                        {a.accountNo}
                      </Typography.Text>
                    ),
                  },
                  ...(a.remark
                    ? [{ key: 'remark', label: t('billing.col.remark'), children: a.remark }]
                    : []),
                ]}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
