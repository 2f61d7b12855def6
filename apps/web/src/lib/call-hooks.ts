import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { CallDef } from '@ecloud/contract';
import { callApi } from './request.ts';

type In<C extends CallDef> = z.input<C['input']>;

/** A paged list: the page shown stays while the next one loads, so the table does not blank. */
export function useListCall<C extends CallDef>(call: C, queryKey: QueryKey, params: In<C>) {
  return useQuery({
    queryKey,
    queryFn: () => callApi(call, params),
    placeholderData: keepPreviousData,
  });
}

/** One record by its id; nothing is asked while there is no id (a dialog not opened yet). */
export function useDetailCall<C extends CallDef>(
  call: C,
  queryKey: (id: string) => QueryKey,
  id: string | null | undefined,
) {
  return useQuery({
    queryKey: queryKey(id ?? ''),
    queryFn: () => callApi(call, { id: id! } as In<C>),
    enabled: !!id,
  });
}

/** A function that refreshes every query under these keys; it settles when they have. */
export function useInvalidate(keys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * A call as a mutation that refreshes what it changed (the queries under `invalidate`) before it
 * settles. `toInput` turns what the screen hands over (say, the ids) into the call's input.
 */
export function useCallMutation<C extends CallDef, V = In<C>>(
  call: C,
  invalidate: readonly QueryKey[],
  toInput: (v: V) => In<C> = (v) => v as In<C>,
) {
  const refresh = useInvalidate(invalidate);
  return useMutation({
    mutationFn: (v: V) => callApi(call, toInput(v)),
    onSuccess: refresh,
  });
}

/** The input of batch calls that take ids: the screen hands over the ids. */
export const byIds = (ids: string[]) => ({ ids });
