import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { money, primaryId, updatedNow } from './columns.ts';

/** What a catalogue entry says, per language. */
export interface ServiceTexts {
  name: string;
  summary: string;
  scope: string[];
  deliverables: string[];
  process: string[];
}

/** The platform's professional services (issue 14 §3), managed by the platform, not tenants. */
export const enterpriseServices = pgTable('enterprise_services', {
  id: primaryId(),
  code: text('code').notNull().unique(),
  /** Both languages' texts, keyed by language. */
  texts: jsonb('texts').$type<Record<'en-US' | 'zh-CN', ServiceTexts>>().notNull(),
  unit: text('unit').notNull(),
  /** Null: on quote. */
  priceFen: money('price_fen'),
  sort: integer('sort').notNull().default(100),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: updatedNow(),
});
