import type { calls } from '@ecloud/contract';
import type { CallIn } from '../lib/call-types.ts';
import type { DemoContext } from './demo.ts';
import { createReport } from '../modules/reports/reports.service.ts';
import { generateReport } from '../modules/reports/generate.ts';

type Definition = CallIn<typeof calls.reportCreate>;

/** Admin's two scheduled reports (issue 14 §5): a weekly inventory and a monthly bill. */
const REPORTS: Omit<Definition, 'recipients'>[] = [
  {
    name: '每周主机清单',
    subject: 'resources',
    conditions: { type: 'host' },
    columns: ['name', 'provider', 'accountName', 'region', 'status', 'spec', 'cpu', 'memoryMb'],
    format: 'xlsx',
    schedule: { kind: 'weekly', weekday: 1, hour: 9, timeZone: 'Asia/Shanghai' },
    channels: ['message'],
    channelIds: [],
  },
  {
    name: '月度消费',
    subject: 'consumption',
    conditions: {},
    period: { kind: 'relative', relative: 'lastMonth' },
    columns: ['createdAt', 'source', 'provider', 'description', 'amount', 'cashPart'],
    format: 'csv',
    schedule: { kind: 'monthly', monthDay: 1, hour: 8, timeZone: 'Asia/Shanghai' },
    channels: ['message'],
    channelIds: [],
  },
];

/**
 * Admin writes both and each has produced a file. Oscar Ops is told (admin's inbox keeps the
 * demo table's 120 unread messages).
 */
export async function seedReports(ctx: DemoContext): Promise<void> {
  const admin = ctx.users.get('admin')!;
  const ops = ctx.users.get('ops')!;
  const as = ctx.as({ tenantId: admin.tenantId, userId: admin.id }, ctx.now);
  for (const def of REPORTS) {
    const { id } = await createReport(as, { ...def, recipients: [ops.id] });
    await generateReport(as.deps, { tenantId: admin.tenantId, reportId: id, dueAt: null });
  }
}
