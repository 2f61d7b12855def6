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

/** Resource types that report a metric. */
const typesReporting = (metric: string) =>
  (Object.keys(TYPE_METRICS) as CloudResourceType[]).filter((ty) =>
    TYPE_METRICS[ty]!.includes(metric as MetricName),
  );

/** The live resources a rule watches: of its target, and of a type reporting its metric. */
export async function targetResources(db: DbOrTx, rule: RuleRow) {
  const t = rule.target;
  const types = typesReporting(rule.metric);
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

/**
 * The targets of many rules: the rules that name their resources share one query; a group,
 * view or account-and-type target is resolved on its own.
 */
export async function targetsOfRules(db: DbOrTx, rules: RuleRow[]) {
  const named = rules.filter((r) => r.target.kind === 'resources' && r.target.ids.length);
  const ids = [...new Set(named.flatMap((r) => r.target.ids))];
  const live = ids.length
    ? await db
        .select({
          id: resources.id,
          name: resources.name,
          tenantId: resources.tenantId,
          type: resources.type,
        })
        .from(resources)
        .where(and(inArray(resources.id, ids), isNull(resources.deletedAt)))
    : [];
  const byId = new Map(live.map((r) => [r.id, r]));
  const out = new Map<string, { id: string; name: string }[]>();
  for (const rule of rules) {
    if (rule.target.kind !== 'resources') {
      out.set(rule.id, await targetResources(db, rule));
      continue;
    }
    const types = typesReporting(rule.metric);
    out.set(
      rule.id,
      rule.target.ids
        .map((id) => byId.get(id))
        .filter((r) => !!r && r.tenantId === rule.tenantId && types.includes(r.type as never))
        .map((r) => ({ id: r!.id, name: r!.name })),
    );
  }
  return out;
}

/** Rules that read the same points: one metric, statistic and period. */
export const statKey = (rule: RuleRow, resourceId: string) =>
  `${rule.metric}|${rule.statistic}|${rule.period}|${resourceId}`;

/** The period statistics of many rules, one query per metric, statistic and period. */
export async function periodStatsOfRules(
  db: DbOrTx,
  asks: { rule: RuleRow; ids: string[]; from: Date; to: Date }[],
): Promise<Map<string, PeriodStat[]>> {
  const groups = new Map<string, { rule: RuleRow; ids: Set<string>; from: Date; to: Date }>();
  for (const a of asks) {
    const key = statKey(a.rule, '');
    const g = groups.get(key);
    if (!g) groups.set(key, { rule: a.rule, ids: new Set(a.ids), from: a.from, to: a.to });
    else {
      for (const id of a.ids) g.ids.add(id);
      if (a.from < g.from) g.from = a.from;
    }
  }
  const out = new Map<string, PeriodStat[]>();
  for (const g of groups.values()) {
    for (const st of await periodStats(db, g.rule, [...g.ids], g.from, g.to)) {
      const key = statKey(g.rule, st.resourceId);
      out.set(key, [...(out.get(key) ?? []), st]);
    }
  }
  return out;
}

/** The state rows of these rules, by `ruleId|resourceId` (read without locks: a first look). */
export async function statesOfRules(db: DbOrTx, ruleIds: string[]) {
  const got = ruleIds.length
    ? await db.select().from(alarmStates).where(inArray(alarmStates.ruleId, ruleIds))
    : [];
  return new Map(got.map((s) => [`${s.ruleId}|${s.resourceId}`, s]));
}

export interface QuietMark {
  ruleId: string;
  resourceId: string;
  tenantId: string;
  /** Epoch milliseconds: the end of the period evaluated. */
  end: number;
}

/**
 * Marks periods evaluated where nothing happened, in one statement. A state another replica
 * has meanwhile set firing, or evaluated further, is left alone.
 */
export async function markQuiet(db: DbOrTx, marks: QuietMark[]): Promise<void> {
  if (!marks.length) return;
  const col = <K extends keyof QuietMark>(k: K) => sql.param(marks.map((m) => m[k]));
  await db.execute(sql`
    insert into alarm_states (rule_id, resource_id, tenant_id, status, evaluated_to)
    select r, x, t, 'ok', to_timestamp(e / 1000.0)
    from unnest(${col('ruleId')}::uuid[], ${col('resourceId')}::uuid[], ${col('tenantId')}::uuid[],
      ${col('end')}::float8[]) as u(r, x, t, e)
    on conflict (rule_id, resource_id) do update set evaluated_to = excluded.evaluated_to
    where alarm_states.status = 'ok'
      and (alarm_states.evaluated_to is null or alarm_states.evaluated_to < excluded.evaluated_to)`);
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
