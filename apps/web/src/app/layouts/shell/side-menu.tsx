import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CART_CODE,
  CONSOLE_BASE_PATH,
  highlightedMenuIndex,
  menuAncestors,
  menuFor,
  type LoginFlag,
  type MenuItem,
} from '@ecloud/contract';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { hasPage } from '../../pages.ts';
import { MenuIcon } from './menu-icon.tsx';
import { CartMenuLabel } from '../../../features/orders/index.ts';

type Items = NonNullable<MenuProps['items']>;

function toItems(items: MenuItem[], t: (k: string) => string): Items {
  return items.map((item) =>
    item.isleaf
      ? {
          key: item.index,
          label: item.code === CART_CODE ? <CartMenuLabel label={t(item.label)} /> : t(item.label),
          icon: item.icons ? <MenuIcon name={item.icons} /> : undefined,
          'data-code': item.code,
        }
      : {
          key: item.code,
          label: t(item.label),
          icon: item.icons ? <MenuIcon name={item.icons} /> : undefined,
          children: toItems(item.children, t),
        },
  );
}

/** The left menu: the console's tree, filtered by section 6's rules, lit by section 2's. */
export function SideMenu({ loginFlag, light }: { loginFlag: LoginFlag; light: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const tree = useMemo(
    () =>
      user
        ? menuFor(loginFlag, { authCodes: user.authCodes, customType: user.customType }, hasPage)
        : [],
    [loginFlag, user],
  );
  const selected = highlightedMenuIndex(pathname.slice(CONSOLE_BASE_PATH.length));
  const [open, setOpen] = useState<string[]>(() => menuAncestors(tree, selected));
  return (
    <Menu
      mode="inline"
      theme={light ? 'light' : 'dark'}
      items={toItems(tree, t)}
      selectedKeys={[selected]}
      openKeys={[...new Set([...open, ...menuAncestors(tree, selected)])]}
      onOpenChange={(keys) => setOpen(keys)}
      onClick={({ key }) => navigate(`${CONSOLE_BASE_PATH}${key}`)}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
