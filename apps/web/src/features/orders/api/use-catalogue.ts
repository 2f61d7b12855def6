import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { calls, type Config, type ProductDefInput } from '@ecloud/contract';
import { useCallMutation } from '../../../lib/call-hooks.ts';
import { callApi } from '../../../lib/request.ts';
import { orderKeys } from './use-orders.ts';

/** The catalogue editors' calls; a change refreshes the customers' lists and prices too. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  preview: (input: object) => ['catalogue', 'preview', input] as const,
};
const CHANGED = [catalogueKeys.all, orderKeys.all];

export const useCatalogue = () =>
  useQuery({ queryKey: catalogueKeys.all, queryFn: () => callApi(calls.catalogueList, {}) });

export const useCatalogueCreate = () => useCallMutation(calls.catalogueCreate, CHANGED);
export const useCatalogueUpdate = () => useCallMutation(calls.catalogueUpdate, CHANGED);
export const useCatalogueEnable = () => useCallMutation(calls.catalogueEnable, CHANGED);

/**
 * The live preview of an unsaved definition: the last price stays shown while the next is
 * priced, and a configuration the server refuses is said beside the price, not in a toast.
 */
export const useCataloguePreview = (
  product: ProductDefInput | undefined,
  config: Omit<Config, 'code'>,
) =>
  useQuery({
    queryKey: catalogueKeys.preview({ product, config }),
    queryFn: () => callApi(calls.cataloguePreview, { product: product!, config }, { silent: true }),
    enabled: !!product,
    placeholderData: keepPreviousData,
    retry: false,
  });
