import { formatFen, type MessageType } from '@ecloud/contract';
import type { MessageKey } from '../lib/i18n.ts';
import type { MessageParams, MessageTemplate } from '../modules/messages/templates.ts';

interface DemoMessage {
  username: string;
  type: MessageType;
  template: MessageTemplate;
  params: MessageParams;
  link?: string;
  at: Date;
  read: boolean;
}

const DAY = 86_400_000;
const HOSTS = ['web-prod-01', 'api-prod-02', 'db-master', 'cache-01', 'batch-worker-3', 'bastion'];
// Terms, not words: each reader sees them in their own language.
const PROVIDERS = ['ALI', 'HUAWEI', 'TENGXUN', 'QINGYUN'].map((c) => ({
  term: `provider.${c}.name` as MessageKey,
}));
const METRICS = (['cpu', 'memory', 'disk', 'bandwidthOut'] as const).map((m) => ({
  term: `term.metric.${m}` as const,
}));

const month = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
const day = (d: Date) => d.toISOString().slice(0, 10);
const yuan = (fen: number) => formatFen(fen);

/** One message of the i-th kind, deterministic so every demo looks the same. */
function nth(i: number, at: Date): Omit<DemoMessage, 'username' | 'at' | 'read'> {
  switch (i % 9) {
    case 0: {
      const m = new Date(at.getTime() - 30 * DAY);
      return {
        type: 'billing',
        template: 'msg.billReady',
        params: { month: month(m), amount: yuan(1_234_500 + i * 7_311) },
        link: '/userCenter/costCenter/index',
      };
    }
    case 1:
      return {
        type: 'billing',
        template: 'msg.voucherExpiring',
        params: {
          voucher: `CV${20260000 + i}`,
          amount: yuan(50_000 + i * 1000),
          date: day(new Date(at.getTime() + 20 * DAY)),
        },
        link: '/userCenter/costCenter/cloudTicket',
      };
    case 2:
      return {
        type: 'billing',
        template: 'msg.rechargeConfirmed',
        params: { amount: yuan(10_000_000 + i * 50_000), reference: `TR${88000 + i}` },
        link: '/userCenter/costCenter/rechargeRecord',
      };
    case 3:
      return {
        type: 'alarm',
        template: 'msg.alarmTriggered',
        params: {
          metric: METRICS[i % 4]!,
          resource: HOSTS[i % 6]!,
          value: `${85 + (i % 14)}%`,
          threshold: '80%',
        },
      };
    case 4:
      return {
        type: 'resource',
        template: 'msg.resourceExpiring',
        params: { resource: HOSTS[(i + 2) % 6]!, provider: PROVIDERS[i % 4]!, days: 3 + (i % 27) },
      };
    case 5:
      return {
        type: 'order',
        template: 'msg.orderPaid',
        params: { order: `OD${202611000 + i}`, amount: yuan(299_900 + i * 100) },
      };
    case 6:
      return {
        type: 'workOrder',
        template: 'msg.workOrderReplied',
        params: { ticket: `WO-${1000 + i}` },
      };
    case 7:
      return {
        type: 'system',
        template: 'msg.maintenanceWindow',
        params: { date: day(new Date(at.getTime() + 7 * DAY)), from: '02:00', to: '04:00' },
      };
    default:
      return {
        type: 'security',
        template: 'msg.newSignIn',
        params: {
          ip: `203.0.113.${(i * 37) % 250}`,
          time: at.toISOString().slice(0, 16).replace('T', ' '),
        },
      };
  }
}

/** admin: 120 unread and 40 read over two months; everyone else: a welcome and a few more. */
export function demoMessages(now: Date): DemoMessage[] {
  const out: DemoMessage[] = [];
  const add = (username: string, count: number, readFrom: number) => {
    for (let i = 0; i < count; i++) {
      const at = new Date(now.getTime() - (i * 9 + 1) * 3_600_000);
      out.push({ username, at, read: i >= readFrom, ...nth(i, at) });
    }
    out.push({
      username,
      type: 'system',
      template: 'msg.welcome',
      params: { username },
      link: '/userCenter/myAccount',
      at: new Date(now.getTime() - 70 * DAY),
      read: username !== 'finance',
    });
  };
  add('admin', 160, 120);
  for (const username of ['finance', 'channel', 'contract', 'ops', 'steward']) add(username, 12, 4);
  add('newops', 0, 0);
  return out;
}
