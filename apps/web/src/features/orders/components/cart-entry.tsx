import { Badge } from 'antd';
import { Link } from 'react-router';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BADGE_CAP, CONSOLE_BASE_PATH } from '@ecloud/contract';
import { useConsoleStore } from '../../../lib/store.ts';
import { useCartCount } from '../api/use-orders.ts';

export const CART_PATH = '/addedService/shoppingCar';

/** The top bar's cart, with the cart count (the length of car/list). */
export function CartEntry({ color }: { color: string }) {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <Link to={`${CONSOLE_BASE_PATH}${CART_PATH}`} style={{ color }} data-testid="header-cart">
      <Badge
        count={count}
        overflowCount={BADGE_CAP}
        size="small"
        offset={[8, 0]}
        data-testid="cart-badge"
      >
        <span style={{ color }}>
          <ShoppingCartOutlined /> {t('orders.badge')}
        </span>
      </Badge>
    </Link>
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
