import { uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { tenants, users } from './identity.ts';

/** The owning tenant: every tenant-scoped table carries it and every query filters on it. */
export const tenantRef = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id);

/** Who decided a request a platform reviewer confirms or refuses, and when. */
export const reviewDecision = () => ({
  reviewerId: uuid('reviewer_id').references(() => users.id),
  reviewedAt: ts('reviewed_at'),
});
