import type { z } from 'zod';
import { calls, type deliveryListInput, type recipientsKey } from '@ecloud/contract';
import { byIds, useCallMutation, useListCall } from '../../../lib/call-hooks.ts';

export type DeliveryListParams = z.input<typeof deliveryListInput>;
export type RecipientsKey = z.input<typeof recipientsKey>;

const all = ['notify'] as const;
export const notifyKeys = {
  all,
  contacts: [...all, 'contacts'] as const,
  groups: [...all, 'groups'] as const,
  channels: [...all, 'channels'] as const,
  deliveries: (p: DeliveryListParams) => [...all, 'deliveries', p] as const,
  recipients: (k: RecipientsKey) => [...all, 'recipients', k] as const,
};

export const useContacts = () => useListCall(calls.notifyContactList, notifyKeys.contacts, {});
export const useGroups = () => useListCall(calls.notifyGroupList, notifyKeys.groups, {});
export const useChannels = () => useListCall(calls.notifyChannelList, notifyKeys.channels, {});
export const useDeliveries = (p: DeliveryListParams) =>
  useListCall(calls.notifyDeliveryList, notifyKeys.deliveries(p), p);
export const useRecipients = (k: RecipientsKey) =>
  useListCall(calls.notifyRecipientsGet, notifyKeys.recipients(k), k);

const ALL = [notifyKeys.all];
export const useSaveContact = () => useCallMutation(calls.notifyContactSave, ALL);
export const useDeleteContacts = () => useCallMutation(calls.notifyContactDelete, ALL, byIds);
export const useSaveGroup = () => useCallMutation(calls.notifyGroupSave, ALL);
export const useDeleteGroups = () => useCallMutation(calls.notifyGroupDelete, ALL, byIds);
export const useSaveChannel = () => useCallMutation(calls.notifyChannelSave, ALL);
export const useDeleteChannels = () => useCallMutation(calls.notifyChannelDelete, ALL, byIds);
export const useSendTest = () => useCallMutation(calls.notifyTest, ALL);
export const useSetRecipients = () => useCallMutation(calls.notifyRecipientsSet, ALL);
export const useRetryDelivery = () => useCallMutation(calls.notifyDeliveryRetry, ALL);
