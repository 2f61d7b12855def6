import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { calls, type alarmEventListInput, type ruleListInput } from '@ecloud/contract';
import { byIds, useCallMutation, useListCall } from '../../../lib/call-hooks.ts';
import { callApi } from '../../../lib/request.ts';

export type RuleListParams = z.input<typeof ruleListInput>;
export type EventListParams = z.input<typeof alarmEventListInput>;

const all = ['alarms'] as const;
export const alarmKeys = {
  all,
  rules: (p: RuleListParams) => [...all, 'rules', p] as const,
  events: (p: EventListParams) => [...all, 'events', p] as const,
};

export const useRuleList = (p: RuleListParams) =>
  useListCall(calls.alarmRuleList, alarmKeys.rules(p), p);
export const useEventList = (p: EventListParams) =>
  useListCall(calls.alarmEventList, alarmKeys.events(p), p);

const ALARMS = [alarmKeys.all];
export const useCreateRule = () => useCallMutation(calls.alarmRuleCreate, ALARMS);
export const useUpdateRule = () => useCallMutation(calls.alarmRuleUpdate, ALARMS);
export const useRule = (id: string | null) =>
  useQuery({
    queryKey: [...alarmKeys.all, 'rule', id],
    queryFn: () => callApi(calls.alarmRuleGet, { id: id! }),
    enabled: !!id,
  });
export const useEnableRules = () => useCallMutation(calls.alarmRuleEnable, ALARMS);
export const useCopyRule = () => useCallMutation(calls.alarmRuleCopy, ALARMS);
export const useDeleteRules = () => useCallMutation(calls.alarmRuleDelete, ALARMS, byIds);
export const useAcknowledge = () => useCallMutation(calls.alarmAcknowledge, ALARMS, byIds);
export const useMute = () => useCallMutation(calls.alarmMute, ALARMS);
