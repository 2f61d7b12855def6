import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  calls,
  DELIVERY_CHANNELS,
  DELIVERY_STATUSES,
  type Delivery,
  type WarningType,
} from '@ecloud/contract';
import { ListScreen, SelectFilter, useListState } from '../../../components/list/index.ts';
import { toast } from '../../../lib/toast.ts';
import { codeOptions } from '../../../lib/code-options.ts';
import { useDeliveries, useRetryDelivery } from '../api/use-notify.ts';
import { deliveryColumns } from './delivery-columns.tsx';

/** Notices sent, filtered by channel and status (and by type when the screen is of one type). */
export function NoticesList({
  title,
  subtitle,
  warningType,
  extra,
}: {
  title: string;
  subtitle: ReactNode;
  warningType?: WarningType;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const { state, filter, paging } = useListState({ channel: '', status: '' });
  const input = {
    warningType,
    channel: (state.channel || undefined) as Delivery['channel'] | undefined,
    status: (state.status || undefined) as Delivery['status'] | undefined,
  };
  const list = useDeliveries({ ...input, page: paging.page, pageSize: paging.pageSize });
  const retry = useRetryDelivery();
  const columns = deliveryColumns(
    t,
    (d) =>
      void retry.mutateAsync({ id: d.id }).then(() => toast.success(t('notify.messages.retried'))),
  );
  return (
    <ListScreen<Delivery>
      title={title}
      subtitle={subtitle}
      extra={extra}
      columns={columns}
      query={list}
      paging={paging}
      empty={t('notify.messages.empty')}
      tableTestId="deliveries"
      exportOf={{ list: calls.notifyDeliveryList, input }}
      filters={
        <>
          <SelectFilter
            placeholder={t('notify.delivery.channel')}
            value={state.channel}
            options={codeOptions(t, 'notify.channelKind', DELIVERY_CHANNELS)}
            onChange={(channel) => filter({ channel })}
          />
          <SelectFilter
            placeholder={t('notify.delivery.status')}
            value={state.status}
            options={codeOptions(t, 'notify.status', DELIVERY_STATUSES)}
            onChange={(status) => filter({ status })}
          />
        </>
      }
    />
  );
}
