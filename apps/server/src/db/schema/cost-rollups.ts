import { date, index, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { money } from './columns.ts';
import { tenantRef } from './tenant-columns.ts';
import { accountRef, rollupSums } from './costs.ts';

/**
 * The monthly rollups (docs/decisions.md, Cost rollups): a range's whole months are read from
 * these, its edge days from the daily ones. Each row is keyed by the month of its charge dates
 * (`charge_month`, the 1st) within an account's billing period, and keeps the first and last
 * charge date it sums, so a month partly inside a range can still be read from here when all
 * its rows fall inside it (this month up to today). Rebuilt with the daily rollups in the
 * transaction that replaces a period (`monthly-rollups.ts`), so they are exact in the same way.
 */
const monthlyKey = () => ({
  tenantId: tenantRef(),
  accountId: accountRef(),
  billingPeriodStart: date('billing_period_start').notNull(),
  chargeMonth: date('charge_month').notNull(),
  firstDate: date('first_date').notNull(),
  lastDate: date('last_date').notNull(),
  providerName: text('provider_name').notNull(),
  serviceName: text('service_name').notNull(),
  serviceCategory: text('service_category').notNull(),
  regionId: text('region_id').notNull(),
});

/** `cost_daily_services` by month: the overview, billed products, analysis but resource and tag. */
export const costMonthlyServices = pgTable(
  'cost_monthly_services',
  { ...monthlyKey(), ...rollupSums() },
  (t) => [
    index('cost_monthly_services_tenant_month').on(t.tenantId, t.chargeMonth),
    index('cost_monthly_services_period').on(t.accountId, t.billingPeriodStart),
  ],
);

/**
 * Per resource and month, with the usage lines' quantity and cost that explaining a change
 * splits by (so it need not read the line items for whole months): top resources, the resource
 * grouping and explain.
 */
export const costMonthlyResources = pgTable(
  'cost_monthly_resources',
  {
    ...monthlyKey(),
    resourceId: text('resource_id').notNull(),
    resourceName: text('resource_name').notNull(),
    resourceType: text('resource_type').notNull(),
    ...rollupSums(),
    /** Usage lines only (charge category Usage, no charge class): quantity and billed cost. */
    usageQuantity: numeric('usage_quantity'),
    usageCost: money('usage_cost'),
  },
  (t) => [
    index('cost_monthly_resources_tenant_month').on(t.tenantId, t.chargeMonth),
    // A chart's ten largest resources, read alone (analysis-points.ts).
    index('cost_monthly_resources_tenant_resource').on(t.tenantId, t.resourceId, t.chargeMonth),
    index('cost_monthly_resources_period').on(t.accountId, t.billingPeriodStart),
  ],
);

/**
 * Per tag key and value and month (a resource's tags as `cost_daily` keeps them): one key's
 * rows are a small part of the table. Rows without the key are not here: the tag grouping's
 * "(none)" is the services rollup's total less this one's.
 */
export const costMonthlyTags = pgTable(
  'cost_monthly_tags',
  {
    ...monthlyKey(),
    tagKey: text('tag_key').notNull(),
    tagValue: text('tag_value').notNull(),
    ...rollupSums(),
  },
  (t) => [
    index('cost_monthly_tags_tenant_key_month').on(t.tenantId, t.tagKey, t.chargeMonth),
    index('cost_monthly_tags_period').on(t.accountId, t.billingPeriodStart),
  ],
);
