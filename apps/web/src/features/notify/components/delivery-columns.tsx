import type { TFunction } from 'i18next';
import { Tag, Tooltip } from 'antd';
import {
  ALARM_CENTRE_CODE,
  DELIVERY_CHANNELS,
  DELIVERY_STATUSES,
  NOTICE_TYPES,
  type Delivery,
} from '@ecloud/contract';
import { col, wordsFor, type ListColumn } from '../../../components/list/index.ts';

const COLOUR = { queued: 'default', retrying: 'orange', sent: 'green', failed: 'red' } as const;

/** The notices sent: when, what about, through what, to whom, and how it went. */
export function deliveryColumns(
  t: TFunction,
  retry: (d: Delivery) => void,
): ListColumn<Delivery>[] {
  const status = wordsFor(DELIVERY_STATUSES, (s) => t(`notify.status.${s}`));
  return [
    col.dateTime('createdAt', t('notify.delivery.createdAt'), { width: 170 }),
    col.words(
      'warningType',
      t('notify.delivery.type'),
      wordsFor(NOTICE_TYPES, (w) => t(`notify.warningType.${w}`)),
      { width: 90 },
    ),
    col.words(
      'channel',
      t('notify.delivery.channel'),
      wordsFor(DELIVERY_CHANNELS, (c) => t(`notify.channelKind.${c}`)),
      { width: 140 },
    ),
    col.text('recipient', t('notify.delivery.recipient'), {
      width: 190,
      render: (r: string, d) =>
        d.channel === 'message' ? t('notify.delivery.readers', { count: Number(r) }) : r,
    }),
    col.text('title', t('notify.delivery.title'), {
      width: 260,
      render: (title: string, d) => (
        <Tooltip title={d.body}>
          <span>{title}</span>
        </Tooltip>
      ),
    }),
    col.text('status', t('notify.delivery.status'), {
      width: 100,
      render: (s: Delivery['status']) => (
        <Tag color={COLOUR[s]} data-testid="delivery-status">
          {status[s]}
        </Tag>
      ),
      export: { values: status },
    }),
    col.number('attempts', t('notify.delivery.attempts'), { width: 90 }),
    col.dash('lastError', t('notify.delivery.lastError'), { width: 220, ellipsis: true }),
    col.dateTime('sentAt', t('notify.delivery.sentAt'), { width: 170 }),
    col.actions<Delivery>(t('common.actions'), 110, (d) => [
      d.status === 'failed' && {
        label: t('notify.messages.retry'),
        onClick: () => retry(d),
        code: ALARM_CENTRE_CODE,
        testId: 'delivery-retry',
      },
    ]),
  ];
}
