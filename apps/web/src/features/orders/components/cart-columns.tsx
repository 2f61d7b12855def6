import { InputNumber, Space, Typography } from 'antd';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { CONSOLE_BASE_PATH, QUANTITY_MAX, formatFen, type CartLine } from '@ecloud/contract';
import { col, type ListColumn } from '../../../components/list/index.ts';

/** The cart's columns: product, configuration in words, quantity (changeable), price now. */
export function cartColumns(
  t: TFunction,
  on: { quantity(line: CartLine, n: number): void; remove(line: CartLine): void },
): ListColumn<CartLine>[] {
  return [
    col.text<CartLine>('name', t('orders.cart.product'), {
      render: (_: unknown, l: CartLine) => (
        <Link to={`${CONSOLE_BASE_PATH}/addedService/order/detail/car/${l.id}`}>{l.name}</Link>
      ),
    }),
    col.text<CartLine>('shown', t('orders.cart.configuration'), {
      render: (_: unknown, l: CartLine) => (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {l.shown
            .filter((s) => s.label !== t('orders.cart.quantity'))
            .map((s) => `${s.label}: ${s.value}`)
            .join(' · ')}
        </Typography.Text>
      ),
    }),
    col.number<CartLine>('quantity', t('orders.cart.quantity'), {
      render: (_: unknown, l: CartLine) => (
        <InputNumber
          size="small"
          min={1}
          max={QUANTITY_MAX}
          precision={0}
          value={l.config.quantity}
          onChange={(n) => n && n !== l.config.quantity && on.quantity(l, n)}
          aria-label={t('orders.cart.quantity')}
        />
      ),
    }),
    col.money<CartLine>('price', t('orders.cart.price'), {
      render: (_: unknown, l: CartLine) => (
        <Space direction="vertical" size={0} style={{ alignItems: 'flex-end' }}>
          <Typography.Text strong data-testid="cart-line-price">
            {formatFen(l.price.finalFen)}
          </Typography.Text>
          {l.price.finalFen !== l.addedFen && (
            <Typography.Text type="warning" style={{ fontSize: 12 }}>
              {t('orders.cart.priceChanged', { price: formatFen(l.addedFen) })}
            </Typography.Text>
          )}
        </Space>
      ),
    }),
    col.actions<CartLine>(t('common.actions'), 90, (l) => [
      {
        label: t('orders.cart.remove'),
        danger: true,
        code: 'v3-5',
        testId: 'cart-remove',
        confirm: {
          title: t('orders.cart.confirmRemove'),
          okText: t('orders.cart.remove'),
          cancelText: t('common.cancel'),
        },
        onClick: () => on.remove(l),
      },
    ]),
  ];
}
