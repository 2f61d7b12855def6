import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { canLoadCartCount, calls, type Config, type ProductCategory } from '@ecloud/contract';
import { useCallMutation, useListCall } from '../../../lib/call-hooks.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { callApi } from '../../../lib/request.ts';
import { useConsoleStore } from '../../../lib/store.ts';

export const orderKeys = {
  all: ['orders'] as const,
  products: (category: ProductCategory) => ['orders', 'products', category] as const,
  attrs: (code: string) => ['orders', 'attrs', code] as const,
  price: (c: Config) => ['orders', 'price', c] as const,
  cart: ['orders', 'cart'] as const,
  preview: (src: object) => ['orders', 'preview', src] as const,
  list: (input: object) => ['orders', 'list', input] as const,
  detail: (type: string, id: string) => ['orders', 'detail', type, id] as const,
};

export const useProducts = (category: ProductCategory) =>
  useQuery({
    queryKey: orderKeys.products(category),
    queryFn: () => callApi(calls.productList, { category }),
  });

export const useProductAttrs = (code: string) =>
  useQuery({
    queryKey: orderKeys.attrs(code),
    queryFn: () => callApi(calls.productAttrs, { code }),
  });

/** The live price: the last one stays shown while the next configuration is priced. */
export const usePrice = (config: Config | null) =>
  useQuery({
    queryKey: orderKeys.price(config!),
    queryFn: () => callApi(calls.productPrice, config!),
    enabled: !!config,
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useCart = (enabled = true) =>
  useQuery({ queryKey: orderKeys.cart, queryFn: () => callApi(calls.cartList, {}), enabled });

/**
 * The store's cart count is the length of the cart list (spec section 4), loaded only for users
 * holding 'all' or v3-5 (section 6); every cart change refreshes the list, and so the count.
 */
export function useCartCount(): number {
  const user = useCurrentUser();
  const cart = useCart(canLoadCartCount(user?.authCodes));
  const count = cart.data?.length ?? 0;
  const setCartCount = useConsoleStore((s) => s.setCartCount);
  useEffect(() => setCartCount(count), [count, setCartCount]);
  return count;
}

export const useCartAdd = () => useCallMutation(calls.cartAdd, [orderKeys.cart]);
export const useCartDelete = () =>
  useCallMutation(calls.cartDelete, [orderKeys.cart], (ids: string[]) => ({ ids }));
export const useCartUpdate = () => useCallMutation(calls.cartUpdate, [orderKeys.cart]);

export const usePreview = (src: { cartIds?: string[]; item?: Config } | null) =>
  useQuery({
    queryKey: orderKeys.preview(src ?? {}),
    queryFn: () => callApi(calls.orderPreview, src!),
    enabled: !!src,
  });

export const useCommit = () =>
  useCallMutation(calls.orderCommit, [orderKeys.cart, ['orders', 'list'], ['billing']]);

export const useOrderList = (input: { page: number; pageSize: number; status?: string }) =>
  useListCall(calls.orderList, orderKeys.list(input), input as never);

export const useOrderDetail = (type: 'order' | 'car', id: string) =>
  useQuery({
    queryKey: orderKeys.detail(type, id),
    queryFn: () => callApi(calls.orderOrCartDetail, { type, id }),
  });

export const usePay = () => useCallMutation(calls.orderPay, [orderKeys.all, ['billing']]);
export const useCancel = () => useCallMutation(calls.orderCancel, [orderKeys.all]);
