import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { CallDef } from '@ecloud/contract';
import { callApi } from '../../../lib/request.ts';
import { billingKeys } from './keys.ts';

/** A billing read. Lists keep the previous page on screen while the next one loads. */
export function useBillingQuery<C extends CallDef>(
  def: C,
  input?: z.input<C['input']>,
  opts: { enabled?: boolean; silent?: boolean } = {},
): UseQueryResult<z.output<C['output']>> {
  return useQuery({
    queryKey: billingKeys.call(def.path, input),
    queryFn: () => callApi(def, input, { silent: opts.silent }),
    placeholderData: keepPreviousData,
    enabled: opts.enabled,
  });
}

/** A billing change: afterwards every billing figure on screen is read again. */
export function useBillingMutation<C extends CallDef>(def: C) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<C['input']>) => callApi(def, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
