import { ALARM_LEVELS, type RuleWindow } from '@ecloud/contract';
import type { Database } from '../../db/client.ts';
import type { RuleRow } from './rules.repository.ts';
import * as repo from './alarms.repository.ts';
import { sendAlarmNotice } from './alarm-notices.ts';

/** Points are a minute apart: a period is complete once its last minute's point is stored. */
const POINT_MS = 60_000;

export type Outcome = { level: string; value: number; threshold: number } | 'ok' | 'keep';

const COMPARE: Record<string, (v: number, t: number) => boolean> = {
  '>': (v, t) => v > t,
  '>=': (v, t) => v >= t,
  '<': (v, t) => v < t,
  '<=': (v, t) => v <= t,
};

/**
 * What the last N periods say (null: a period without points). The most severe level breached
 * in at least M of them fires; none breached M times is ok; no point at all follows the rule's
 * no-data choice (alarm fires its least severe level).
 */
export function decide(rule: RuleRow, values: (number | null)[]): Outcome {
  const known = values.filter((v): v is number => v !== null);
  if (!known.length) {
    if (rule.noData === 'ok') return 'ok';
    if (rule.noData === 'keep') return 'keep';
    const least = [...rule.levels].sort(
      (a, b) => ALARM_LEVELS.indexOf(b.level as never) - ALARM_LEVELS.indexOf(a.level as never),
    )[0]!;
    return { level: least.level, value: NaN, threshold: least.threshold };
  }
  const cmp = COMPARE[rule.comparison]!;
  const latest = known[known.length - 1]!;
  for (const level of ALARM_LEVELS) {
    const l = rule.levels.find((x) => x.level === level);
    if (l && known.filter((v) => cmp(v, l.threshold)).length >= rule.m)
      return { level, value: latest, threshold: l.threshold };
  }
  return 'ok';
}

/** Whether `at` falls in the rule's effective window (days and hours in its time zone). */
export function inWindow(w: RuleWindow | null, at: Date): boolean {
  if (!w) return true;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: w.timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1;
  const hm = `${get('hour')}:${get('minute')}`;
  // From a time to the same time is the whole day; a window ending before it starts spans midnight.
  const inHours =
    w.from === w.to || (w.from < w.to ? hm >= w.from && hm < w.to : hm >= w.from || hm < w.to);
  return w.days.includes(day) && inHours;
}

/**
 * Evaluates rules for their resources, in a few statements for all of them: targets, the
 * period statistics (one query per metric, statistic and period) and the state rows are read
 * at once. A resource whose alarm neither starts nor ends nor repeats (the common case) only
 * moves its evaluated-to mark, in one statement for all such resources at the end; each other
 * resource is one short transaction over its locked state row. Only a period after the one a
 * state last evaluated is acted on: a replica that dies midway leaves the rest to the next run,
 * and two replicas never act on one period twice (events are also keyed uniquely).
 */
export async function evaluateRules(db: Database, rules: RuleRow[], now: Date): Promise<number> {
  if (!rules.length) return 0;
  const targets = await repo.targetsOfRules(db, rules);
  const periodEnd = (rule: RuleRow) => {
    const p = rule.period * 1000;
    return Math.floor(now.getTime() / p) * p;
  };
  const stats = await repo.periodStatsOfRules(
    db,
    rules.map((rule) => ({
      rule,
      ids: targets.get(rule.id)!.map((t) => t.id),
      from: new Date(periodEnd(rule) - (rule.n + 1) * rule.period * 1000),
      to: new Date(periodEnd(rule)),
    })),
  );
  const states = await repo.statesOfRules(
    db,
    rules.map((r) => r.id),
  );
  const quiet: repo.QuietMark[] = [];
  let changed = 0;
  for (const rule of rules) {
    const p = rule.period * 1000;
    const nowEnd = periodEnd(rule);
    const active = inWindow(rule.window as RuleWindow | null, now);
    for (const r of targets.get(rule.id)!) {
      const mine = stats.get(repo.statKey(rule, r.id)) ?? [];
      const newest = Math.max(0, ...mine.map((s) => s.newest));
      // The last complete period: the newest point's, unless the points stopped coming.
      const end = newest ? Math.min(nowEnd, Math.floor((newest + POINT_MS) / p) * p) : nowEnd;
      const state = states.get(`${rule.id}|${r.id}`);
      if (state?.evaluatedTo && state.evaluatedTo.getTime() >= end) continue;
      const values = Array.from({ length: rule.n }, (_, i) => {
        const k = end / p - rule.n + i;
        return mine.find((s) => s.k === k)?.value ?? null;
      });
      const outcome = decide(rule, values);
      const calm = !state || state.status === 'ok';
      if (calm && (outcome === 'ok' || outcome === 'keep' || !active)) {
        quiet.push({ ruleId: rule.id, resourceId: r.id, tenantId: rule.tenantId, end });
        continue;
      }
      if (await applyOutcome(db, rule, r, new Date(end), outcome, now)) changed++;
    }
  }
  await repo.markQuiet(db, quiet);
  return changed;
}

