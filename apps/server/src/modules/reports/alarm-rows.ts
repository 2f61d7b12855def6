import type { AlarmEventKind, AlarmLevel } from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import { hasMessage, translate } from '../../lib/i18n.ts';
import type { Row } from '../export/export-file.ts';
import {
  eventsAfter,
  type EventFilter,
  type ReportEvent,
} from '../monitoring/alarm-events.repository.ts';

/**
 * An event as a report row: level, status and metric in the reader's words, the episode's end
 * (empty while it fires) and how long it lasted (to now while it fires) in minutes.
 */
function alarmRow(ctx: ServiceContext, e: ReportEvent, now: number): Row {
  const lang = ctx.lang;
  const start = e.startedAt.getTime();
  const end = e.endedMs ?? (e.active ? now : null);
  const metric = `term.metric.${e.metric}`;
  return {
    resourceName: e.resourceName,
    ruleName: e.ruleName,
    level: e.level ? translate(lang, `alarm.level.${e.level as AlarmLevel}`) : '',
    value: e.value,
    threshold: e.threshold,
    status: translate(lang, `alarm.kind.${e.kind as AlarmEventKind}`),
    startedAt: e.startedAt.toISOString(),
    endedAt: e.endedMs === null ? null : new Date(e.endedMs).toISOString(),
    duration:
      end === null
        ? ''
        : translate(lang, 'alarm.minutes', { n: Math.max(0, Math.round((end - start) / 60_000)) }),
    metric: hasMessage(metric) ? translate(lang, metric) : e.metric,
    provider: e.provider,
    accountName: e.accountName,
    at: e.at.toISOString(),
  };
}

/** The tenant's events of a report, newest first, read by keyset in batches of `size`. */
export async function* alarmBatches(
  ctx: ServiceContext,
  filter: Record<string, unknown>,
  size: number,
) {
  const now = ctx.deps.now().getTime();
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const tenantId = ctx.auth.user.tenantId;
    const list = await eventsAfter(ctx.deps.db, tenantId, filter as EventFilter, after, size);
    if (list.length > 0) yield list.map((e) => alarmRow(ctx, e, now));
    if (list.length < size) return;
    const last = list.at(-1)!;
    after = { at: last.at, id: last.id };
  }
}
