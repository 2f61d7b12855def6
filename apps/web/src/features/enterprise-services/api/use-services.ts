import { useQuery } from '@tanstack/react-query';
import { calls } from '@ecloud/contract';
import { useCallMutation, useDetailCall } from '../../../lib/call-hooks.ts';
import { callApi } from '../../../lib/request.ts';

export const serviceKeys = {
  all: ['services'] as const,
  list: () => [...serviceKeys.all, 'list'] as const,
  detail: (id: string) => [...serviceKeys.all, 'detail', id] as const,
  catalogue: () => [...serviceKeys.all, 'catalogue'] as const,
};

export const useServiceList = () =>
  useQuery({ queryKey: serviceKeys.list(), queryFn: () => callApi(calls.serviceList, {}) });

export const useServiceDetail = (id: string) =>
  useDetailCall(calls.serviceDetail, serviceKeys.detail, id);

/** A request opens a work order; the catalogue itself does not change. */
export const useRequestService = () => useCallMutation(calls.serviceRequest, []);

/** The platform's whole catalogue, unpublished entries too, both languages. */
export const useServiceCatalogue = () =>
  useQuery({
    queryKey: serviceKeys.catalogue(),
    queryFn: () => callApi(calls.serviceCatalogue, {}),
  });

/** A save changes what customers read too, so every services query is refreshed. */
export const useSaveService = () => useCallMutation(calls.serviceSave, [serviceKeys.all]);
