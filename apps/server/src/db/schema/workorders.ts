import { customType, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, ref, ts } from './columns.ts';
import { tenantRef } from './tenant-columns.ts';
import { users } from './identity.ts';
import { quotaRequests } from './resources.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** A customer's work order to the platform's support staff (issue 14 §1). */
export const workOrders = pgTable(
  'work_orders',
  {
    id: primaryId(),
    /** What people quote on the phone: short and increasing. */
    number: integer('number').generatedAlwaysAsIdentity({ startWith: 10001 }).notNull(),
    tenantId: tenantRef(),
    category: text('category').notNull(),
    severity: text('severity').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** What it concerns, picked from the tenant's rows; the label as it was then. */
    related: jsonb('related').$type<{ kind: string; id: string; label: string }>(),
    quotaRequestId: uuid('quota_request_id').references(() => quotaRequests.id),
    status: text('status').notNull(),
    createdBy: ref('created_by', () => users.id),
    assigneeId: uuid('assignee_id').references(() => users.id),
    firstResponseDue: ts('first_response_due').notNull(),
    resolutionDue: ts('resolution_due').notNull(),
    firstRespondedAt: ts('first_responded_at'),
    resolvedAt: ts('resolved_at'),
    closedAt: ts('closed_at'),
    rating: integer('rating'),
    ratingComment: text('rating_comment'),
    /** Up to when each side has read the other's replies (the unread counts). */
    customerReadAt: ts('customer_read_at').notNull(),
    supportReadAt: ts('support_read_at').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('work_orders_tenant').on(t.tenantId, t.createdAt.desc()),
    index('work_orders_status').on(t.status, t.createdAt.desc()),
  ],
);

/** The conversation: each post, by which side, and the state it moved the order to. */
export const workOrderReplies = pgTable(
  'work_order_replies',
  {
    id: primaryId(),
    tenantId: tenantRef(),
    workOrderId: ref('work_order_id', () => workOrders.id, 'cascade'),
    authorId: ref('author_id', () => users.id),
    side: text('side').notNull(),
    body: text('body').notNull(),
    status: text('status'),
    createdAt: createdAt(),
  },
  (t) => [index('work_order_replies_order').on(t.workOrderId, t.createdAt)],
);

/**
 * Files, stored in the database. Uploaded first (no order yet), then attached to an order or a
 * reply by the same person; only served through a call that checks who may see the order.
 */
export const workOrderAttachments = pgTable(
  'work_order_attachments',
  {
    id: primaryId(),
    /** The uploader's tenant until attached, then the order's. */
    tenantId: tenantRef(),
    uploadedBy: ref('uploaded_by', () => users.id),
    workOrderId: uuid('work_order_id').references(() => workOrders.id, { onDelete: 'cascade' }),
    replyId: uuid('reply_id').references(() => workOrderReplies.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('work_order_attachments_order').on(t.workOrderId)],
);
