import { useQuery } from '@tanstack/react-query';
import { calls } from '@ecloud/contract';
import { useCallMutation } from '../../../lib/call-hooks.ts';
import { callApi } from '../../../lib/request.ts';
import { costKeys } from './keys.ts';

const viewKeys = [...costKeys.all, 'views'] as const;

export const useCostViews = () =>
  useQuery({ queryKey: viewKeys, queryFn: () => callApi(calls.costViewList, {}) });
export const useSaveCostView = () => useCallMutation(calls.costViewSave, [viewKeys]);
export const useDeleteCostView = () => useCallMutation(calls.costViewDelete, [viewKeys]);
