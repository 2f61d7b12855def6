import { z } from 'zod';
import { SESSION, defineCall, noInput } from '../call.ts';
import { affectedOutput } from '../identity/schemas.ts';
import * as s from './schemas.ts';

/** A user's inbox is their own: every signed-in user may read and tidy it. */
export const messageCalls = {
  messageList: defineCall({
    method: 'POST',
    path: '/api/v1/mes/getMessageList',
    code: 'v3-6.1-2c',
    permission: SESSION,
    input: s.messageListInput,
    output: s.messagePage,
    summary: 'Your messages, newest first',
    exportable: true,
  }),
  messageDelete: defineCall({
    method: 'POST',
    path: '/api/v1/mes/delete',
    code: 'v3-6.2-2c',
    permission: SESSION,
    input: s.messageDeleteInput,
    output: affectedOutput,
    summary: 'Delete your messages',
  }),
  messageReadFlag: defineCall({
    method: 'POST',
    path: '/api/v1/mes/readFlag',
    code: 'v3-6.3-2c',
    permission: SESSION,
    input: s.readFlagInput,
    output: affectedOutput,
    summary: 'Mark messages read (some, or all)',
  }),
  unreadCount: defineCall({
    method: 'GET',
    path: '/api/v1/mes/unReadCount',
    code: 'v3-6.4-2c',
    permission: SESSION,
    input: noInput,
    output: z.number().int(),
    summary: 'How many of your messages are unread',
  }),
};
