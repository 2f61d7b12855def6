import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { TYPE_METRICS, type CloudResourceType, type MetricName } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import {
  alarmEvents,
  alarmMutes,
  alarmRules,
  alarmStates,
  monitorGroupResources,
  monitorGroups,
  resources,
} from '../../db/schema/index.ts';
import { rows } from '../../db/page.ts';
import type { RuleRow } from './rules.repository.ts';

export type StateRow = typeof alarmStates.$inferSelect;
export type EventInsert = typeof alarmEvents.$inferInsert;

export const enabledRules = (db: DbOrTx) =>
  db.select().from(alarmRules).where(eq(alarmRules.enabled, true));

/** The live resources a rule watches: of its target, and of a type reporting its metric. */
export async function targetResources(db: DbOrTx, rule: RuleRow) {
  const t = rule.target;
  const types = (Object.keys(TYPE_METRICS) as CloudResourceType[]).filter((ty) =>
    TYPE_METRICS[ty]!.includes(rule.metric as MetricName),
  );
  const scope =
    t.kind === 'resources'
      ? inArray(resources.id, t.ids.length ? t.ids : ([sql`null`] as never))
      : t.kind === 'type'
        ? and(eq(resources.accountId, t.accountId!), eq(resources.type, t.resourceType!))
        : inArray(
            resources.id,
            db
              .select({ id: monitorGroupResources.resourceId })
              .from(monitorGroupResources)
              .innerJoin(monitorGroups, eq(monitorGroups.id, monitorGroupResources.groupId))
              .where(
                t.kind === 'group'
                  ? eq(monitorGroups.id, t.ids[0]!)
                  : eq(monitorGroups.viewId, t.ids[0]!),
              ),
          );
  return db
    .select({ id: resources.id, name: resources.name })
    .from(resources)
    .where(
      and(
        eq(resources.tenantId, rule.tenantId),
        isNull(resources.deletedAt),
        inArray(resources.type, types),
        scope,
      ),
    );
}

export interface PeriodStat {
  resourceId: string;
  k: number;
  value: number;
  newest: number;
}

/** Each resource's statistic per period (`k` = start / period) since `from`, from raw points. */
export async function periodStats(
  db: DbOrTx,
  rule: RuleRow,
  ids: string[],
  from: Date,
  to: Date,
): Promise<PeriodStat[]> {
  if (!ids.length) return [];
  const stat = {
    avg: sql`avg(value)`,
    max: sql`max(value)`,
    min: sql`min(value)`,
    sum: sql`sum(value)`,
    p95: sql`percentile_cont(0.95) within group (order by value)`,
  }[rule.statistic as 'avg'];
  const got = await rows<{ resource_id: string; k: string; v: number; newest: string }>(
    db,
    sql`
    select resource_id, floor(extract(epoch from at) / ${rule.period})::bigint as k,
      (${stat})::float8 as v, (extract(epoch from max(at)) * 1000)::float8 as newest
    from metric_points
    where metric = ${rule.metric} and at >= ${from.toISOString()}::timestamptz
      and at < ${to.toISOString()}::timestamptz
      and resource_id = any(${sql.param(ids)}::uuid[])
    group by 1, 2`,
  );
  return got.map((r) => ({
    resourceId: r.resource_id,
    k: Number(r.k),
    value: Number(r.v),
    newest: Number(r.newest),
  }));
}

/** The state row of a rule and resource, created if new, locked for this transaction. */
export async function lockState(tx: DbOrTx, rule: RuleRow, resourceId: string): Promise<StateRow> {
  await tx
    .insert(alarmStates)
    .values({ ruleId: rule.id, resourceId, tenantId: rule.tenantId, status: 'ok' })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(alarmStates)
    .where(and(eq(alarmStates.ruleId, rule.id), eq(alarmStates.resourceId, resourceId)))
    .for('update');
  return row!;
}

export const saveState = (tx: DbOrTx, s: StateRow) =>
  tx
    .update(alarmStates)
    .set(s)
    .where(and(eq(alarmStates.ruleId, s.ruleId), eq(alarmStates.resourceId, s.resourceId)));

/** Adds an event unless one with its key exists; whether it was added. */
export async function addEvent(tx: DbOrTx, e: EventInsert): Promise<boolean> {
  const rows = await tx
    .insert(alarmEvents)
    .values(e)
    .onConflictDoNothing()
    .returning({ id: alarmEvents.id });
  return rows.length > 0;
}

/** Whether the rule or the resource is muted at `now`. */
export async function isMuted(tx: DbOrTx, rule: RuleRow, resourceId: string, now: Date) {
  const [row] = await tx
    .select({ id: alarmMutes.id })
    .from(alarmMutes)
    .where(
      and(
        eq(alarmMutes.tenantId, rule.tenantId),
        gt(alarmMutes.until, now),
        or(eq(alarmMutes.ruleId, rule.id), eq(alarmMutes.resourceId, resourceId)),
      ),
    )
    .limit(1);
  return !!row;
}
