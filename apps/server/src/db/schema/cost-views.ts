import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdNow, ref, updatedNow } from './columns.ts';
import { users } from './identity.ts';
import { tenantRow } from './tenant-columns.ts';

/**
 * A saved view of the expense analysis (issue 11): its name and the screen's settings (range,
 * grouping, grain, filters), kept per person; one name once per person.
 */
export const costViews = pgTable(
  'cost_views',
  {
    ...tenantRow(),
    userId: ref('user_id', () => users.id, 'cascade'),
    name: text('name').notNull(),
    settings: jsonb('settings').$type<Record<string, string>>().notNull(),
    createdAt: createdNow(),
    updatedAt: updatedNow(),
  },
  (t) => [uniqueIndex('cost_views_owner_name').on(t.tenantId, t.userId, t.name)],
);
