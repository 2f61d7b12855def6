import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { calls, type budgetAlertListInput, type budgetListInput } from '@ecloud/contract';
import { useCallMutation, useListCall } from '../../../lib/call-hooks.ts';
import { callApi } from '../../../lib/request.ts';

type ListParams = z.input<typeof budgetListInput>;
type AlertParams = z.input<typeof budgetAlertListInput>;

export const budgetKeys = {
  all: ['budgets'] as const,
  list: (p: ListParams) => [...budgetKeys.all, 'list', p] as const,
  alerts: (p: AlertParams) => [...budgetKeys.all, 'alerts', p] as const,
  series: (id: string) => [...budgetKeys.all, 'series', id] as const,
};

export const useBudgetList = (p: ListParams) =>
  useListCall(calls.budgetList, budgetKeys.list(p), p);
export const useBudgetAlerts = (p: AlertParams) =>
  useListCall(calls.budgetAlertList, budgetKeys.alerts(p), p);
export const useBudgetSeries = (id: string | null) =>
  useQuery({
    queryKey: budgetKeys.series(id ?? ''),
    queryFn: () => callApi(calls.budgetSeries, { id: id! }),
    enabled: !!id,
  });
export const useCreateBudget = () => useCallMutation(calls.budgetCreate, [budgetKeys.all]);
export const useUpdateBudget = () => useCallMutation(calls.budgetUpdate, [budgetKeys.all]);
export const useDeleteBudget = () => useCallMutation(calls.budgetDelete, [budgetKeys.all]);
