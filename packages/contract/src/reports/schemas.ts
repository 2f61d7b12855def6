import { z } from 'zod';
import { idSchema, pageInput, pageOf } from '../common/paging.ts';
import { EXPORT_FORMATS, type ExportColumn } from '../export/schemas.ts';
import { REPORT_GROUPS, REPORT_MEASURES, reportGroupBySchema, TAG_GROUP } from './groups.ts';

/** What a report can be about (docs/decisions.md, Reports). */
export const REPORT_SUBJECTS = ['resources', 'consumption', 'orders', 'costs', 'alarms'] as const;
export const reportSubjectSchema = z.enum(REPORT_SUBJECTS);
export type ReportSubject = z.infer<typeof reportSubjectSchema>;

/** A subject's column: a field of its list call's rows, titled in both languages. */
export interface ReportColumn {
  key: string;
  kind: NonNullable<ExportColumn['kind']>;
  en: string;
  zh: string;
}
const col = (key: string, en: string, zh: string, kind: ReportColumn['kind'] = 'text') => ({
  key,
  kind,
  en,
  zh,
});

/** Each subject's column set (the fields of its list call's rows a report may carry). */
export const REPORT_COLUMNS: Record<ReportSubject, readonly ReportColumn[]> = {
  resources: [
    col('name', 'Name', '名称'),
    col('type', 'Type', '类型'),
    col('provider', 'Provider', '云平台'),
    col('accountName', 'Cloud account', '云账号'),
    col('region', 'Region', '地域'),
    col('status', 'Status', '状态'),
    col('spec', 'Specification', '规格'),
    col('cpu', 'vCPU', 'vCPU', 'number'),
    col('memoryMb', 'Memory (MB)', '内存 (MB)', 'number'),
    col('sizeGb', 'Size (GB)', '容量 (GB)', 'number'),
    col('privateIp', 'Private IP', '私网 IP'),
    col('publicIp', 'Public IP', '公网 IP'),
    col('createdAt', 'Created', '创建时间', 'datetime'),
    col('expiresAt', 'Expires', '到期时间', 'datetime'),
  ],
  consumption: [
    col('createdAt', 'Time', '时间', 'datetime'),
    col('source', 'Source', '来源'),
    col('sourceRef', 'Reference', '单号'),
    col('provider', 'Provider', '云平台'),
    col('description', 'Description', '说明'),
    col('amount', 'Amount', '金额', 'money'),
    col('voucherPart', 'Voucher part', '代金券支付', 'money'),
    col('allocatedPart', 'Allocated part', '划拨金支付', 'money'),
    col('cashPart', 'Cash part', '现金支付', 'money'),
    col('refunded', 'Refunded', '已退款', 'money'),
  ],
  orders: [
    col('orderNo', 'Order number', '订单号'),
    col('createdAt', 'Time placed', '下单时间', 'datetime'),
    col('type', 'Type', '类型'),
    col('totalFen', 'Amount', '金额', 'money'),
    col('status', 'Status', '状态'),
    col('lineCount', 'Lines', '明细数', 'number'),
    col('title', 'Product', '产品'),
    col('expiresAt', 'Expires', '到期时间', 'datetime'),
  ],
  costs: [
    col('provider', 'Provider', '云平台'),
    col('chargeDate', 'Date', '日期', 'date'),
    col('accountName', 'Cloud account', '云账号'),
    col('serviceName', 'Service', '产品'),
    col('billedCost', 'Billed cost', '应付金额', 'money'),
    col('regionId', 'Region', '地域'),
    col('resourceName', 'Resource', '资源'),
    col('resourceId', 'Resource ID', '资源 ID'),
    col('listCost', 'List cost', '原价', 'money'),
    col('chargeCategory', 'Charge category', '费用类型'),
    col('billingPeriod', 'Billing period', '账期'),
  ],
  alarms: [
    col('resourceName', 'Resource', '资源'),
    col('ruleName', 'Rule', '告警规则'),
    col('level', 'Level', '级别'),
    col('status', 'Status', '状态'),
    col('startedAt', 'Started', '开始时间', 'datetime'),
    col('duration', 'Duration', '持续时长'),
    col('endedAt', 'Ended', '结束时间', 'datetime'),
    col('value', 'Value', '当前值', 'number'),
    col('threshold', 'Threshold', '阈值', 'number'),
    col('metric', 'Metric', '监控指标'),
    col('provider', 'Provider', '云平台'),
    col('accountName', 'Cloud account', '云账号'),
    col('at', 'Event time', '事件时间', 'datetime'),
  ],
};

