import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  calls,
  type CallDef,
  type CloudResourceType,
  type HostActionName,
  type ProviderCode,
  type Resource,
} from '@ecloud/contract';
import { callApi } from '../../../lib/request.ts';
import { TRANSITIONAL } from '../components/status-badge.tsx';
import { resourceKeys, type ResourceListParams } from './keys.ts';

/** How often a list with a host on its way somewhere (starting, stopping ...) is refreshed. */
export const LIVE_STATUS_POLL_MS = 2000;

/** The list call of each type's screen; `undefined` lists every type. */
export const LIST_CALLS: Record<CloudResourceType, CallDef> = {
  host: calls.hostList,
  disk: calls.diskList,
  database: calls.databaseList,
  redis: calls.redisList,
  mongo: calls.mongoList,
  eip: calls.eipList,
  vpc: calls.vpcList,
  subnet: calls.subnetList,
};

export const isTransitional = (r: Pick<Resource, 'status' | 'pendingAction'>) =>
  TRANSITIONAL.has(r.status) || !!r.pendingAction;

type Page = {
  list: Resource[];
  total: number;
  page: number;
  pageSize: number;
  totalIsLowerBound?: boolean;
};

/** One page of resources; polled while any row shown is changing state. */
export function useResourceList(type: CloudResourceType | undefined, params: ResourceListParams) {
  const def = type ? LIST_CALLS[type] : calls.resourceList;
  return useQuery({
    queryKey: resourceKeys.list(def.path, params),
    queryFn: () => callApi(def, params) as Promise<Page>,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.list.some(isTransitional) ? LIVE_STATUS_POLL_MS : false),
  });
}

export function useResourceDetail(id: string | null) {
  return useQuery({
    queryKey: resourceKeys.detail(id ?? ''),
    queryFn: () => callApi(calls.resourceDetail, { id: id! }),
    enabled: !!id,
    refetchInterval: (q) =>
      q.state.data && isTransitional(q.state.data) ? LIVE_STATUS_POLL_MS : false,
  });
}

export function useResourceCounts(provider?: ProviderCode, accountId?: string) {
  return useQuery({
    queryKey: resourceKeys.counts(provider, accountId),
    queryFn: () => callApi(calls.resourceCounts, { provider, accountId }),
  });
}

export function useResourceRegions(
  provider?: ProviderCode,
  accountId?: string,
  type?: CloudResourceType,
) {
  return useQuery({
    queryKey: resourceKeys.regions(provider, accountId, type),
    queryFn: () => callApi(calls.resourceRegions, { provider, accountId, type }),
    staleTime: 60_000,
  });
}

export function useHostAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: string[]; action: HostActionName }) =>
      callApi(calls.hostAction, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}
