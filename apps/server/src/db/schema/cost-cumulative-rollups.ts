import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { money } from './columns.ts';
import { tenantRef } from './tenant-columns.ts';
import { accountRef } from './costs.ts';

/**
 * Running totals per resource (docs/decisions.md, Resource totals by running sums): for each
 * month from a key's first one to its account's last, what `cost_monthly_resources` sums for the
 * key up to and including that month. A range's whole months are then the difference of two
 * rows a key (the month before the range and its last), however long the range: the resource
 * grouping over a year read 110,000 monthly rows a tenant at 10 M line items, this reads about
 * 17,000. Only the filter's dimensions are kept (no service category, currency or name).
 * Rebuilt for the whole account in the transaction that replaces any of its periods
 * (`cumulative-rollups.ts`), so it is exact in the same way as the rollups it sums.
 */
export const costCumulativeResources = pgTable(
  'cost_cumulative_resources',
  {
    tenantId: tenantRef(),
    accountId: accountRef(),
    chargeMonth: date('charge_month').notNull(),
    providerName: text('provider_name').notNull(),
    serviceName: text('service_name').notNull(),
    regionId: text('region_id').notNull(),
    chargeCategory: text('charge_category').notNull(),
    resourceId: text('resource_id').notNull(),
    billedCost: money('billed_cost').notNull(),
    rows: integer('rows').notNull(),
  },
  (t) => [index('cost_cumulative_resources_month').on(t.tenantId, t.accountId, t.chargeMonth)],
);
