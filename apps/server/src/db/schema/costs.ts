import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { money, primaryId, ts, updatedNow } from './columns.ts';
import { tenantRef } from './tenant-columns.ts';
import { cloudAccounts } from './cloud.ts';
import { resources } from './resources.ts';

/**
 * Cost analysis (issue 11). Every table leads with the tenant so a deployment that outgrows one
 * PostgreSQL can distribute them by tenant (docs/operations.md). Money is integer minor units
 * (fen, cents) of `billing_currency`; quantities are NUMERIC.
 */

/** An account's row, gone with the account. */
export const accountRef = () =>
  uuid('account_id')
    .notNull()
    .references(() => cloudAccounts.id, { onDelete: 'cascade' });

/** What every daily rollup is keyed by: an account's billing period, day, service and region. */
const rollupKey = () => ({
  tenantId: tenantRef(),
  accountId: accountRef(),
  billingPeriodStart: date('billing_period_start').notNull(),
  chargeDate: date('charge_date').notNull(),
  providerName: text('provider_name').notNull(),
  serviceName: text('service_name').notNull(),
  serviceCategory: text('service_category').notNull(),
  regionId: text('region_id').notNull(),
});

/** And what it sums, per charge category and currency. */
export const rollupSums = () => ({
  chargeCategory: text('charge_category').notNull(),
  billingCurrency: text('billing_currency').notNull(),
  billedCost: money('billed_cost').notNull(),
  effectiveCost: money('effective_cost').notNull(),
  listCost: money('list_cost').notNull(),
  rows: integer('rows').notNull(),
});

/**
 * The FOCUS columns of a bill line's charge, alike in the line items and in the staged lines
 * that become them.
 */
const focusCharge = () => ({
  chargePeriodStart: ts('charge_period_start').notNull(),
  chargePeriodEnd: ts('charge_period_end').notNull(),
  /** The day (UTC+8, the providers' billing day) the charge belongs to: the rollups' key. */
  chargeDate: date('charge_date').notNull(),
  billedCost: money('billed_cost').notNull(),
  effectiveCost: money('effective_cost').notNull(),
  listCost: money('list_cost').notNull(),
  billingCurrency: text('billing_currency').notNull(),
  chargeCategory: text('charge_category').notNull(),
  chargeClass: text('charge_class'),
});

/** And of its quantities, as the provider states them (none on a line that has none). */
const focusQuantities = () => ({
  pricingQuantity: numeric('pricing_quantity'),
  pricingUnit: text('pricing_unit'),
  consumedQuantity: numeric('consumed_quantity'),
  consumedUnit: text('consumed_unit'),
});

