import { and, desc, eq, sql } from 'drizzle-orm';
import type { calls } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import {
  alarmEvents,
  alarmRules,
  alarmStates,
  cloudAccounts,
  resources,
} from '../../db/schema/index.ts';
import type { CallIn } from '../../lib/call-types.ts';
import { ofTenant } from '../../db/sql.ts';
import { range } from '../billing/list-query.ts';

/** The event list's filters without its paging (what a report's conditions hold too). */
export type EventFilter = Omit<CallIn<typeof calls.alarmEventList>, 'page' | 'pageSize'>;

/** The state an event's alarm is in now: the same episode while its start matches. */
export const sameEpisode = and(
  eq(alarmStates.ruleId, alarmEvents.ruleId),
  eq(alarmStates.resourceId, alarmEvents.resourceId),
  eq(alarmStates.startedAt, alarmEvents.startedAt),
  eq(alarmStates.status, 'firing'),
);

/**
 * The tenant's events by the list's filters; the query joins `resources` (provider, account)
 * and `alarm_states` by `sameEpisode` (firing now).
 */
export const eventWhere = (tenantId: string, f: EventFilter) =>
  ofTenant(
    alarmEvents,
    tenantId,
    f.kind ? eq(alarmEvents.kind, f.kind) : undefined,
    f.level ? eq(alarmEvents.level, f.level) : undefined,
    f.ruleId ? eq(alarmEvents.ruleId, f.ruleId) : undefined,
    f.resourceId ? eq(alarmEvents.resourceId, f.resourceId) : undefined,
    f.provider ? eq(resources.provider, f.provider) : undefined,
    f.accountId ? eq(resources.accountId, f.accountId) : undefined,
    range(alarmEvents.at, f),
    f.active === undefined
      ? undefined
      : f.active
        ? sql`${alarmStates.ruleId} is not null`
        : sql`${alarmStates.ruleId} is null`,
  );

/**
 * When the episode an event belongs to recovered (its recovered event), if it has, in epoch
 * milliseconds (a number from every driver, where a raw timestamp's text form varies).
 */
const endedMs = sql<number | null>`(select (extract(epoch from min(r.at)) * 1000)::float8
  from alarm_events r
  where r.rule_id = ${alarmEvents.ruleId} and r.resource_id = ${alarmEvents.resourceId}
    and r.started_at = ${alarmEvents.startedAt} and r.kind = 'recovered')`;

export type ReportEvent = Awaited<ReturnType<typeof eventsAfter>>[number];

/**
 * A batch of the tenant's events for a report, newest first, after the last one read (keyset on
 * `(at, id)`, which the tenant's `(tenant_id, at)` index serves), with the episode's end and
 * the resource's provider and account.
 */
export async function eventsAfter(
  db: DbOrTx,
  tenantId: string,
  f: EventFilter,
  after: { at: Date; id: string } | null,
  limit: number,
) {
  const before = after
    ? sql`(${alarmEvents.at}, ${alarmEvents.id}) < (${after.at.toISOString()}::timestamptz, ${after.id})`
    : undefined;
  return db
    .select({
      id: alarmEvents.id,
      kind: alarmEvents.kind,
      level: alarmEvents.level,
      value: alarmEvents.value,
      threshold: alarmEvents.threshold,
      startedAt: alarmEvents.startedAt,
      at: alarmEvents.at,
      endedMs,
      active: sql<boolean>`${alarmStates.ruleId} is not null`,
      ruleName: alarmRules.name,
      metric: alarmRules.metric,
      resourceName: resources.name,
      provider: resources.provider,
      accountName: sql<string>`coalesce(${cloudAccounts.name}, '')`,
    })
    .from(alarmEvents)
    .innerJoin(alarmRules, eq(alarmRules.id, alarmEvents.ruleId))
    .innerJoin(resources, eq(resources.id, alarmEvents.resourceId))
    .leftJoin(cloudAccounts, eq(cloudAccounts.id, resources.accountId))
    .leftJoin(alarmStates, sameEpisode)
    .where(and(eventWhere(tenantId, f), before))
    .orderBy(desc(alarmEvents.at), desc(alarmEvents.id))
    .limit(limit);
}
