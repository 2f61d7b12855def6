import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdNow, ref, ts } from './columns.ts';
import { tenantRow } from './tenant-columns.ts';
import { users } from './identity.ts';

export const messages = pgTable(
  'messages',
  {
    ...tenantRow(),
    userId: ref('user_id', () => users.id, 'cascade'),
    type: text('type').notNull(),
    /**
     * System messages are stored as a template key and its parameters and rendered in the
     * reader's language; free-text messages keep title and content as written.
     */
    template: text('template'),
    // A literal, or { term: key } rendered in the reader's language (modules/messages/templates.ts).
    params: jsonb('params').$type<Record<string, string | number | { term: string }>>(),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    /** Title and content as rendered in every language, for keyword search. */
    searchText: text('search_text').notNull().default(''),
    link: text('link'),
    readAt: ts('read_at'),
    createdAt: createdNow(),
  },
  (t) => [
    index('messages_user_created').on(t.userId, t.createdAt.desc()),
    // The unread badge is polled by every signed-in user every 10 s.
    index('messages_user_unread')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
