import { useQuery } from '@tanstack/react-query';
import { calls } from '@ecloud/contract';
import { useCallMutation, useListCall } from '../../../lib/call-hooks.ts';
import { callApi } from '../../../lib/request.ts';
import { forCustomer } from '../lib/customer.ts';
import { costKeys, type BillProductParams, type CostLineParams } from './keys.ts';

/** Bills are read hourly; a minute-old overview is fresh enough and spares the server. */
const STALE_MS = 60_000;

export const useCostOverview = (customerTenantId?: string) =>
  useQuery({
    queryKey: costKeys.overview(customerTenantId),
    queryFn: () => callApi(calls.costOverview, forCustomer({}, customerTenantId)),
    staleTime: STALE_MS,
  });

/** A channel partner's customers, for the cost screens' picker (asked of partners only). */
export const useCostCustomers = (enabled: boolean) =>
  useQuery({
    queryKey: costKeys.customers(),
    queryFn: () => callApi(calls.costCustomers, {}),
    enabled,
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

export const useCostLineOriginal = (id: string | null, customerTenantId?: string) =>
  useQuery({
    queryKey: costKeys.original(id ?? ''),
    queryFn: () => callApi(calls.costLineOriginal, forCustomer({ id: id! }, customerTenantId)),
    enabled: !!id,
  });

export const useCostIngest = () => useCallMutation(calls.costIngest, [costKeys.all]);
