import { calls } from '@ecloud/contract';
import { byIds, useCallMutation, useListCall } from '../../../lib/call-hooks.ts';
import { messageKeys, type MessageListParams } from './keys.ts';

export const useMessageList = (params: MessageListParams) =>
  useListCall(calls.messageList, messageKeys.list(params), params);

/** Reading or deleting changes the list and the badge alike. */
const MESSAGES = [messageKeys.all];

export const useMarkRead = () => useCallMutation(calls.messageReadFlag, MESSAGES);
export const useDeleteMessages = () => useCallMutation(calls.messageDelete, MESSAGES, byIds);
