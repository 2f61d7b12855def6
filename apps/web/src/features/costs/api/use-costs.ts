import { useQuery } from '@tanstack/react-query';
import { calls } from '@ecloud/contract';
import { useCallMutation, useListCall } from '../../../lib/call-hooks.ts';
import { callApi } from '../../../lib/request.ts';
import { costKeys, type BillProductParams, type CostLineParams } from './keys.ts';

/** Bills are read hourly; a minute-old overview is fresh enough and spares the server. */
const STALE_MS = 60_000;

export const useCostOverview = () =>
  useQuery({
    queryKey: costKeys.overview(),
    queryFn: () => callApi(calls.costOverview, {}),
    staleTime: STALE_MS,
  });

export const useBillProducts = (params: BillProductParams) =>
  useQuery({
    queryKey: costKeys.products(params),
    queryFn: () => callApi(calls.findBillProduct, params),
    staleTime: STALE_MS,
  });

export const useCostLines = (params: CostLineParams) =>
  useListCall(calls.costLineList, costKeys.lines(params), params);

export const useCostLineOriginal = (id: string | null) =>
  useQuery({
    queryKey: costKeys.original(id ?? ''),
    queryFn: () => callApi(calls.costLineOriginal, { id: id! }),
    enabled: !!id,
  });

export const useCostIngest = () => useCallMutation(calls.costIngest, [costKeys.all]);
