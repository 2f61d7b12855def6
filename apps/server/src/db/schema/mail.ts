import { index, text } from 'drizzle-orm/pg-core';
import { pgTable } from 'drizzle-orm/pg-core';
import { createdAt, updatedNow } from './columns.ts';
import { deliveryState, tenantRow } from './tenant-columns.ts';

/**
 * Every e-mail the platform sends, as a delivery record: queued, then sent or (after its
 * retries) failed with the server's last answer, so none is lost silently. `topic` and `ref`
 * say what it was about (e.g. a report file) for the screen that shows its deliveries.
 */
export const mailDeliveries = pgTable(
  'mail_deliveries',
  {
    ...tenantRow(),
    topic: text('topic').notNull(),
    ref: text('ref').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    ...deliveryState(),
    createdAt: createdAt(),
    updatedAt: updatedNow(),
  },
  (t) => [index('mail_deliveries_ref').on(t.tenantId, t.topic, t.ref)],
);
