import { randomUUID } from 'node:crypto';
import type {
  ReportPeriod,
  ReportSchedule,
  ReportSubject,
  ReportFormat,
  Language,
} from '@ecloud/contract';
import { REPORT_RETENTION_DAYS } from '@ecloud/contract';
import type { Deps } from '../../lib/deps.ts';
import { systemContext } from '../../lib/request-context.ts';
import { enqueueJob } from '../../jobs/index.ts';
import { notifyMany } from '../messages/notify.ts';
import { parseInput } from '../../lib/validate.ts';
import { authorize } from '../../plugins/call-guard.ts';
import { chunkSink, deleteChunks } from './file-store.ts';
import { writeReportFile } from './report-file.ts';
import { sendMail } from '../mail/mail.service.ts';
import { channelsByIds, queueNotices } from '../notify/index.ts';
import { translate } from '../../lib/i18n.ts';
import * as repo from './reports.repository.ts';
import {
  exportColumns,
  GENERATE_JOB,
  RETENTION_MS,
  type GeneratePayload,
} from './reports.service.ts';
import { nextRunAfter, periodRange } from './schedule.ts';
import { SUBJECT_LISTS, subjectRows } from './subjects.ts';
import { GROUP_COLUMN, groupColumn, groupedRows } from './report-groups.ts';

/** Deliveries of report files are recorded under this topic, with the file's id. */
export const REPORT_MAIL_TOPIC = 'report-file';

/** Due definitions handled per scheduler round. */
const SCHEDULE_BATCH = 100;

/**
 * Turns due schedules into generation jobs. Each due definition is locked (SKIP LOCKED) and
 * moved to its next time in the same transaction as its job is queued, and the job's key is
 * the report and its time: however many replicas look, a scheduled time is queued once.
 */
export async function scheduleDueReports(deps: Deps): Promise<number> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const due = await repo.lockDue(tx, now, SCHEDULE_BATCH);
    for (const r of due) {
      const dueAt = r.nextRunAt!.toISOString();
      const payload: GeneratePayload = { tenantId: r.tenantId, reportId: r.id, dueAt };
      await enqueueJob(tx, GENERATE_JOB, payload, { now, key: `report:${r.id}:${dueAt}` });
      const schedule = r.schedule as ReportSchedule;
      // Missed times (the platform was down) are not made up: one file, then the next time.
      const next = schedule.kind === 'once' ? null : nextRunAfter(schedule, now);
      await repo.updateReport(tx, r.tenantId, r.id, { nextRunAt: next }, now);
    }
    return due.length;
  });
}

const safeName = (name: string) => name.replace(/[\\/:*?"<>|]/g, '_').slice(0, 60);

/**
 * Produces one file of a report: its subject's list, filtered by its conditions and period, read
 * from the database in batches as the report's owner (their tenant, their language, their
 * permission) and written straight into the stored pieces of the file, so memory stays flat
 * however many rows. The file's row is written when it is complete; the recipients are told.
 */
export async function generateReport(deps: Deps, p: GeneratePayload): Promise<string | null> {
  const def = await repo.findReport(deps.db, p.tenantId, p.reportId);
  if (!def?.ownerId) return null;
  const now = deps.now();
  const language = def.language as Language;
  const ctx = systemContext(deps, { tenantId: def.tenantId, userId: def.ownerId }, language);
  const subject = SUBJECT_LISTS[def.subject as ReportSubject];
  authorize(ctx.auth, subject.call.permission);
  const schedule = def.schedule as ReportSchedule;
  const period = def.period as ReportPeriod | null;
  const input = parseInput(
    subject.call.input,
    { ...def.conditions, ...(period && periodRange(period, now, schedule.timeZone)), page: 1 },
    language,
  ) as Record<string, unknown> & { page: number; pageSize: number };
  const format = def.format as ReportFormat;
  const stamp = now.toISOString().slice(0, 16).replace(/[-:T]/g, '');
  const filename = `${safeName(def.name)}-${stamp}.${format}`;
  const fileId = randomUUID();
  const { sink, size } = chunkSink(deps.db, fileId, deps.now);
  const subjectKey = def.subject as ReportSubject;
  const group = def.groupBy ?? null;
  const measures = exportColumns(subjectKey, def.columns, language, group !== null);
  let rows: number;
  let truncated: boolean;
  try {
    ({ rows, truncated } = await writeReportFile(format, {
      columns: group ? [groupColumn(subjectKey, group, language), ...measures] : measures,
      batches: group
        ? groupedRows(ctx, subjectKey, input, group, schedule.timeZone)
        : subjectRows(ctx, subject, input),
      // A grouped file's chart: its groups, by the first measure chosen.
      chart: group ? { group: GROUP_COLUMN, value: measures[0]!.key } : undefined,
      out: sink,
      title: def.name,
      timeZone: schedule.timeZone,
      language,
    }));
  } catch (err) {
    sink.destroy();
    await deleteChunks(deps.db, fileId);
    throw err;
  }
  const stored = await deps.db.transaction(async (tx) => {
    const id = await repo.insertFile(tx, {
      id: fileId,
      tenantId: def.tenantId,
      reportId: def.id,
      dueAt: p.dueAt ? new Date(p.dueAt) : null,
      filename,
      format,
      rows,
      truncated,
      sizeBytes: size(),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RETENTION_MS),
    });
    if (!id) return null;
    await repo.updateReport(tx, def.tenantId, def.id, { lastRunAt: now }, now);
    if (def.channels.includes('email')) {
      const addresses = await repo.addressesOf(tx, def.tenantId, def.recipients);
      const params = { name: def.name, rows, days: REPORT_RETENTION_DAYS };
      await sendMail(
        tx,
        addresses.map((to) => ({
          tenantId: def.tenantId,
          topic: REPORT_MAIL_TOPIC,
          ref: id,
          to,
          subject: translate(language, 'msg.reportReady.title', params),
          text: translate(language, 'msg.reportReady.content', params),
        })),
        now,
      );
    }
    const robots = await channelsByIds(tx, def.tenantId, def.channelIds);
    if (robots.length) {
      await queueNotices(
        tx,
        {
          tenantId: def.tenantId,
          warningType: 'report',
          template: 'msg.reportReady',
          params: { name: def.name, rows, days: REPORT_RETENTION_DAYS },
        },
        { contacts: [], channels: robots },
        now,
      );
    }
    if (!def.channels.includes('message')) return id;
    await notifyMany(
      tx,
      def.recipients.map((userId) => ({
        tenantId: def.tenantId,
        userId,
        type: 'system' as const,
        template: 'msg.reportReady' as const,
        params: { name: def.name, rows, days: REPORT_RETENTION_DAYS },
        link: `/reportformCenter/index?file=${id}`,
      })),
      now,
    );
    return id;
  });
  // Another run already made this scheduled time's file: this one's pieces go.
  if (!stored) await deleteChunks(deps.db, fileId);
  return stored;
}
