import { date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { tenantRef } from './tenant-columns.ts';
import { accountRef, rollupSums } from './costs.ts';

/**
 * The narrow daily rollups (docs/decisions.md, Narrow daily rollups): per account and day with
 * no service, region or resource, so a chart by day over a year, or the edge days of a range cut
 * inside a month, read a few rows a tenant-day instead of `cost_daily_services`' hundreds or
 * `cost_daily`'s thousands. Usable when the filter names no service or region (the columns they
 * drop); `narrow-sources.ts` decides. Rebuilt with the monthly rollups in the transaction that
 * replaces a period (`narrow-rollups.ts`), so they are exact in the same way.
 */
const narrowKey = () => ({
  tenantId: tenantRef(),
  accountId: accountRef(),
  billingPeriodStart: date('billing_period_start').notNull(),
  chargeDate: date('charge_date').notNull(),
  providerName: text('provider_name').notNull(),
});

/** `cost_daily_services` per account, day and charge category: about six rows a tenant-day. */
export const costDailyAccounts = pgTable(
  'cost_daily_accounts',
  { ...narrowKey(), ...rollupSums() },
  (t) => [
    index('cost_daily_accounts_tenant_date').on(t.tenantId, t.chargeDate),
    index('cost_daily_accounts_period').on(t.accountId, t.billingPeriodStart),
  ],
);

/**
 * `cost_daily` per account, day, charge category, tag key and value (the tags as `cost_daily`
 * keeps them). Rows without a key are not here: a day's "(none)" of a key is the accounts
 * rollup's total less this one's, as the monthly tag rollup does it.
 */
export const costDailyTags = pgTable(
  'cost_daily_tags',
  {
    ...narrowKey(),
    tagKey: text('tag_key').notNull(),
    tagValue: text('tag_value').notNull(),
    ...rollupSums(),
  },
  (t) => [
    index('cost_daily_tags_tenant_key_date').on(t.tenantId, t.tagKey, t.chargeDate),
    index('cost_daily_tags_period').on(t.accountId, t.billingPeriodStart),
  ],
);