/** Evaluates one rule (the job evaluates them all at once through `evaluateRules`). */
export const evaluateRule = (db: Database, rule: RuleRow, now: Date) =>
  evaluateRules(db, [rule], now);

async function applyOutcome(
  db: Database,
  rule: RuleRow,
  res: { id: string; name: string },
  end: Date,
  outcome: Outcome,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const s = await repo.lockState(tx, rule, res.id);
    if (s.evaluatedTo && s.evaluatedTo.getTime() >= end.getTime()) return false;
    const next = { ...s, evaluatedTo: end };
    const active = inWindow(rule.window as RuleWindow | null, now);
    const muted = await repo.isMuted(tx, rule, res.id, now);
    const base = { tenantId: rule.tenantId, ruleId: rule.id, resourceId: res.id, at: end };
    const notice = (
      kind: 'firing' | 'recovered',
      o: { level: string | null; value: number | null; threshold: number | null },
    ) => sendAlarmNotice(tx, rule, res, kind, o, now);
    if (outcome === 'keep' || (!active && s.status === 'ok')) {
      await repo.saveState(tx, next);
      return false;
    }
    if (outcome === 'ok') {
      if (s.status === 'firing') {
        const value = null;
        await repo.addEvent(tx, {
          ...base,
          kind: 'recovered',
          level: s.level,
          value,
          startedAt: s.startedAt ?? end,
        });
        if (rule.notifyRecovery && !muted)
          await notice('recovered', { level: s.level, value, threshold: null });
      }
      await repo.saveState(tx, {
        ...next,
        status: 'ok',
        level: null,
        startedAt: null,
        lastNoticeAt: null,
        acknowledgedAt: null,
      });
      return s.status === 'firing';
    }
    const value = Number.isNaN(outcome.value) ? null : outcome.value;
    const o = { level: outcome.level, value, threshold: outcome.threshold };
    if (s.status !== 'firing') {
      if (!active) return (await repo.saveState(tx, next), false);
      await repo.addEvent(tx, {
        ...base,
        kind: muted ? 'silenced' : 'firing',
        ...o,
        startedAt: end,
      });
      if (!muted) await notice('firing', o);
      await repo.saveState(tx, {
        ...next,
        status: 'firing',
        level: outcome.level,
        startedAt: end,
        lastNoticeAt: muted ? null : now,
      });
      return true;
    }
    // Still firing: repeat the notice once the silence period has passed (never when acknowledged).
    const due =
      rule.silence > 0 &&
      !s.acknowledgedAt &&
      !muted &&
      active &&
      (!s.lastNoticeAt || now.getTime() - s.lastNoticeAt.getTime() >= rule.silence * 1000);
    if (due) await notice('firing', o);
    await repo.saveState(tx, {
      ...next,
      level: outcome.level,
      lastNoticeAt: due ? now : s.lastNoticeAt,
    });
    return false;
  });
}

/** Evaluates every enabled rule; how many alarms began or ended. */
export async function evaluateAll(db: Database, now: Date): Promise<number> {
  return evaluateRules(db, await repo.enabledRules(db), now);
}
