import type { WorkOrderAction, WorkOrderCategory, WorkOrderSeverity } from '@ecloud/contract';
import type { DemoContext } from './demo.ts';
import type { SystemActor } from '../lib/request-context.ts';
import { allMessageIds, readWhenSent } from '../modules/messages/messages.repository.ts';
import { listQuotaRequests } from '../modules/resources/quota.service.ts';
import {
  actOnWorkOrder,
  createWorkOrder,
  replyToWorkOrder,
} from '../modules/workorders/workorders.service.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;

type Step =
  | { by: 'customer' | 'support'; reply: string }
  | { by: 'customer' | 'support'; act: WorkOrderAction; rating?: number; comment?: string };

interface DemoOrder {
  category: WorkOrderCategory;
  severity: WorkOrderSeverity;
  title: string;
  description: string;
  /** How long ago it was opened; steps follow an hour apart. */
  ago: number;
  steps: Step[];
}

/** Admin's work orders: one in every state, and an urgent one nobody answered (SLA breached). */
const ORDERS: DemoOrder[] = [
  {
    category: 'billing',
    severity: 'normal',
    title: 'Invoice title change for October',
    description: 'Please reissue the October invoice with our new company name.',
    ago: 20 * MIN,
    steps: [],
  },
  {
    category: 'resource',
    severity: 'urgent',
    title: 'Production database unreachable',
    description: 'rds-prod-01 refuses connections since 02:10; the application is down.',
    ago: 3 * HOUR,
    steps: [],
  },
  {
    category: 'cloudAccount',
    severity: 'normal',
    title: 'Huawei account check fails',
    description:
      'The credential check says the key is invalid, but it works in the Huawei console.',
    ago: 26 * HOUR,
    steps: [{ by: 'support', reply: 'We are looking into it with Huawei’s API team.' }],
  },
  {
    category: 'quota',
    severity: 'normal',
    title: 'More vCPUs in cn-hangzhou',
    description: 'We need 200 more vCPUs for the year-end campaign.',
    ago: 30 * HOUR,
    steps: [
      { by: 'support', act: 'accept' },
      { by: 'support', reply: 'Which instance families do you plan to use?' },
      { by: 'support', act: 'askCustomer' },
    ],
  },
  {
    category: 'other',
    severity: 'normal',
    title: 'Export of consumption in English',
    description: 'The consumption export shows Chinese column titles for English users.',
    ago: 50 * HOUR,
    steps: [
      { by: 'support', reply: 'Thank you, reproduced.' },
      { by: 'support', act: 'resolve', comment: 'Fixed in today’s release.' },
    ],
  },
  {
    category: 'resource',
    severity: 'urgent',
    title: 'Host stuck in stopping',
    description: 'i-bp1 has been stopping for 40 minutes.',
    ago: 10 * 24 * HOUR,
    steps: [
      { by: 'support', reply: 'Forced the stop on the provider side.' },
      { by: 'support', act: 'resolve' },
      { by: 'customer', act: 'confirm', rating: 5, comment: 'Fast, thank you.' },
    ],
  },
  {
    category: 'billing',
    severity: 'normal',
    title: 'Voucher not applied',
    description: 'The ¥500 voucher was not used for last month’s bill.',
    ago: 4 * HOUR,
    steps: [
      { by: 'support', act: 'accept' },
      { by: 'support', act: 'resolve', comment: 'The voucher applies from this month.' },
      { by: 'customer', act: 'reopen', comment: 'It should have applied last month too.' },
    ],
  },
];

/**
 * Work orders through the same services as the API, each step at its own moment. Their
 * notifications are history (read when sent), so admin's inbox keeps its own unread count; the
 * work-order badge still shows the reply admin has not opened.
 */
export async function seedWorkOrders(ctx: DemoContext): Promise<void> {
  const { now, as } = ctx;
  const admin = ctx.users.get('admin')!;
  const supportUser = ctx.users.get('support')!;
  const customer: SystemActor = { tenantId: admin.tenantId, userId: admin.id, name: 'Demo Admin' };
  const support: SystemActor = {
    tenantId: supportUser.tenantId,
    userId: supportUser.id,
    name: 'Sophie Support',
    authCodes: 'v1,v5,v6,v7,v7-1,support,',
  };
  const before = await allMessageIds(ctx.db);
  for (const o of ORDERS) {
    const opened = new Date(now.getTime() - o.ago);
    const { id } = await createWorkOrder(as(customer, opened), { ...o, attachmentIds: [] });
    for (const [i, step] of o.steps.entries()) {
      const at = new Date(Math.min(opened.getTime() + (i + 1) * HOUR, now.getTime()));
      const who = as(step.by === 'customer' ? customer : support, at);
      if ('reply' in step) await replyToWorkOrder(who, { id, body: step.reply, attachmentIds: [] });
      else {
        const { act, rating, comment } = step;
        await actOnWorkOrder(who, { id, action: act, rating, comment });
      }
    }
  }
  await answerQuotaOrders(ctx, customer, support);
  const after = await allMessageIds(ctx.db);
  await readWhenSent(
    ctx.db,
    [...after].filter((m) => !before.has(m)),
  );
}

/**
 * The quota requests' work orders (demo-cloud.ts): support answers each within the hour and
 * resolves those the tenant's administrators have decided.
 */
async function answerQuotaOrders(ctx: DemoContext, customer: SystemActor, support: SystemActor) {
  const { list } = await listQuotaRequests(ctx.as(customer), { page: 1, pageSize: 50 });
  for (const q of list) {
    if (!q.workOrderId) continue;
    const asked = new Date(q.createdAt).getTime();
    await replyToWorkOrder(ctx.as(support, new Date(asked + 30 * MIN)), {
      id: q.workOrderId,
      body: 'Passed to your administrators for review; we follow it here.',
      attachmentIds: [],
    });
    if (q.status === 'pending' || !q.reviewedAt) continue;
    await actOnWorkOrder(ctx.as(support, new Date(Date.parse(q.reviewedAt) + HOUR)), {
      id: q.workOrderId,
      action: 'resolve',
      comment: q.reviewComment ?? undefined,
    });
  }
}