/** Subjects with a time range in their filters: a period applies to them only. */
export const REPORT_PERIOD_SUBJECTS: readonly ReportSubject[] = ['consumption', 'orders', 'alarms'];

/** A report's formats: the export's, and a PDF with a chart (capped in rows, see the server). */
export const REPORT_FORMATS = [...EXPORT_FORMATS, 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const REPORT_SCHEDULES = ['once', 'daily', 'weekly', 'monthly'] as const;
export type ReportScheduleKind = (typeof REPORT_SCHEDULES)[number];
export const REPORT_RELATIVE_PERIODS = [
  'last7Days',
  'last30Days',
  'thisMonth',
  'lastMonth',
] as const;
export type ReportRelativePeriod = (typeof REPORT_RELATIVE_PERIODS)[number];
/** The longest fixed period a report may cover. */
export const REPORT_MAX_RANGE_YEARS = 10;
/** How long a produced file is kept. */
export const REPORT_RETENTION_DAYS = 30;
export const REPORT_NAME_MAX = 80;
/** How recipients hear of a file: the message centre, e-mail (#9's channels join here). */
export const REPORT_CHANNELS = ['message', 'email'] as const;
export type ReportChannel = (typeof REPORT_CHANNELS)[number];

export const isTimeZone = (tz: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const YEAR_MS = 365.25 * 24 * 3600_000;

export const reportPeriodSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('relative'), relative: z.enum(REPORT_RELATIVE_PERIODS) }),
  z
    .object({
      kind: z.literal('range'),
      from: z.iso.datetime({ offset: true }),
      to: z.iso.datetime({ offset: true }),
    })
    .refine((p) => Date.parse(p.to) > Date.parse(p.from), {
      message: 'v.reportRangeOrder',
      path: ['to'],
    })
    .refine((p) => Date.parse(p.to) - Date.parse(p.from) <= REPORT_MAX_RANGE_YEARS * YEAR_MS, {
      message: 'v.reportRangeMax',
      path: ['to'],
    }),
]);
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

/** When a report runs: at an hour of the user's own zone, once or every day, week or month. */
export const reportScheduleSchema = z
  .object({
    kind: z.enum(REPORT_SCHEDULES),
    hour: z.number().int().min(0).max(23),
    /** Weekly: 1 Monday ... 7 Sunday. */
    weekday: z.number().int().min(1).max(7).optional(),
    /** Monthly: 1-28, so that every month has the day. */
    monthDay: z.number().int().min(1).max(28).optional(),
    timeZone: z.string().max(64).refine(isTimeZone, { message: 'v.timeZone' }),
  })
  .refine((s) => s.kind !== 'weekly' || s.weekday !== undefined, {
    message: 'v.required',
    path: ['weekday'],
  })
  .refine((s) => s.kind !== 'monthly' || s.monthDay !== undefined, {
    message: 'v.required',
    path: ['monthDay'],
  });
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

