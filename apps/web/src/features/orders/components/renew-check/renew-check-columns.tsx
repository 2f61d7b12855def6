import type { TFunction } from 'i18next';
import { Typography } from 'antd';
import { formatFen, providerByCode, type RenewCheckItem } from '@ecloud/contract';
import { col, type ListColumn } from '../../../../components/list/index.ts';

export interface RenewCheckActions {
  renewed(i: RenewCheckItem): void;
  failed(i: RenewCheckItem): void;
}

/** A renewal waiting for a manual check: whose, which resource at which cloud, and why. */
export function renewCheckColumns(
  t: TFunction,
  a: RenewCheckActions,
): ListColumn<RenewCheckItem>[] {
  return [
    col.text('tenantName', t('renewals.check.col.tenant'), { width: 150 }),
    col.text('orderNo', t('renewals.check.col.order'), { width: 190 }),
    col.text('resourceName', t('renewals.col.name'), {
      width: 200,
      render: (name: string, i: RenewCheckItem) => (
        <>
          {name}
          <br />
          <Typography.Text type="secondary">{i.providerId}</Typography.Text>
        </>
      ),
    }),
    col.text('accountName', t('renewals.col.account'), {
      width: 160,
      render: (name: string, i: RenewCheckItem) =>
        `${t(providerByCode(i.provider)?.label ?? i.provider)} · ${name} · ${i.region}`,
    }),
    col.money('priceFen', t('renewals.modal.price'), {
      width: 110,
      render: (fen: number) => formatFen(fen),
    }),
    col.dateTime('expiresBefore', t('renewals.check.col.before'), { width: 160 }),
    col.text('message', t('renewals.check.col.why'), { width: 260 }),
    col.actions<RenewCheckItem>(t('common.actions'), 270, (i) => [
      {
        label: t('renewals.check.renewed'),
        onClick: () => a.renewed(i),
        testId: `renew-check-renewed-${i.itemId}`,
      },
      {
        label: t('renewals.check.failed'),
        danger: true,
        onClick: () => a.failed(i),
        testId: `renew-check-failed-${i.itemId}`,
        confirm: {
          title: t('renewals.check.confirmFailed', {
            price: formatFen(i.priceFen),
            tenant: i.tenantName,
          }),
          okText: t('renewals.check.failed'),
          cancelText: t('common.cancel'),
        },
      },
    ]),
  ];
}
