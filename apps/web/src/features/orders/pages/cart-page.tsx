import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSOLE_BASE_PATH, formatFen, type CartLine } from '@ecloud/contract';
import { ListScreen } from '../../../components/list/index.ts';
import { toast } from '../../../lib/toast.ts';
import { useCart, useCartDelete, useCartUpdate } from '../api/use-orders.ts';
import { cartColumns } from '../components/cart-columns.tsx';
import { CheckoutModal, type CheckoutSource } from '../components/checkout-modal.tsx';

/** v3-5, /addedService/shoppingCar: lines priced now, quantity, remove, select and check out. */
export default function CartPage() {
  const { t } = useTranslation();
  const cart = useCart();
  const remove = useCartDelete();
  const update = useCartUpdate();
  const [selected, setSelected] = useState<string[]>([]);
  const [checkout, setCheckout] = useState<CheckoutSource | null>(null);
  const lines = cart.data ?? [];
  const chosen = lines.filter((l) => selected.includes(l.id));
  const total = chosen.reduce((s, l) => s + l.price.finalFen, 0);
  const columns = cartColumns(t, {
    quantity: (l, quantity) => void update.mutateAsync({ id: l.id, quantity }),
    remove: async (l) => {
      await remove.mutateAsync([l.id]);
      setSelected((s) => s.filter((id) => id !== l.id));
      toast.success(t('orders.cart.removed'));
    },
  });
  return (
    <>
      <ListScreen<CartLine>
        title={t('orders.cart.title')}
        subtitle={t('orders.cart.subtitle')}
        extra={
          <Link to={`${CONSOLE_BASE_PATH}/addedService/product`}>{t('orders.cart.shop')}</Link>
        }
        columns={columns}
        query={{ ...cart, data: cart.data && { list: cart.data, total: cart.data.length } }}
        empty={t('orders.cart.empty')}
        selection={{ keys: selected, onChange: (keys) => setSelected(keys) }}
        tableTestId="cart-table"
      />
      <Flex justify="flex-end" align="center" gap={16} style={{ marginTop: 16 }}>
        <Typography.Text data-testid="cart-selected-total">
          {t('orders.cart.selectedTotal', { count: chosen.length, total: formatFen(total) })}
        </Typography.Text>
        <Button
          type="primary"
          disabled={!chosen.length}
          onClick={() => setCheckout({ cartIds: chosen.map((l) => l.id) })}
          data-testid="cart-checkout"
        >
          {t('orders.cart.checkout')}
        </Button>
      </Flex>
      {checkout && <CheckoutModal source={checkout} onClose={() => setCheckout(null)} />}
    </>
  );
}
