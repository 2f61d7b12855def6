import { CATALOGUE_PATH, RENEW_CHECK_PATH } from '@ecloud/contract';
import type { PageDef } from '../../lib/page-def.ts';

/** Value-added products (v2), the cart (v3-5) and my orders (v3-4); product pages light v2-1. */
export const pages: readonly PageDef[] = [
  { path: '/addedService/product', load: () => import('./pages/security-products-page.tsx') },
  { path: '/addedService/bioengineering', load: () => import('./pages/bio-products-page.tsx') },
  {
    path: '/addedService/product/calculator/:code',
    load: () => import('./pages/calculator-page.tsx'),
    access: { code: 'v2' },
  },
  { path: '/addedService/shoppingCar', load: () => import('./pages/cart-page.tsx') },
  { path: '/addedService/myOrder', load: () => import('./pages/my-orders-page.tsx') },
  {
    path: '/addedService/order/detail/:type/:id',
    load: () => import('./pages/order-detail-page.tsx'),
    access: { code: 'v3-4' },
  },
  // Ours: the platform's catalogue editors (menu entry 'catalogue', held by name).
  { path: CATALOGUE_PATH, load: () => import('./pages/catalogue-manage-page.tsx') },
  // Ours: the platform's renewal operators (menu entry 'renew-settle', held by name).
  { path: RENEW_CHECK_PATH, load: () => import('./pages/renew-check-page.tsx') },
  {
    path: '/renewManage',
    load: () => import('./pages/renew-manage-page.tsx'),
    access: { code: 'v3-4' },
  },
];
