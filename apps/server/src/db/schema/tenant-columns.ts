import { sql } from 'drizzle-orm';
import { check, index, integer, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { primaryId, ref, ts } from './columns.ts';
import { tenants, users } from './identity.ts';

/** The owning tenant: every tenant-scoped table carries it and every query filters on it. */
export const tenantRef = () => ref('tenant_id', () => tenants.id);

/** A tenant's own row begins with its id and its tenant, the pair every scoped query matches. */
export const tenantRow = () => ({ id: primaryId(), tenantId: tenantRef() });

/**
 * A queued delivery's progress (an e-mail, a notice): queued | retrying | sent | failed, the
 * attempts made, the last answer, and when it was sent. `attemptDelivery` writes it.
 */
export const deliveryState = () => ({
  status: text('status').notNull(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error').notNull().default(''),
  sentAt: ts('sent_at'),
});

/** Who decided a request a platform reviewer confirms or refuses, and when. */
export const reviewDecision = () => ({
  reviewerId: uuid('reviewer_id').references(() => users.id),
  reviewedAt: ts('reviewed_at'),
});

/** A tenant's request to the platform: its state, why it was refused, who asked and who decided. */
export const requestColumns = () => ({
  status: text('status').notNull(),
  rejectReason: text('reject_reason').notNull().default(''),
  userId: uuid('user_id').references(() => users.id),
  ...reviewDecision(),
});

/** A request's rules: a positive amount, listed per tenant and per status by time. */
export const requestRules = (
  table: string,
  t: { amount: AnyPgColumn; tenantId: AnyPgColumn; status: AnyPgColumn; createdAt: AnyPgColumn },
) => [
  check(`${table}_amount`, sql`${t.amount} > 0`),
  index(`${table}_tenant`).on(t.tenantId, t.createdAt),
  index(`${table}_status`).on(t.status, t.createdAt),
];
