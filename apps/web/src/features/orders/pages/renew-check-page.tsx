import { useState } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { RenewCheckItem, RenewSettleResult } from '@ecloud/contract';
import { ListScreen, wholeList } from '../../../components/list/index.ts';
import { toast } from '../../../lib/toast.ts';
import { useRenewChecks, useRenewSettle } from '../api/use-renewals.ts';
import { renewCheckColumns } from '../components/renew-check/renew-check-columns.tsx';
import { SettleRenewedModal } from '../components/renew-check/settle-renewed-modal.tsx';

/**
 * Ours: the platform's renewal operators settle renewals the runner could not confirm at their
 * cloud (its expiry unreadable after the last try), as renewed or as failed and refunded.
 */
export default function RenewCheckPage() {
  const { t } = useTranslation();
  const checks = useRenewChecks();
  const settle = useRenewSettle();
  const [renewing, setRenewing] = useState<RenewCheckItem | null>(null);
  const told = (i: RenewCheckItem, r: RenewSettleResult) =>
    toast.success(
      r.status === 'failed'
        ? t('renewals.check.failedToast', { name: i.resourceName })
        : t(r.readBack ? 'renewals.check.readBackToast' : 'renewals.check.renewedToast', {
            name: i.resourceName,
            at: dayjs(r.expiresAt).format('YYYY-MM-DD HH:mm'),
          }),
    );
  const failed = (i: RenewCheckItem) =>
    settle
      .mutateAsync({ itemId: i.itemId, outcome: 'failed' })
      // The request layer has told the user when it was refused.
      .then(
        (r) => told(i, r),
        () => undefined,
      );
  return (
    <>
      <ListScreen<RenewCheckItem>
        title={t('renewals.check.title')}
        subtitle={t('renewals.check.subtitle')}
        tableTestId="renew-check-table"
        rowKey="itemId"
        columns={renewCheckColumns(t, { renewed: setRenewing, failed: (i) => void failed(i) })}
        query={wholeList(checks)}
        empty={t('renewals.check.empty')}
      />
      {renewing && (
        <SettleRenewedModal
          item={renewing}
          onDone={(r) => {
            if (r) told(renewing, r);
            setRenewing(null);
          }}
        />
      )}
    </>
  );
}
