import { z } from 'zod';
import { idSchema, pageInput, pageOf } from '../common/paging.ts';

export const MESSAGE_TYPES = [
  'system',
  'billing',
  'resource',
  'alarm',
  'order',
  'workOrder',
  'security',
] as const;
export const messageTypeSchema = z.enum(MESSAGE_TYPES);
export type MessageType = z.infer<typeof messageTypeSchema>;

export const messageSchema = z.object({
  id: idSchema,
  type: messageTypeSchema,
  title: z.string(),
  content: z.string(),
  /** A console path the message points at, if any. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const messageListInput = pageInput.extend({
  type: messageTypeSchema.optional(),
  read: z.enum(['read', 'unread']).optional(),
  keyword: z.string().trim().max(64).optional(),
});
export const messagePage = pageOf(messageSchema);

/** Mark read: the given ids, or every unread message of the caller when `all` is true. */
export const readFlagInput = z
  .object({ ids: z.array(idSchema).max(500).optional(), all: z.boolean().optional() })
  .refine((v) => v.all === true || (v.ids?.length ?? 0) > 0, {
    message: 'v.readFlag',
    path: ['ids'],
  });
export const messageDeleteInput = z.object({ ids: z.array(idSchema).min(1).max(500) });
