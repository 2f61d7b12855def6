import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { calls, type checkAccountInput } from '@ecloud/contract';
import { callApi } from '../../../lib/request.ts';
import { byIds, useCallMutation, useDetailCall, useInvalidate } from '../../../lib/call-hooks.ts';
import { cloudKeys, type AccountListParams } from './keys.ts';

export function useAccountList(params: AccountListParams, poll: boolean) {
  return useQuery({
    queryKey: cloudKeys.accounts(params),
    queryFn: () => callApi(calls.accountList, params),
    placeholderData: keepPreviousData,
    // While a sync runs, health and counts change under the user's eyes.
    refetchInterval: poll ? 3000 : false,
  });
}

export const useAccountDetail = (id: string | null) =>
  useDetailCall(calls.accountDetail, cloudKeys.account, id);

export function useAccountOptions() {
  return useQuery({
    queryKey: cloudKeys.options(),
    queryFn: () => callApi(calls.accountOptions, {}),
    staleTime: 30_000,
  });
}

export function useRegions(provider: string | undefined, accountId?: string) {
  return useQuery({
    queryKey: cloudKeys.regions(provider ?? '', accountId),
    queryFn: () =>
      callApi(calls.getCloudRegion, {
        provider: provider as z.input<typeof calls.getCloudRegion.input>['provider'],
        accountId,
      }),
    enabled: !!provider,
    staleTime: 5 * 60_000,
  });
}

/** Accounts feed the resource screens and the guard too: refresh everything cloud-shaped. */
const CLOUD = [cloudKeys.all, ['resources']];
export const useInvalidateCloud = () => useInvalidate(CLOUD);

export const useCreateAccount = () => useCallMutation(calls.accountCreate, CLOUD);
export const useUpdateAccount = () => useCallMutation(calls.accountUpdate, CLOUD);
export const useAccountStatus = () => useCallMutation(calls.accountStatus, CLOUD);
export const useDeleteAccounts = () => useCallMutation(calls.accountDelete, CLOUD, byIds);

export function useCheckAccount() {
  const invalidate = useInvalidateCloud();
  return useMutation({
    mutationFn: (input: z.input<typeof checkAccountInput>) => callApi(calls.checkAccount, input),
    // Checking a stored account updates its health.
    onSuccess: (_r, input) => ('id' in input ? invalidate() : undefined),
  });
}
