import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { calls } from '@ecloud/contract';
import { callApi } from '../../../lib/request.ts';
import { metricKeys, type SeriesParams } from './keys.ts';

/** Points arrive a minute apart: charts and key metrics are read again each minute. */
const REFRESH_MS = 60_000;

export const useSeries = (params: SeriesParams) =>
  useQuery({
    queryKey: metricKeys.series(params),
    queryFn: () => callApi(calls.monitorSeries, params),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

export const useLatest = (groupId: string) =>
  useQuery({
    queryKey: metricKeys.latest(groupId),
    queryFn: () => callApi(calls.monitorLatest, { groupId }),
    refetchInterval: REFRESH_MS,
  });

export const useFreshness = () =>
  useQuery({
    queryKey: metricKeys.freshness(),
    queryFn: () => callApi(calls.monitorFreshness, {}),
    refetchInterval: REFRESH_MS,
  });