/** One provider bill line, normalised to FOCUS 1.0 columns; what FOCUS lacks goes in `x`. */
export const costLineItems = pgTable(
  'cost_line_items',
  {
    id: primaryId(),
    // No foreign keys: a check of each against tenants and cloud_accounts per row was about a
    // third of the replace's insert (docs/decisions.md, Ingestion at COPY speed). The rows are
    // only written by the replace, in the transaction that also writes the period's
    // `cost_periods` row, whose keys check the same tenant and account once.
    tenantId: uuid('tenant_id').notNull(),
    accountId: uuid('account_id').notNull(),
    /** The provider's own key of the row: a period's rows are unique by it. */
    lineKey: text('line_key').notNull(),
    billingPeriodStart: date('billing_period_start').notNull(),
    billingPeriodEnd: date('billing_period_end').notNull(),
    ...focusCharge(),
    chargeDescription: text('charge_description').notNull().default(''),
    providerName: text('provider_name').notNull(),
    subAccountId: text('sub_account_id').notNull(),
    serviceName: text('service_name').notNull(),
    serviceCategory: text('service_category').notNull(),
    regionId: text('region_id').notNull().default(''),
    resourceId: text('resource_id').notNull().default(''),
    resourceName: text('resource_name').notNull().default(''),
    resourceType: text('resource_type').notNull().default(''),
    ...focusQuantities(),
    commitmentDiscountId: text('commitment_discount_id'),
    tags: jsonb('tags').$type<Record<string, string>>().notNull().default({}),
    /**
     * FOCUS's `x_` extension columns (x_BillingItemCode, x_InstanceId, ...), as JSON text, and
     * the provider's row as it came, as JSON text: both are only ever shown on demand (the
     * original-row call parses them), never filtered or grouped on, and parsing them into jsonb
     * was a third of the staging COPY's CPU (docs/decisions.md, Ingestion: fewer indexes).
     */
    x: text('x').notNull().default('{}'),
    original: text('original').notNull(),
  },
  (t) => [
    // An account's period (the replace's delete, the rollups' rebuild). Not unique by the
    // line's key: the replace checks the staged keys once instead (a unique index on the text
    // key cost about a fifth of the move into this table), and it is the only writer.
    index('cost_line_items_period').on(t.accountId, t.billingPeriodStart),
    index('cost_line_items_tenant_date').on(t.tenantId, t.chargeDate),
    index('cost_line_items_tenant_resource').on(t.tenantId, t.resourceId),
    // The bill detail's commonest filter: a service over a range, newest first.
    index('cost_line_items_tenant_service_date').on(t.tenantId, t.serviceName, t.chargeDate),
  ],
);

/**
 * The daily rollup the screens read: one row per account, billing period, day, service, region,
 * resource and charge category. It is rebuilt from the raw rows of an account's period in the
 * transaction that replaces them, so it is exact after late or corrected rows.
 */
export const costDaily = pgTable(
  'cost_daily',
  {
    ...rollupKey(),
    resourceId: text('resource_id').notNull(),
    resourceName: text('resource_name').notNull(),
    resourceType: text('resource_type').notNull(),
    tags: jsonb('tags').$type<Record<string, string>>().notNull(),
    ...rollupSums(),
  },
  (t) => [
    index('cost_daily_tenant_date').on(t.tenantId, t.chargeDate),
    // A chart by day's ten largest resources, read alone (analysis-points.ts).
    index('cost_daily_tenant_resource_date').on(t.tenantId, t.resourceId, t.chargeDate),
    index('cost_daily_period').on(t.accountId, t.billingPeriodStart),
  ],
);

/**
 * The daily rollup without resources or tags: one row per account, billing period, day, service,
 * region and charge category. Bills are per resource and day, so `cost_daily` holds about as many
 * rows as the line items; the screens that do not group or filter by resource or tag read this
 * one, which is smaller by the resources per service (docs/decisions.md, Cost rollups). Rebuilt
 * with `cost_daily` in the transaction that replaces a period, so it is exact in the same way.
 */
export const costDailyServices = pgTable(
  'cost_daily_services',
  { ...rollupKey(), ...rollupSums() },
  (t) => [
    index('cost_daily_services_tenant_date').on(t.tenantId, t.chargeDate),
    index('cost_daily_services_period').on(t.accountId, t.billingPeriodStart),
  ],
);

/**
 * Ingestion's staging (docs/decisions.md, Resumable ingestion): the pages of a period read so
 * far, each written with the cursor that follows it in one transaction, so a crash loses at
 * most the page in flight and the next run resumes after the last page staged. The period's
 * line items are replaced from here in one transaction at the end, and its staging cleared.
 */
export const costIngestPages = pgTable(
  'cost_ingest_pages',
  {
    tenantId: tenantRef(),
    accountId: accountRef(),
    periodStart: date('period_start').notNull(),
    /** 1 for the first page. */
    pageNo: integer('page_no').notNull(),
    /** The provider's cursor of the page after this one; null on the last page. */
    nextCursor: text('next_cursor'),
    rows: integer('rows').notNull(),
    stagedAt: ts('staged_at').notNull(),
    /** The period's state when its staging began: a resume under another state starts over. */
    periodFinal: boolean('period_final').notNull(),
    dataThrough: ts('data_through').notNull(),
  },
  (t) => [uniqueIndex('cost_ingest_pages_page').on(t.accountId, t.periodStart, t.pageNo)],
);

