import { z } from 'zod';
import { idSchema, isoDateTime, pageInput, pageOf } from '../common/paging.ts';
import { emailSchema, phoneSchema } from '../identity/schemas.ts';
import { LANGUAGES } from '../constants.ts';

/**
 * Warning types (the `warning/{warningType}` route): what a notice is about. `test` marks the
 * notices of the "send test" button (docs/decisions.md, Notifications).
 */
export const WARNING_TYPES = ['resource', 'budget', 'sync', 'quota'] as const;
export type WarningType = (typeof WARNING_TYPES)[number];
/** What a delivery told of: a warning, a channel test, a report file ready, a work order's change. */
export const NOTICE_TYPES = [...WARNING_TYPES, 'test', 'report', 'workOrder'] as const;
export const warningTypeSchema = z.enum(WARNING_TYPES);

/** Machine channels a tenant configures; a delivery also goes by message centre or e-mail. */
export const CHANNEL_KINDS = ['webhook', 'dingtalk', 'wecom', 'feishu'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];
export const DELIVERY_CHANNELS = ['message', 'email', ...CHANNEL_KINDS] as const;
export const DELIVERY_STATUSES = ['queued', 'retrying', 'sent', 'failed'] as const;

/** A DingTalk robot's signing secret as DingTalk shows it: SEC and hexadecimal digits. */
export const DINGTALK_SECRET = /^SEC[0-9a-fA-F]{16,128}$/;

const name = z.string().trim().min(1).max(64);
/** Contacts and robots are not users: each says which language its notices are written in. */
const language = z.enum(LANGUAGES);

export const contactSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  language,
  createdAt: isoDateTime,
});
export type Contact = z.infer<typeof contactSchema>;
export const contactListOutput = z.array(contactSchema);
export const contactSaveInput = z.object({
  id: idSchema.optional(),
  name,
  email: emailSchema,
  phone: z.union([phoneSchema, z.literal('')]).default(''),
  language: language.default('zh-CN'),
});

export const contactGroupSchema = z.object({
  id: idSchema,
  name: z.string(),
  contactIds: z.array(idSchema),
  createdAt: isoDateTime,
});
export type ContactGroup = z.infer<typeof contactGroupSchema>;
export const contactGroupListOutput = z.array(contactGroupSchema);
export const contactGroupSaveInput = z.object({
  id: idSchema.optional(),
  name,
  contactIds: z.array(idSchema).max(200).default([]),
});

export const channelSchema = z.object({
  id: idSchema,
  name: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  /** The target with its query values masked (robot keys and tokens are credentials). */
  url: z.string(),
  hasSecret: z.boolean(),
  language,
  createdAt: isoDateTime,
});
export type NotifyChannel = z.infer<typeof channelSchema>;
export const channelListOutput = z.array(channelSchema);

const httpUrl = z
  .string()
  .trim()
  .max(1024)
  .refine((v) => /^https?:\/\/[^\s/]+/i.test(v) && URL.canParse(v), { message: 'v.httpUrl' });

/** Blank secret on an edit keeps the stored one. */
export const channelSaveInput = z
  .object({
    id: idSchema.optional(),
    name,
    kind: z.enum(CHANNEL_KINDS),
    url: httpUrl,
    language: language.default('zh-CN'),
    secret: z
      .string()
      .trim()
      .max(256)
      .regex(/^[\x21-\x7e]*$/, { message: 'v.secret' })
      .default(''),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'dingtalk' && c.secret && !DINGTALK_SECRET.test(c.secret))
      ctx.addIssue({ code: 'custom', path: ['secret'], message: 'v.dingtalkSecret' });
    if (c.kind === 'webhook' && c.secret && c.secret.length < 16)
      ctx.addIssue({ code: 'custom', path: ['secret'], message: 'v.webhookSecret' });
  });

export const notifyTestInput = z.object({
  target: z.enum(['contact', 'channel']),
  id: idSchema,
});
export const deliveryIdsOutput = z.object({ ids: z.array(idSchema) });

/**
 * Recipients of an alarm rule (subjectId), or of every budget alert, sync failure, quota warning
 * or work-order change of the tenant.
 */
export const RECIPIENT_SUBJECTS = ['alarmRule', 'budget', 'sync', 'quota', 'workOrder'] as const;
export type RecipientSubject = (typeof RECIPIENT_SUBJECTS)[number];
export const recipientsKey = z.object({
  subject: z.enum(RECIPIENT_SUBJECTS),
  subjectId: idSchema.optional(),
});
export const recipientsSchema = z.object({
  contactIds: z.array(idSchema).max(200).default([]),
  groupIds: z.array(idSchema).max(200).default([]),
  channelIds: z.array(idSchema).max(200).default([]),
});
export type Recipients = z.infer<typeof recipientsSchema>;
export const recipientsSetInput = recipientsKey.extend(recipientsSchema.shape);

export const deliverySchema = z.object({
  id: idSchema,
  warningType: z.enum(NOTICE_TYPES),
  channel: z.enum(DELIVERY_CHANNELS),
  recipient: z.string(),
  title: z.string(),
  body: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastError: z.string(),
  sentAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveryListInput = pageInput.extend({
  warningType: z.enum(NOTICE_TYPES).optional(),
  channel: z.enum(DELIVERY_CHANNELS).optional(),
  status: z.enum(DELIVERY_STATUSES).optional(),
});
export const deliveryPage = pageOf(deliverySchema);
export const notifyRetryInput = z.object({ id: idSchema });
