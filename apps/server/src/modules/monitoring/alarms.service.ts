import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AlarmEvent, calls } from '@ecloud/contract';
import {
  alarmEvents,
  alarmMutes,
  alarmRules,
  alarmStates,
  resources,
} from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { CallOut, ServiceOf } from '../../lib/call-types.ts';
import { badInput, notFound } from '../../lib/errors.ts';
import { distinct } from '../../lib/all-or-none.ts';
import { insertId, ofTenant } from '../../db/sql.ts';
import * as views from './views.repository.ts';
import * as rules from './rules.repository.ts';
import { eventWhere, sameEpisode } from './alarm-events.repository.ts';
import { splitPaging } from '../../lib/paging.ts';

const tenantOf = (ctx: ServiceContext) => ctx.auth.user.tenantId;
const MAX_MUTE_MS = 30 * 86_400_000;

export const listEvents: ServiceOf<typeof calls.alarmEventList> = async (ctx, input) => {
  const db = ctx.deps.db;
  const where = eventWhere(tenantOf(ctx), splitPaging(input).filter);
  const from = () =>
    db
      .select()
      .from(alarmEvents)
      .innerJoin(alarmRules, eq(alarmRules.id, alarmEvents.ruleId))
      .innerJoin(resources, eq(resources.id, alarmEvents.resourceId))
      .leftJoin(alarmStates, sameEpisode)
      .where(where);
  const [total] = await db
    .select({ n: count() })
    .from(alarmEvents)
    .innerJoin(resources, eq(resources.id, alarmEvents.resourceId))
    .leftJoin(alarmStates, sameEpisode)
    .where(where);
  const rows = await from()
    .orderBy(desc(alarmEvents.at), desc(alarmEvents.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const now = ctx.deps.now().getTime();
  const list = rows.map(({ alarm_events: e, alarm_rules: r, resources: res, alarm_states: s }) => {
    const end = s ? now : e.kind === 'recovered' ? e.at.getTime() : e.startedAt.getTime();
    return {
      id: e.id,
      kind: e.kind as AlarmEvent['kind'],
      ruleId: r.id,
      ruleName: r.name,
      resourceId: res.id,
      resourceName: res.name,
      metric: r.metric,
      level: e.level as AlarmEvent['level'],
      value: e.value,
      threshold: e.threshold,
      startedAt: e.startedAt.toISOString(),
      duration: Math.max(0, Math.round((end - e.startedAt.getTime()) / 1000)),
      at: e.at.toISOString(),
      active: !!s,
      acknowledged: !!s?.acknowledgedAt,
    };
  });
  return { total: total?.n ?? 0, page: input.page, pageSize: input.pageSize, list };
};

/**
 * Acknowledges the firing alarms the events belong to: no more repeated notices for them, and
 * an acknowledged event in the history (once per alarm: the key holds its start).
 */
export const acknowledge: ServiceOf<typeof calls.alarmAcknowledge> = async (ctx, input) => {
  const tenantId = tenantOf(ctx);
  const ids = distinct(input.ids);
  const now = ctx.deps.now();
  return ctx.deps.db.transaction(async (tx) => {
    const events = await tx
      .select()
      .from(alarmEvents)
      .where(and(eq(alarmEvents.tenantId, tenantId), inArray(alarmEvents.id, ids)));
    if (events.length !== ids.length) throw notFound('alarm.eventNotFound');
    let affected = 0;
    for (const e of events) {
      const acked = await tx
        .update(alarmStates)
        .set({ acknowledgedAt: now })
        .where(
          and(
            eq(alarmStates.ruleId, e.ruleId),
            eq(alarmStates.resourceId, e.resourceId),
            eq(alarmStates.startedAt, e.startedAt),
            eq(alarmStates.status, 'firing'),
            sql`${alarmStates.acknowledgedAt} is null`,
          ),
        )
        .returning({ id: alarmStates.ruleId });
      if (!acked.length) continue;
      affected++;
      await tx
        .insert(alarmEvents)
        .values({ ...e, id: undefined, kind: 'acknowledged', at: now })
        .onConflictDoNothing();
    }
    return { affected };
  });
};

export const mute: ServiceOf<typeof calls.alarmMute> = async (ctx, input) => {
  const tenantId = tenantOf(ctx);
  const now = ctx.deps.now();
  const until = new Date(input.until);
  if (until <= now || until.getTime() - now.getTime() > MAX_MUTE_MS)
    throw badInput('alarm.muteUntil');
  const db = ctx.deps.db;
  if (input.ruleId && !(await rules.findRule(db, tenantId, input.ruleId)))
    throw badInput('alarm.muteTarget', { field: 'ruleId' });
  if (input.resourceId && !(await views.ownedResources(db, tenantId, [input.resourceId])).length)
    throw badInput('alarm.muteTarget', { field: 'resourceId' });
  const id = await insertId(db, alarmMutes, {
    tenantId,
    ruleId: input.ruleId ?? null,
    resourceId: input.resourceId ?? null,
    until,
    createdAt: now,
  });
  return { id };
};

export async function listMutes(ctx: ServiceContext): Promise<CallOut<typeof calls.alarmMuteList>> {
  const rows = await ctx.deps.db
    .select({
      m: alarmMutes,
      name: sql<string>`coalesce(${alarmRules.name}, ${resources.name}, '')`,
    })
    .from(alarmMutes)
    .leftJoin(alarmRules, eq(alarmRules.id, alarmMutes.ruleId))
    .leftJoin(resources, eq(resources.id, alarmMutes.resourceId))
    .where(ofTenant(alarmMutes, tenantOf(ctx), gt(alarmMutes.until, ctx.deps.now())))
    .orderBy(alarmMutes.until);
  return rows.map(({ m, name }) => ({
    id: m.id,
    ruleId: m.ruleId,
    resourceId: m.resourceId,
    name,
    until: m.until.toISOString(),
  }));
}
