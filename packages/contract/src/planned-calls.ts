import { z } from 'zod';
import { anyOf, defineCall, type Permission } from './call.ts';

/**
 * Calls of spec section 7 whose domains are not built yet. They are listed so that paths and
 * codes are fixed once; the server does not serve them (an unknown call gets 404) until their
 * domain moves them into its own calls file with real schemas. docs/api.md keeps the list.
 */
const planned = (
  method: 'GET' | 'POST',
  path: string,
  code: string,
  permission: Permission,
  summary: string,
) =>
  defineCall({
    method,
    path,
    code,
    permission,
    input: z.unknown(),
    output: z.unknown(),
    summary,
    planned: true,
  });

export const plannedCalls = {
  productAttrs: planned(
    'POST',
    '/api/v1/product/price/attr/json',
    'v5-1.1',
    anyOf('v2'),
    'A product’s price attributes',
  ),
  productPrice: planned(
    'POST',
    '/api/v1/product/price/attr/getPrice',
    'v5-1.4',
    anyOf('v2'),
    'Price a configuration',
  ),
  orderCommit: planned(
    'POST',
    '/api/v1/order/commit',
    'v5-1.3',
    anyOf('v2', 'v3-5'),
    'Place an order',
  ),
  cartAdd: planned('POST', '/api/v1/car/toCar', 'v5-1.2', anyOf('v2'), 'Add to the cart'),
  orderList: planned('POST', '/api/v1/order/list', 'v5-3.1', anyOf('v3-4'), 'My orders'),
  cartList: planned(
    'GET',
    '/api/v1/car/list',
    'v5-2.1',
    anyOf('v3-5'),
    'The cart (its length is the cart count)',
  ),
  cartDelete: planned(
    'POST',
    '/api/v1/car/delete',
    'v5-2.2',
    anyOf('v3-5'),
    'Remove from the cart',
  ),
  orderOrCartDetail: planned(
    'POST',
    '/api/v1/orderorcar/detail',
    'v5-2.3',
    anyOf('v3-4', 'v3-5'),
    'Order or cart item detail',
  ),
};
