import { z } from 'zod';
import { idSchema, pageInput, pageOf, sortInput, yesNoFilter } from '../common/paging.ts';
import { wireNumber } from '../common/wire-number.ts';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_POST,
  WORK_ORDER_ACTIONS,
  WORK_ORDER_CATEGORIES,
  WORK_ORDER_RELATED_KINDS,
  WORK_ORDER_SEVERITIES,
  WORK_ORDER_STATUSES,
} from './rules.ts';

export const workOrderCategorySchema = z.enum(WORK_ORDER_CATEGORIES);
export const workOrderSeveritySchema = z.enum(WORK_ORDER_SEVERITIES);
export const workOrderStatusSchema = z.enum(WORK_ORDER_STATUSES);
export const workOrderActionSchema = z.enum(WORK_ORDER_ACTIONS);
export const workOrderRelatedKindSchema = z.enum(WORK_ORDER_RELATED_KINDS);

const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const attachmentIds = z.array(idSchema).max(ATTACHMENTS_PER_POST).default([]);

export const attachmentSchema = z.object({
  id: idSchema,
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type WorkOrderAttachment = z.infer<typeof attachmentSchema>;

export const workOrderRowSchema = z.object({
  id: idSchema,
  number: z.number().int(),
  title: z.string(),
  category: workOrderCategorySchema,
  severity: workOrderSeveritySchema,
  status: workOrderStatusSchema,
  tenantId: idSchema,
  tenantName: z.string(),
  createdBy: z.string(),
  assigneeId: idSchema.nullable(),
  assignee: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  firstResponseDue: z.string(),
  resolutionDue: z.string(),
  firstResponseBreached: z.boolean(),
  resolutionBreached: z.boolean(),
  /** Replies from the other side the viewer's side has not read. */
  unread: z.number().int(),
  rating: z.number().int().nullable(),
});
export type WorkOrderRow = z.infer<typeof workOrderRowSchema>;

export const replySchema = z.object({
  id: idSchema,
  side: z.enum(['customer', 'support']),
  author: z.string(),
  body: z.string(),
  /** The state the order moved to with this post, if it moved. */
  status: workOrderStatusSchema.nullable(),
  createdAt: z.string(),
  attachments: z.array(attachmentSchema),
});
export type WorkOrderReply = z.infer<typeof replySchema>;

export const relatedSchema = z.object({
  kind: workOrderRelatedKindSchema,
  id: idSchema,
  label: z.string(),
});

export const workOrderDetailSchema = workOrderRowSchema.extend({
  description: z.string(),
  related: relatedSchema.nullable(),
  quotaRequestId: idSchema.nullable(),
  firstRespondedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  ratingComment: z.string().nullable(),
  /** The viewer's side and what it may do now. */
  side: z.enum(['customer', 'support']),
  actions: z.array(workOrderActionSchema),
  canReply: z.boolean(),
  attachments: z.array(attachmentSchema),
  replies: z.array(replySchema),
});
export type WorkOrderDetail = z.infer<typeof workOrderDetailSchema>;

const SORT_FIELDS = ['createdAt', 'updatedAt', 'resolutionDue', 'number'] as const;
export const workOrderListInput = pageInput
  .extend({
    status: workOrderStatusSchema.optional(),
    category: workOrderCategorySchema.optional(),
    severity: workOrderSeveritySchema.optional(),
    /** Only orders past a due time (first response or resolution). */
    breached: yesNoFilter,
    /** Support's filters; a customer's list is always their own tenant's. */
    tenantId: idSchema.optional(),
    assigneeId: idSchema.optional(),
    keyword: z.string().trim().max(64).optional(),
  })
  .extend(sortInput(SORT_FIELDS).shape);
export const workOrderPage = pageOf(workOrderRowSchema);

export const workOrderCreateInput = z.object({
  category: workOrderCategorySchema,
  severity: workOrderSeveritySchema.default('normal'),
  title: text(1, 100),
  description: text(1, 5000),
  related: z.object({ kind: workOrderRelatedKindSchema, id: idSchema }).optional(),
  attachmentIds,
});
export const workOrderIdInput = z.object({ id: idSchema });
export const workOrderReplyInput = z.object({
  id: idSchema,
  body: text(1, 5000),
  attachmentIds,
});
export const workOrderActInput = z
  .object({
    id: idSchema,
    action: workOrderActionSchema,
    /** Confirming a resolution rates it (1-5). */
    rating: wireNumber(z.number().int().min(1).max(5)).optional(),
    comment: z.string().trim().max(500).optional(),
  })
  .refine((v) => v.action !== 'confirm' || v.rating !== undefined, {
    message: 'v.ratingRequired',
    path: ['rating'],
  });
export const workOrderAssignInput = z.object({ id: idSchema, assigneeId: idSchema });

export const attachmentUploadInput = z.object({
  filename: text(1, 128),
  /** The file, base64 encoded; its type is read from its content, never from its name. */
  data: z
    .string()
    .min(4)
    .max(Math.ceil(ATTACHMENT_MAX_BYTES / 3) * 4 + 4, { message: 'v.attachmentTooLarge' }),
});
export const attachmentUploadOutput = attachmentSchema;
export const attachmentGetOutput = attachmentSchema.extend({ data: z.string() });

export const relatedOptionsInput = z.object({
  kind: workOrderRelatedKindSchema,
  keyword: z.string().trim().max(64).optional(),
});
export const optionSchema = z.object({ id: idSchema, label: z.string() });
export const optionsOutput = z.array(optionSchema);
export const supportOptionsOutput = z.object({
  tenants: optionsOutput,
  assignees: optionsOutput,
});
