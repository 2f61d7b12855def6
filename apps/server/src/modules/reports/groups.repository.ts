import { and, eq, sql, type SQL } from 'drizzle-orm';
import { REPORT_MEASURES, TIME_GROUPS, type ReportSubject } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import {
  alarmEvents,
  alarmRules,
  alarmStates,
  cloudAccounts,
  consumptions,
  costLineItems,
  costPeriods,
  orders,
  resources,
} from '../../db/schema/index.ts';
import { whereOf, type ResourceFilter } from '../resources/resources.repository.ts';
import { consumptionWhere, type ConsumptionFilter } from '../billing/consumption.repository.ts';
import { orderWhere, type OrderFilter } from '../orders/orders.repository.ts';
import { lineWhere, linePeriodJoin, type LineFilter } from '../costs/costs.repository.ts';
import {
  eventWhere,
  sameEpisode,
  type EventFilter,
} from '../monitoring/alarm-events.repository.ts';

/** One group as the database sums it: its key (a code or id), a name where it has one. */
export interface GroupRow {
  key: string | null;
  label: string | null;
  measures: Record<string, number>;
}

/** A dimension as SQL: what the rows are grouped by, and the name shown for it (or the key). */
interface Dimension {
  key: SQL;
  label?: SQL;
}

export interface GroupQuery {
  field: string;
  tagKey?: string;
  /** The zone days and months of timestamps are read in. */
  timeZone: string;
}

const dayOf = (col: SQL, tz: string, format: string) =>
  sql`to_char(${col} at time zone ${tz}, ${format})`;
const MONTH = 'YYYY-MM';
const DAY = 'YYYY-MM-DD';

/** Each subject's dimensions (REPORT_GROUPS' keys) over the tables its query reads. */
const DIMENSIONS: Record<ReportSubject, (q: GroupQuery) => Record<string, Dimension>> = {
  resources: () => ({
    provider: { key: sql`${resources.provider}` },
    account: { key: sql`${resources.accountId}::text`, label: sql`${cloudAccounts.name}` },
    type: { key: sql`${resources.type}` },
    region: { key: sql`${resources.region}` },
    status: { key: sql`${resources.status}` },
  }),
  consumption: (q) => ({
    source: { key: sql`${consumptions.source}` },
    provider: { key: sql`${consumptions.provider}` },
    month: { key: dayOf(sql`${consumptions.createdAt}`, q.timeZone, MONTH) },
    day: { key: dayOf(sql`${consumptions.createdAt}`, q.timeZone, DAY) },
  }),
  orders: (q) => ({
    // An order is titled by its first line's product, as its list shows it.
    product: { key: sql`${orders.lines} -> 0 -> 'config' ->> 'code'` },
    status: { key: sql`${orders.status}` },
    type: { key: sql`${orders.type}` },
    month: { key: dayOf(sql`${orders.createdAt}`, q.timeZone, MONTH) },
  }),
  costs: (q) => ({
    provider: { key: sql`${costLineItems.providerName}` },
    account: { key: sql`${costLineItems.accountId}::text`, label: sql`${cloudAccounts.name}` },
    service: { key: sql`${costLineItems.serviceName}` },
    region: { key: sql`${costLineItems.regionId}` },
    chargeCategory: { key: sql`${costLineItems.chargeCategory}` },
    tag: { key: sql`${costLineItems.tags} ->> ${q.tagKey ?? ''}::text` },
    // A bill line's day is its charge date, a calendar day already.
    month: { key: sql`to_char(${costLineItems.chargeDate}, ${MONTH})` },
    day: { key: sql`to_char(${costLineItems.chargeDate}, ${DAY})` },
  }),
  alarms: (q) => ({
    level: { key: sql`${alarmEvents.level}` },
    status: { key: sql`${alarmEvents.kind}` },
    rule: { key: sql`${alarmEvents.ruleId}::text`, label: sql`${alarmRules.name}` },
    resource: { key: sql`${alarmEvents.resourceId}::text`, label: sql`${resources.name}` },
    metric: { key: sql`${alarmRules.metric}` },
    provider: { key: sql`${resources.provider}` },
    account: { key: sql`${resources.accountId}::text`, label: sql`${cloudAccounts.name}` },
    day: { key: dayOf(sql`${alarmEvents.at}`, q.timeZone, DAY) },
  }),
};

