import { Badge } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BADGE_CAP } from '@ecloud/contract';
import { HeaderBadgeLink } from '../../../components/header-badge-link.tsx';
import { useConsoleStore } from '../../../lib/store.ts';
import { useCartCount } from '../api/use-orders.ts';

export const CART_PATH = '/addedService/shoppingCar';

/** The top bar's cart, with the cart count (the length of car/list). */
export function CartEntry({ color }: { color: string }) {
  const { t } = useTranslation();
  return (
    <HeaderBadgeLink
      path={CART_PATH}
      color={color}
      count={useCartCount()}
      icon={<ShoppingCartOutlined />}
      label={t('orders.badge')}
      testId="header-cart"
      badgeTestId="cart-badge"
    />
  );
}

/** The menu entry's label with the same count, read from the store the top bar fills. */
export function CartMenuLabel({ label }: { label: string }) {
  const count = useConsoleStore((s) => s.cartCount);
  return (
    <span>
      {label}{' '}
      <Badge count={count} size="small" overflowCount={BADGE_CAP} data-testid="menu-cart-badge" />
    </span>
  );
}
