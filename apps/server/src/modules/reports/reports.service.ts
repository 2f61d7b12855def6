import { z } from 'zod';
import {
  REPORT_COLUMNS,
  REPORT_MEASURES,
  REPORT_RETENTION_DAYS,
  type calls,
  type ExportColumn,
  type ExportFormat,
  type ReportChannel,
  type ReportDefinition,
  type ReportPeriod,
  type ReportSchedule,
  type ReportSubject,
} from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { CallIn, ServiceOf } from '../../lib/call-types.ts';
import { allOrNone } from '../../lib/all-or-none.ts';
import { badInput, notFound } from '../../lib/errors.ts';
import { splitPaging } from '../../lib/paging.ts';
import { parseInput } from '../../lib/validate.ts';
import { authorize } from '../../plugins/call-guard.ts';
import { enqueueJob } from '../../jobs/index.ts';
import { iso } from '../billing/list-query.ts';
import * as repo from './reports.repository.ts';
import { channelsByIds, listChannels } from '../notify/index.ts';
import { nextRunAfter } from './schedule.ts';
import { SUBJECT_LISTS } from './subjects.ts';
import { mailAvailable } from '../mail/mail.service.ts';

export const GENERATE_JOB = 'reports.generate';
export const RETENTION_MS = REPORT_RETENTION_DAYS * 86_400_000;

/** What the generation job is asked: a report, and the scheduled time it answers (null: now). */
export interface GeneratePayload {
  tenantId: string;
  reportId: string;
  dueAt: string | null;
}

export const toDefinition = (r: repo.ReportRow): ReportDefinition => ({
  id: r.id,
  name: r.name,
  subject: r.subject as ReportSubject,
  conditions: r.conditions,
  period: (r.period ?? null) as ReportPeriod | null,
  groupBy: r.groupBy ?? null,
  columns: r.columns,
  format: r.format as ExportFormat,
  schedule: r.schedule as ReportSchedule,
  recipients: r.recipients,
  channels: r.channels as ReportChannel[],
  channelIds: r.channelIds,
  nextRunAt: iso(r.nextRunAt),
  lastRunAt: iso(r.lastRunAt),
  createdAt: r.createdAt.toISOString(),
});

/**
 * The export's columns for a report: the subject's (with a group-by, its measures), titled in
 * the report's language.
 */
export function exportColumns(
  subject: ReportSubject,
  keys: string[],
  lang: string,
  grouped = false,
): Required<Pick<ExportColumn, 'key' | 'kind' | 'title'>>[] {
  const offered = grouped ? REPORT_MEASURES[subject] : REPORT_COLUMNS[subject];
  const byKey = new Map(offered.map((c) => [c.key, c]));
  return keys.map((k) => {
    const c = byKey.get(k)!;
    return { key: c.key, kind: c.kind, title: lang === 'zh-CN' ? c.zh : c.en };
  });
}

/**
 * A definition as it is stored, after the rules the schema cannot check alone: the writer may
 * read the subject (its list's own permission), the conditions are that list's filters (checked
 * with its input schema, named under `conditions`), and the recipients are the tenant's people.
 */
async function fieldsOf(
  ctx: ServiceContext,
  input: CallIn<typeof calls.reportCreate>,
): Promise<repo.ReportFields> {
  const subject = SUBJECT_LISTS[input.subject];
  authorize(ctx.auth, subject.call.permission);
  const parsed = parseInput(z.object({ conditions: subject.call.input }), input, ctx.lang);
  const { page: _p, pageSize: _s, ...conditions } = parsed.conditions as Record<string, unknown>;
  const recipients = [...new Set(input.recipients)];
  const known = await repo.tenantUserIds(ctx.deps.db, ctx.auth.user.tenantId, recipients);
  if (known.size !== recipients.length) throw badInput('report.recipients');
  const channels = [...new Set(input.channels)];
  if (channels.includes('email') && !mailAvailable(ctx.deps))
    throw badInput('report.emailUnavailable');
  const channelIds = [...new Set(input.channelIds)];
  const robots = await channelsByIds(ctx.deps.db, ctx.auth.user.tenantId, channelIds);
  if (robots.length !== channelIds.length) throw badInput('report.channelIds');
  return {
    name: input.name,
    subject: input.subject,
    conditions,
    period: input.period ?? null,
    groupBy: input.groupBy ?? null,
    columns: input.columns,
    format: input.format,
    schedule: input.schedule,
    recipients,
    channels,
    channelIds,
    language: ctx.lang,
    nextRunAt: nextRunAfter(input.schedule, ctx.deps.now()),
  };
}

export const listReports: ServiceOf<typeof calls.reportList> = async (ctx, input) => {
  const { filter, paging } = splitPaging(input);
  const page = await repo.listReports(ctx.deps.db, ctx.auth.user.tenantId, filter, paging);
  return { ...page, list: page.list.map(toDefinition) };
};

async function ownReport(ctx: ServiceContext, id: string): Promise<repo.ReportRow> {
  const row = await repo.findReport(ctx.deps.db, ctx.auth.user.tenantId, id);
  if (!row) throw notFound('report.notFound');
  return row;
}

export const reportDetail = async (ctx: ServiceContext, input: { id: string }) =>
  toDefinition(await ownReport(ctx, input.id));

export const createReport: ServiceOf<typeof calls.reportCreate> = async (ctx, input) => {
  const fields = await fieldsOf(ctx, input);
  const { tenantId, id: ownerId } = ctx.auth.user;
  return { id: await repo.insertReport(ctx.deps.db, tenantId, ownerId, fields, ctx.deps.now()) };
};

export const updateReport: ServiceOf<typeof calls.reportUpdate> = async (ctx, input) => {
  await ownReport(ctx, input.id);
  const fields = await fieldsOf(ctx, input);
  const done = await repo.updateReport(
    ctx.deps.db,
    ctx.auth.user.tenantId,
    input.id,
    fields,
    ctx.deps.now(),
  );
  if (!done) throw notFound('report.notFound');
  return { id: input.id };
};

export const deleteReports: ServiceOf<typeof calls.reportDelete> = async (ctx, input) => {
  const { tenantId } = ctx.auth.user;
  return allOrNone(ctx.deps.db, input.ids, 'report.notFound', async (tx, ids) => ({
    affected: await repo.deleteReports(tx, tenantId, ids),
  }));
};

/** "Run now": a generation job with no scheduled time (so it never folds into a schedule's). */
export const runReportNow: ServiceOf<typeof calls.reportRunNow> = async (ctx, input) => {
  const row = await ownReport(ctx, input.id);
  const payload: GeneratePayload = { tenantId: row.tenantId, reportId: row.id, dueAt: null };
  await enqueueJob(ctx.deps.db, GENERATE_JOB, payload, { now: ctx.deps.now() });
  return { queued: true };
};

/** The form's choices: e-mail only where an SMTP server is configured; the tenant's people. */
export const reportOptions: ServiceOf<typeof calls.reportOptions> = async (ctx) => {
  const people = await repo.tenantPeople(ctx.deps.db, ctx.auth.user.tenantId);
  const robots = await listChannels(ctx.deps.db, ctx.auth.user.tenantId);
  return {
    robots: robots.map((c) => ({ id: c.id, name: c.name, kind: c.kind })),
    emailAvailable: mailAvailable(ctx.deps),
    people: people.map((p) => ({
      id: p.id,
      name: p.name,
      username: p.username,
      hasEmail: p.email !== '',
    })),
  };
};