export const reportDefinitionInput = z
  .object({
    name: z.string().trim().min(1).max(REPORT_NAME_MAX),
    subject: reportSubjectSchema,
    /** The subject list call's own filters, checked with that call's input schema. */
    conditions: z.record(z.string(), z.unknown()).default({}),
    period: reportPeriodSchema.optional(),
    /** One row per group of this dimension (its subject's), with sums and counts; null: none. */
    groupBy: reportGroupBySchema.nullable().optional(),
    /** The subject's columns; with a group-by, its measures (REPORT_MEASURES). */
    columns: z.array(z.string().max(64)).min(1).max(60),
    format: z.enum(REPORT_FORMATS),
    schedule: reportScheduleSchema,
    /** Users of the tenant told when a file is ready. */
    recipients: z.array(idSchema).max(50).default([]),
    /** How they are told; e-mail only where the platform has an SMTP server. */
    channels: z.array(z.enum(REPORT_CHANNELS)).min(1).max(2).default(['message']),
    /** The tenant's notification channels (webhook, group robots) also told of each file. */
    channelIds: z.array(idSchema).max(20).default([]),
  })
  .superRefine((d, ctx) => {
    const group = d.groupBy ?? null;
    if (group && !REPORT_GROUPS[d.subject].some((g) => g.key === group.field))
      ctx.addIssue({ code: 'custom', message: 'v.reportGroupBy', path: ['groupBy', 'field'] });
    if (group?.field === TAG_GROUP && !group.tagKey)
      ctx.addIssue({ code: 'custom', message: 'v.required', path: ['groupBy', 'tagKey'] });
    const offered = group ? REPORT_MEASURES[d.subject] : REPORT_COLUMNS[d.subject];
    const keys = new Set(offered.map((c) => c.key));
    d.columns.forEach((c, i) => {
      if (!keys.has(c))
        ctx.addIssue({ code: 'custom', message: 'v.reportColumn', path: ['columns', i] });
    });
    if (d.period && !REPORT_PERIOD_SUBJECTS.includes(d.subject))
      ctx.addIssue({ code: 'custom', message: 'v.reportNoPeriod', path: ['period'] });
  });
export type ReportDefinitionInput = z.input<typeof reportDefinitionInput>;

export const reportUpdateInput = reportDefinitionInput.and(z.object({ id: idSchema }));
export const reportIdInput = z.object({ id: idSchema });
export const reportListInput = pageInput.extend({
  keyword: z.string().trim().max(64).optional(),
  subject: reportSubjectSchema.optional(),
});

export const reportDefinitionSchema = z.object({
  id: idSchema,
  name: z.string(),
  subject: reportSubjectSchema,
  conditions: z.record(z.string(), z.unknown()),
  period: reportPeriodSchema.nullable(),
  groupBy: reportGroupBySchema.nullable(),
  columns: z.array(z.string()),
  format: z.enum(REPORT_FORMATS),
  schedule: reportScheduleSchema,
  recipients: z.array(idSchema),
  channels: z.array(z.enum(REPORT_CHANNELS)),
  channelIds: z.array(idSchema),
  /** The next scheduled run; null once a one-off report has run. */
  nextRunAt: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportDefinition = z.infer<typeof reportDefinitionSchema>;
export const reportPage = pageOf(reportDefinitionSchema);

export const reportFileListInput = pageInput.extend({ reportId: idSchema.optional() });
export const reportFileSchema = z.object({
  id: idSchema,
  reportId: idSchema,
  reportName: z.string(),
  filename: z.string(),
  format: z.enum(REPORT_FORMATS),
  rows: z.number().int(),
  truncated: z.boolean(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
  downloads: z.number().int(),
  /** The e-mails that carried word of it: sent, retrying (with the server's answer) or failed. */
  emails: z.array(
    z.object({
      toAddress: z.string(),
      status: z.enum(['queued', 'retrying', 'sent', 'failed']),
      attempts: z.number().int(),
      lastError: z.string(),
    }),
  ),
});
export type ReportFile = z.infer<typeof reportFileSchema>;
export const reportFilePage = pageOf(reportFileSchema);
export const reportFileIdInput = z.object({ id: idSchema });
export const reportDownloadSchema = z.object({
  userName: z.string(),
  downloadedAt: z.string(),
});
export const reportDownloadsOutput = z.object({ list: z.array(reportDownloadSchema) });
export const reportRunOutput = z.object({ queued: z.boolean() });

/** What the report form offers: whether e-mail can be sent, and the people who may receive. */
export const reportOptionsOutput = z.object({
  emailAvailable: z.boolean(),
  people: z.array(
    z.object({ id: idSchema, name: z.string(), username: z.string(), hasEmail: z.boolean() }),
  ),
  /** The tenant's enabled notification channels (names and kinds only, no secrets). */
  robots: z.array(z.object({ id: idSchema, name: z.string(), kind: z.string() })),
});
export const reportOptionsInput = z.object({});
