import { useState } from 'react';
import { DatePicker, Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { RenewCheckItem, RenewSettleResult } from '@ecloud/contract';
import { useClickLock } from '../../../../lib/click-lock.ts';
import { useRenewSettle } from '../../api/use-renewals.ts';

/** The expiry a renewal of `months` from the expiry before the call would give. */
const expected = (i: RenewCheckItem) =>
  (i.expiresBefore ? dayjs(i.expiresBefore) : dayjs()).add(i.months, 'month');

/**
 * Settles one as renewed: the expiry the operator saw in the provider's console (the expected
 * one to start with); the server takes the cloud's own when it answers again.
 */
export function SettleRenewedModal({
  item,
  onDone,
}: {
  item: RenewCheckItem;
  onDone(result: RenewSettleResult | null): void;
}) {
  const { t } = useTranslation();
  const settle = useRenewSettle();
  const [at, setAt] = useState<Dayjs | null>(expected(item));
  const lock = useClickLock(() => {
    if (!at) return;
    void settle
      .mutateAsync({ itemId: item.itemId, outcome: 'renewed', expiresAt: at.toISOString() })
      .then(onDone, () => undefined);
  });
  return (
    <Modal
      open
      title={t('renewals.check.renewedTitle', { name: item.resourceName })}
      okText={t('renewals.check.renewed')}
      okButtonProps={
        { disabled: !at || lock.locked, 'data-testid': 'renew-check-confirm' } as never
      }
      confirmLoading={settle.isPending}
      onOk={lock.onClick}
      onCancel={() => onDone(null)}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('renewals.check.renewedHelp')}
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('renewals.check.expiresAt')} required>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            value={at}
            onChange={setAt}
            data-testid="renew-check-expiry"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
