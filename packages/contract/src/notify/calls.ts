import { anyOf, defineCall, noInput } from '../call.ts';
import { affectedOutput, idOutput } from '../identity/schemas.ts';
import { idsInput } from '../common/paging.ts';
import { ALARM_CENTRE_CODE } from '../monitoring/alarm-calls.ts';
import * as s from './schemas.ts';

/** The warning centre belongs to alarm management (v10-2): its holders manage who is told. */
const centre = (code: string, summary: string) => ({
  code: `v10-2.${code}`,
  permission: anyOf(ALARM_CENTRE_CODE),
  summary,
  pathChosen: true as const,
});

/** Notification channels, contacts and the notices sent (issue 12 section 4; paths ours). */
export const notifyCalls = {
  notifyContactList: defineCall({
    method: 'GET',
    path: '/api/v1/notify/contact/list',
    input: noInput,
    output: s.contactListOutput,
    ...centre('10', 'The organisation’s alarm contacts'),
  }),
  notifyContactSave: defineCall({
    method: 'POST',
    path: '/api/v1/notify/contact/save',
    input: s.contactSaveInput,
    output: idOutput,
    ...centre('11', 'Add an alarm contact, or change one (with id)'),
  }),
  notifyContactDelete: defineCall({
    method: 'POST',
    path: '/api/v1/notify/contact/delete',
    input: idsInput,
    output: affectedOutput,
    ...centre('12', 'Delete alarm contacts (all or none)'),
  }),
  notifyGroupList: defineCall({
    method: 'GET',
    path: '/api/v1/notify/group/list',
    input: noInput,
    output: s.contactGroupListOutput,
    ...centre('13', 'The organisation’s contact groups with their members'),
  }),
  notifyGroupSave: defineCall({
    method: 'POST',
    path: '/api/v1/notify/group/save',
    input: s.contactGroupSaveInput,
    output: idOutput,
    ...centre('14', 'Add a contact group, or change one (with id)'),
  }),
  notifyGroupDelete: defineCall({
    method: 'POST',
    path: '/api/v1/notify/group/delete',
    input: idsInput,
    output: affectedOutput,
    ...centre('15', 'Delete contact groups (the contacts stay)'),
  }),
  notifyChannelList: defineCall({
    method: 'GET',
    path: '/api/v1/notify/channel/list',
    input: noInput,
    output: s.channelListOutput,
    ...centre('16', 'Webhooks and DingTalk, WeCom and Feishu robots'),
  }),
  notifyChannelSave: defineCall({
    method: 'POST',
    path: '/api/v1/notify/channel/save',
    input: s.channelSaveInput,
    output: idOutput,
    ...centre('17', 'Add a channel, or change one (with id; a blank secret keeps the old)'),
  }),
  notifyChannelDelete: defineCall({
    method: 'POST',
    path: '/api/v1/notify/channel/delete',
    input: idsInput,
    output: affectedOutput,
    ...centre('18', 'Delete channels'),
  }),
  notifyTest: defineCall({
    method: 'POST',
    path: '/api/v1/notify/test',
    input: s.notifyTestInput,
    output: s.deliveryIdsOutput,
    ...centre('19', 'Send a test notice to a contact (e-mail) or through a channel'),
  }),
  notifyRecipientsGet: defineCall({
    method: 'POST',
    path: '/api/v1/notify/recipients/get',
    input: s.recipientsKey,
    output: s.recipientsSchema,
    ...centre('20', 'Who is told of an alarm rule, of budget alerts or of sync failures'),
  }),
  notifyRecipientsSet: defineCall({
    method: 'POST',
    path: '/api/v1/notify/recipients/set',
    input: s.recipientsSetInput,
    output: s.recipientsSchema,
    ...centre('21', 'Set who is told of an alarm rule, of budget alerts or of sync failures'),
  }),
  notifyDeliveryList: defineCall({
    method: 'POST',
    path: '/api/v1/notify/delivery/list',
    input: s.deliveryListInput,
    output: s.deliveryPage,
    ...centre('22', 'Every notice sent: to whom, by which channel, delivered or failed'),
  }),
  notifyDeliveryRetry: defineCall({
    method: 'POST',
    path: '/api/v1/notify/delivery/retry',
    input: s.notifyRetryInput,
    output: idOutput,
    ...centre('23', 'Send a failed notice again now'),
  }),
};
