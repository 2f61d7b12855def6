import { anyOf, defineCall, noInput } from '../call.ts';
import { affectedOutput, idOutput } from '../identity/schemas.ts';
import * as r from './rules.schemas.ts';
import * as a from './alarms.schemas.ts';

/** Menu codes: alarm management (the warning centre) and alarm rules. */
export const ALARM_CENTRE_CODE = 'v10-2';
export const ALARM_RULES_CODE = 'v10-3';

const rules = (code: string, summary: string) => ({
  code,
  permission: anyOf(ALARM_RULES_CODE),
  summary,
  pathChosen: true as const,
});
const centre = (code: string, summary: string) => ({
  code,
  permission: anyOf(ALARM_CENTRE_CODE),
  summary,
  pathChosen: true as const,
});

/** Alarm rules and the warning centre (issue 12). Every path is ours (docs/api.md). */
export const alarmCalls = {
  alarmRuleList: defineCall({
    method: 'POST',
    path: '/api/v1/monitor/rule/list',
    input: r.ruleListInput,
    output: r.ruleListOutput,
    ...rules('v10-3.1', 'The tenant’s alarm rules, newest first'),
  }),
  alarmRuleGet: defineCall({
    method: 'GET',
    path: '/api/v1/monitor/rule/get',
    input: r.ruleIdInput,
    output: r.alarmRuleSchema,
    ...rules('v10-3.7', 'One alarm rule, for its edit form'),
  }),
  alarmRuleCreate: defineCall({
    method: 'POST',
    path: '/api/v1/monitor/rule/create',
    input: r.ruleFields,
    output: idOutput,
    ...rules('v10-3.2', 'Add an alarm rule'),
  }),
  alarmRuleUpdate: defineCall({
    method: 'POST',
    path: '/api/v1/monitor/rule/update',
    input: r.ruleUpdateInput,
    output: idOutput,
    ...rules('v10-3.3', 'Change an alarm rule (its alarms are evaluated afresh)'),
  }),
  alarmRuleEnable: defineCall({
    method: 'POST',
    path: '/api/v1/monitor/rule/enable',
    input: r.ruleEnableInput,
    output: affectedOutput,
    ...rules('v10-3.4', 'Enable or disable alarm rules'),
  }),
  alarmRuleCopy: defineCall({
    method: 'POST',
    path: '/api/v1/monitor/rule/copy',
    input: r.ruleIdInput,
    output: idOutput,
    ...rules('v10-3.5', 'Copy an alarm rule (the copy starts disabled)'),
  }),
  alarmRuleDelete: defineCall({
    method: 'POST',
    path: '/api/v1/monitor/rule/delete',
    input: r.ruleIdsInput,
    output: affectedOutput,
    ...rules('v10-3.6', 'Delete alarm rules with their alarms'),
  }),
  alarmEventList: defineCall({
    method: 'POST',
    path: '/api/v1/monitor/alarm/list',
    input: a.alarmEventListInput,
    output: a.alarmEventListOutput,
    ...centre(
      'v10-2.1',
      'Alarm events (fired, recovered, acknowledged, silenced), newest first; by kind, level, rule, resource, provider, account and when they happened (from, to: at most ten years)',
    ),
  }),
  alarmAcknowledge: defineCall({
    method: 'POST',
    path: '/api/v1/monitor/alarm/acknowledge',
    input: a.alarmAckInput,
    output: affectedOutput,
    ...centre('v10-2.2', 'Acknowledge firing alarms (by one of their events)'),
  }),
  alarmMute: defineCall({
    method: 'POST',
    path: '/api/v1/monitor/alarm/mute',
    input: a.alarmMuteInput,
    output: idOutput,
    ...centre('v10-2.3', 'Mute a resource or a rule until a set time'),
  }),
  alarmMuteList: defineCall({
    method: 'GET',
    path: '/api/v1/monitor/alarm/mutes',
    input: noInput,
    output: a.alarmMuteListOutput,
    ...centre('v10-2.4', 'The mutes in force'),
  }),
};