/**
 * The staged pages' line items, as they will go into `cost_line_items`. Never read by screens.
 * No foreign keys: a check per row would slow the bulk write, and rows whose pages are gone (a
 * deleted account's) are swept with stale staging (`sweepStaleStaging`).
 */
export const costStagedLines = pgTable(
  'cost_staged_lines',
  {
    /**
     * The line item's id, made when the page is staged: time-ordered (UUID version 7), so the
     * line items' primary key grows at its right edge instead of at random pages.
     */
    id: uuid('id').notNull().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    accountId: uuid('account_id').notNull(),
    billingPeriodStart: date('billing_period_start').notNull(),
    lineKey: text('line_key').notNull(),
    ...focusCharge(),
    chargeDescription: text('charge_description').notNull(),
    serviceName: text('service_name').notNull(),
    serviceCategory: text('service_category').notNull(),
    regionId: text('region_id').notNull(),
    resourceId: text('resource_id').notNull(),
    resourceName: text('resource_name').notNull(),
    resourceType: text('resource_type').notNull(),
    ...focusQuantities(),
    tags: jsonb('tags').$type<Record<string, string>>().notNull(),
    x: text('x').notNull(),
    original: text('original').notNull(),
  },
  (t) => [index('cost_staged_lines_period').on(t.accountId, t.billingPeriodStart)],
);

export interface CostChangeJson {
  serviceName: string;
  before: number;
  after: number;
}

/** One account's billing period as ingested: provisional or final, the ingest's state. */
export const costPeriods = pgTable(
  'cost_periods',
  {
    id: primaryId(),
    tenantId: tenantRef(),
    accountId: accountRef(),
    periodStart: date('period_start').notNull(),
    /** 'provisional' until the provider finalises the period, then 'final'. */
    status: text('status').notNull().default('provisional'),
    /** The ingest: queued, running, done, failed. */
    state: text('state').notNull().default('queued'),
    pagesRead: integer('pages_read').notNull().default(0),
    rows: integer('rows').notNull().default(0),
    billedTotal: bigint('billed_total', { mode: 'number' }).notNull().default(0),
    error: text('error'),
    ingestedAt: ts('ingested_at'),
    /** The provider's data as of this time (its lag): the freshness the screens show. */
    dataThrough: ts('data_through'),
    finalizedAt: ts('finalized_at'),
    /** What finalising changed, per service: the provisional total against the final one. */
    reconciliation: jsonb('reconciliation').$type<CostChangeJson[]>(),
    updatedAt: updatedNow(),
  },
  (t) => [
    uniqueIndex('cost_periods_account_period').on(t.accountId, t.periodStart),
    index('cost_periods_tenant').on(t.tenantId, t.periodStart),
    index('cost_periods_open')
      .on(t.periodStart)
      .where(sql`${t.status} = 'provisional'`),
  ],
);

/**
 * The real-time bill's estimates (inventory x price): one row per resource and billing day,
 * written by the `costs.estimate` job. A day's row is rewritten only with more hours covered,
 * so a past day keeps the estimate made while it ran and the bill can be compared with it.
 */
export const costEstimates = pgTable(
  'cost_estimates',
  {
    tenantId: tenantRef(),
    accountId: accountRef(),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    /** Fen; null when no price is known for the resource (a real provider's: no estimate). */
    estimatedCost: money('estimated_cost'),
    /** Minutes of the day the estimate covers (1440 for a day that is over). */
    minutes: integer('minutes').notNull(),
    estimatedAt: ts('estimated_at').notNull(),
  },
  (t) => [
    uniqueIndex('cost_estimates_resource_day').on(t.resourceId, t.day),
    index('cost_estimates_tenant_day').on(t.tenantId, t.day),
  ],
);
