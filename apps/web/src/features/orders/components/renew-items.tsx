import { Alert, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen, type RenewOrder, type RenewStatus } from '@ecloud/contract';

const STATUS_COLOR: Record<RenewStatus, string> = {
  pending: 'processing',
  renewed: 'success',
  failed: 'error',
  check: 'warning',
};

/**
 * Each resource of a renewal order and how its cloud answered: renewed, failed and refunded
 * (with the provider's message), or waiting for the platform's manual check.
 */
export function RenewItems({ items }: { items: RenewOrder['items'] }) {
  const { t } = useTranslation();
  return (
    <>
      {items.some((i) => i.status === 'check') && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          message={t('renewals.checkNote')}
          data-testid="renew-check-note"
        />
      )}
      <Table
        size="small"
        rowKey="resourceId"
        pagination={false}
        style={{ marginTop: 12 }}
        dataSource={items}
        data-testid="renew-items"
        columns={[
          { title: t('renewals.col.name'), dataIndex: 'name' },
          {
            title: t('renewals.modal.price'),
            dataIndex: 'priceFen',
            render: (f: number) => formatFen(f),
          },
          {
            title: t('renewals.modal.outcome'),
            dataIndex: 'status',
            render: (s: RenewStatus, i) => (
              <>
                <Tag color={STATUS_COLOR[s]}>{t(`renewals.status.${s}`)}</Tag>
                {i.message}
              </>
            ),
          },
        ]}
      />
    </>
  );
}