const sum = (col: SQL | unknown) => sql`coalesce(sum(${col}), 0)`;
const COUNT = sql`count(*)`;

/** Each subject's measures (REPORT_MEASURES' keys) as aggregates. */
const MEASURES: Record<ReportSubject, Record<string, SQL>> = {
  resources: {
    count: COUNT,
    cpu: sum(resources.cpu),
    memoryMb: sum(resources.memoryMb),
    sizeGb: sum(resources.sizeGb),
  },
  consumption: {
    amount: sum(consumptions.amount),
    voucherPart: sum(consumptions.voucherPart),
    allocatedPart: sum(consumptions.allocatedPart),
    cashPart: sum(consumptions.cashPart),
    refunded: sum(consumptions.refunded),
    count: COUNT,
  },
  orders: { totalFen: sum(orders.totalFen), count: COUNT },
  costs: {
    billedCost: sum(costLineItems.billedCost),
    listCost: sum(costLineItems.listCost),
    count: COUNT,
  },
  alarms: { count: COUNT },
};

/** Each subject's rows as its list reads them (the same tables, joins and filters). */
const SOURCES: Record<ReportSubject, (tenantId: string, filter: never) => SQL> = {
  resources: (tenantId, f: ResourceFilter) => sql`from ${resources}
    left join ${cloudAccounts} on ${and(eq(cloudAccounts.id, resources.accountId), eq(cloudAccounts.tenantId, tenantId))}
    where ${whereOf(tenantId, f)}`,
  consumption: (tenantId, f: ConsumptionFilter) =>
    sql`from ${consumptions} where ${consumptionWhere(tenantId, f)}`,
  orders: (tenantId, f: OrderFilter) => sql`from ${orders} where ${orderWhere(tenantId, f)}`,
  costs: (tenantId, f: Omit<LineFilter, 'page' | 'pageSize'>) => sql`from ${costLineItems}
    join ${costPeriods} on ${linePeriodJoin}
    left join ${cloudAccounts} on ${eq(cloudAccounts.id, costLineItems.accountId)}
    where ${lineWhere(tenantId, f)}`,
  alarms: (tenantId, f: EventFilter) => sql`from ${alarmEvents}
    join ${alarmRules} on ${eq(alarmRules.id, alarmEvents.ruleId)}
    join ${resources} on ${eq(resources.id, alarmEvents.resourceId)}
    left join ${cloudAccounts} on ${eq(cloudAccounts.id, resources.accountId)}
    left join ${alarmStates} on ${sameEpisode}
    where ${eventWhere(tenantId, f)}`,
};

/**
 * A subject's rows grouped by one dimension in the database (GROUP BY: the rows never come to
 * the server), each group with its sums and count. Time groups in time order; the others by
 * their first measure, largest first, then by name.
 */
export async function groupRows(
  db: DbOrTx,
  tenantId: string,
  subject: ReportSubject,
  filter: Record<string, unknown>,
  q: GroupQuery,
): Promise<GroupRow[]> {
  const dim = DIMENSIONS[subject](q)[q.field];
  if (!dim) throw new Error(`${subject} has no dimension ${q.field}`);
  const keys = REPORT_MEASURES[subject].map((m) => m.key);
  const aggregates = keys.map(
    (k, i) => sql`${MEASURES[subject][k]!} as ${sql.identifier(`m${i}`)}`,
  );
  // Ordinals (group by 1): a dimension holding a parameter (a zone, a tag key) is one expression.
  const order = TIME_GROUPS.includes(q.field) ? sql.raw('1') : sql.raw('3 desc, 2, 1');
  const result = (await db.execute(sql`
    select ${dim.key} as key, min(${dim.label ?? dim.key}) as label, ${sql.join(aggregates, sql`, `)}
    ${SOURCES[subject](tenantId, filter as never)}
    group by 1 order by ${order} nulls last`)) as unknown as {
    rows: Record<string, string | null>[];
  };
  return result.rows.map((r) => ({
    key: r.key ?? null,
    label: r.label ?? null,
    measures: Object.fromEntries(keys.map((k, i) => [k, Number(r[`m${i}`] ?? 0)])),
  }));
}
