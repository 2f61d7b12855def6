import type { DemoContext } from './demo.ts';
import { seedChannelBanking, seedContracts } from './demo-channel.ts';
import { DEMO_PASSWORD } from './demo-users.ts';
import { AUDIT_CODE_LIST } from '@ecloud/contract';
import type { SystemActor } from '../lib/request-context.ts';
import { addTenantAccount, createTenant } from '../modules/identity/tenants.service.ts';
import { allMessageIds, readWhenSent } from '../modules/messages/messages.repository.ts';
import { setPartnerRate } from '../modules/billing/partner.service.ts';
import { addPlatformTenant } from '../modules/billing/platform.service.ts';
import { savePublicAccount } from '../modules/billing/public-account.service.ts';
import { appropriate, recover } from '../modules/billing/appropriation.service.ts';
import {
  issueInvoice,
  requestInvoice,
  reviewInvoice,
  saveTitle,
} from '../modules/billing/invoice.service.ts';
import { reviewRecharge, submitRecharge } from '../modules/billing/recharge.service.ts';
import { requestRefund, reviewRefund } from '../modules/billing/refund.service.ts';
import { spend } from '../modules/billing/spend.service.ts';
import { expireVouchers, grantVoucher } from '../modules/billing/voucher.service.ts';
import { monthStart } from '../modules/billing/time.ts';

const DAY = 86_400_000;
const PROVIDERS = ['ALI', 'HUAWEI', 'QINGYUN', 'TENGXUN', 'JINGDONG'] as const;
/**
 * Cloud usage is billed by the provider: its bill items carry the provider's own product names
 * (Chinese on these clouds), shown as the provider's text. Orders and adjustments are ours and
 * stored as terms, rendered in the reader's language (lib/i18n.ts, localizeStored).
 */
const PROVIDER_ITEMS: Record<(typeof PROVIDERS)[number], readonly string[]> = {
  ALI: [
    '云服务器 ECS ecs.g7.xlarge',
    '对象存储 OSS 标准存储',
    '云数据库 RDS MySQL 8.0',
    'CDN 下行流量',
  ],
  HUAWEI: ['弹性云服务器 ECS s6.xlarge.2', '云硬盘 EVS 超高 IO 500GB', '分布式缓存服务 Redis 4GB'],
  QINGYUN: ['云服务器 主机 4核8G', '弹性公网 IP 带宽', '对象存储 QingStor'],
  TENGXUN: ['云服务器 CVM S5.LARGE8', '云硬盘 CBS SSD 500GB', '云数据库 MySQL 双节点'],
  JINGDONG: ['云主机 g.n2.xlarge', '云硬盘 SSD 500GB', '弹性公网 IP 带宽'],
};
const ORDER_ITEMS = ['waf', 'antiDdos', 'sslCertificate', 'bastionHost', 'genomeSequencing'];
const ADJUSTMENT_ITEMS = ['rerated', 'slaCredit'];
/** Each source has its own reference prefix, so a reference says where a charge came from. */
const REF_PREFIX = { cloud: 'USG', order: 'ORD', adjustment: 'ADJ' } as const;

/** Deterministic, so every demo looks the same. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Six months of money for Demo Enterprise and Demo Channel's customers, made through the same
 * services the API uses (so every balance is a sum of real ledger entries), plus records in
 * every state and vouchers expiring this month.
 */
export async function seedBilling(ctx: DemoContext): Promise<void> {
  const { db, now } = ctx;
  const rand = rng(20_261_122);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  let keyN = 0;
  const key = () => `demo-seed-${String(++keyN).padStart(6, '0')}`;
  const ids = (username: string) => ctx.users.get(username)!;

  const { as, system } = ctx;
  await addPlatformTenant(system(), { tenantId: ctx.tenants.platform });
  // History's notifications were read long ago; only the foundation's inbox stays unread.
  const before = await allMessageIds(db);
  const auditorUser = ids('auditor');
  const auditor: SystemActor = {
    tenantId: auditorUser.tenantId,
    userId: auditorUser.id,
    name: 'Audrey Auditor',
    authCodes: AUDIT_CODE_LIST.join(','),
  };

  // The platform's receiving accounts, opened over the last years; one closed since.
  const receiving = (
    daysAgo: number,
    bankName: string,
    branch: string,
    accountNo: string,
    remark: string,
    enabled = true,
  ) =>
    savePublicAccount(as(auditor, new Date(now.getTime() - daysAgo * DAY)), {
      accountName: 'eCloud Technology Co., Ltd.',
      bankName,
      branch,
      accountNo,
      remark,
      enabled,
    });
  const icbc = await receiving(
    400,
    '中国工商银行',
    '北京海淀支行',
    '0200004509200123456',
    '推荐：当日确认到账',
  );
  await receiving(380, '中国建设银行', '上海浦东分行', '31050161393600001234', '');
  await receiving(500, '交通银行', '深圳分行', '443066285018150012345', '已停用，请勿转账', false);

  // Sub-accounts of Demo Enterprise, and more customers of Demo Channel.
  const child = async (name: string, parentId: string) =>
    createTenant(system(), { name, parentId });
  const subs = [
    await child('Demo Enterprise · R&D', ctx.tenants.enterprise),
    await child('Demo Enterprise · Marketing', ctx.tenants.enterprise),
  ];
  const CUSTOMERS = [
    { tenantName: 'Star Retail Ltd.', username: 'starretail', name: 'Sam Star' },
    { tenantName: 'Blue Ocean Logistics', username: 'blueocean', name: 'Bella Ocean' },
  ];
  const customers: { id: string }[] = [];
  for (const c of CUSTOMERS) customers.push(await child(c.tenantName, ctx.tenants.channel));
  await setPartnerRate(as(auditor), { tenantId: ctx.tenants.channel, rateBp: 800 });
  // Each customer of the channel has a primary account of its own (it reports its transfers),
  // with a hash of its own (own salt), like every demo user; created side by side.
  const customerActors = await Promise.all(
    CUSTOMERS.map(async ({ tenantName, username, name }, i) => {
      const tenantId = customers[i]!.id;
      const { id } = await addTenantAccount(system(), {
        tenantId,
        username,
        password: DEMO_PASSWORD,
        name,
        email: `${username}@demo.ecloud.example.com`,
        accountType: 0,
        customType: 1,
        roles: [],
        history: { loginNum: 3, lastLoginAt: null },
      });
      return { tenantId, userId: id, name, tenantName };
    }),
  );

  const admin = ids('admin');
  const enterprise: SystemActor & { tenantName: string } = {
    tenantId: admin.tenantId,
    userId: admin.id,
    name: 'Demo Admin',
    tenantName: 'Demo Enterprise',
  };
  const channelUser = ids('channel');
  const channel: SystemActor & { tenantName: string } = {
    tenantId: channelUser.tenantId,
    tenantKind: 'channel',
    userId: channelUser.id,
    name: 'Chen Channel',
    tenantName: 'Demo Channel',
  };

  const recharge = async (
    who: SystemActor & { tenantName: string },
    amount: number,
    at: Date,
    outcome: 'confirmed' | 'rejected' | 'submitted',
  ) => {
    const r = await submitRecharge(as(who, at), {
      idempotencyKey: key(),
      amount,
      payerName: `${who.tenantName} Finance`,
      payerBank: pick(['招商银行', '中国银行', '中国农业银行']),
      payerAccount: `6222 0210 ${String(1000 + keyN).padStart(4, '0')} 8866`,
      transferRef: `TR${at.toISOString().slice(0, 10).replace(/-/g, '')}${String(keyN).padStart(4, '0')}`,
      transferDate: at.toISOString().slice(0, 10),
      publicAccountId: icbc.id,
      remark: '',
    });
    if (outcome === 'submitted') return;
    await reviewRecharge(
      as(auditor, new Date(Math.min(at.getTime() + 3 * 3_600_000, now.getTime()))),
      {
        idempotencyKey: key(),
        id: r.id,
        approve: outcome === 'confirmed',
        reason: outcome === 'rejected' ? '款项尚未到账' : undefined,
      },
    );
  };
  const charge = (source: keyof typeof REF_PREFIX) => {
    const provider = pick(PROVIDERS);
    return {
      source,
      sourceRef: `${REF_PREFIX[source]}-${String(100_000 + keyN)}`,
      // Value-added products are the platform's own, bought from no cloud.
      provider: source === 'order' ? '' : provider,
      description:
        source === 'cloud'
          ? pick(PROVIDER_ITEMS[provider])
          : source === 'order'
            ? `term:billing.item.${pick(ORDER_ITEMS)}`
            : `term:billing.item.${pick(ADJUSTMENT_ITEMS)}`,
    };
  };
  const consume = (tenantId: string, amount: number, at: Date) =>
    spend(as(auditor, at), {
      idempotencyKey: key(),
      tenantId,
      amount,
      ...charge(pick(['cloud', 'cloud', 'cloud', 'order', 'adjustment'] as const)),
    });

  // Month by month, oldest first, so balances grow before they are spent.
  const spends: { tenantId: string; id: string }[] = [];
  for (let m = 5; m >= 0; m--) {
    const start = monthStart(now, m);
    const end = m === 0 ? now : monthStart(now, m - 1);
    const span = end.getTime() - start.getTime();
    const at = (fraction: number) => new Date(start.getTime() + Math.floor(span * fraction));

    await recharge(
      enterprise,
      5_000_000 + Math.floor(rand() * 20) * 100_000,
      at(0.02),
      'confirmed',
    );
    await recharge(channel, 1_000_000, at(0.03), 'confirmed');
    for (const c of customerActors) await recharge(c, 2_000_000, at(0.04), 'confirmed');
    await grantVoucher(as(auditor, at(0.05)), {
      idempotencyKey: key(),
      tenantId: enterprise.tenantId,
      name: `Monthly cloud voucher ${start.toISOString().slice(0, 7)}`,
      amount: 50_000,
      expiresAt: new Date(start.getTime() + 75 * DAY).toISOString(),
    });
    for (const sub of subs) {
      await appropriate(as(enterprise, at(0.06)), {
        idempotencyKey: key(),
        subTenantId: sub.id,
        amount: 300_000,
        remark: '月度预算',
      });
    }
    const count = m === 0 ? 12 : 22;
    for (let i = 0; i < count; i++) {
      const when = at(0.1 + (0.88 * i) / count);
      const c = await consume(enterprise.tenantId, 20_000 + Math.floor(rand() * 180_000), when);
      spends.push({ tenantId: enterprise.tenantId, id: c.id });
      if (i % 3 === 0) {
        await consume(pick(customers).id, 10_000 + Math.floor(rand() * 90_000), when);
      }
      if (i % 5 === 0) await consume(subs[i % 2]!.id, 5_000 + Math.floor(rand() * 20_000), when);
    }
    if (m === 2) {
      await recover(as(enterprise, at(0.95)), {
        idempotencyKey: key(),
        subTenantId: subs[0]!.id,
        amount: 100_000,
        remark: '预算结余收回',
      });
    }
  }
  await recharge(enterprise, 800_000, new Date(now.getTime() - 20 * DAY), 'rejected');
  await recharge(enterprise, 1_500_000, new Date(now.getTime() - 2 * 3_600_000), 'submitted');

  // Vouchers: one usable for a while, one expiring this month, one already expired.
  const monthEnd = monthStart(now, -1);
  const soon =
    monthEnd.getTime() - 60_000 > now.getTime() + 60_000
      ? new Date(monthEnd.getTime() - 60_000)
      : new Date(now.getTime() + DAY);
  await grantVoucher(as(auditor, new Date(now.getTime() - 10 * DAY)), {
    idempotencyKey: key(),
    tenantId: enterprise.tenantId,
    name: 'New-customer voucher',
    amount: 200_000,
    expiresAt: soon.toISOString(),
  });
  await grantVoucher(as(auditor, new Date(now.getTime() - 5 * DAY)), {
    idempotencyKey: key(),
    tenantId: enterprise.tenantId,
    name: '年度合作伙伴代金券',
    amount: 500_000,
    expiresAt: new Date(now.getTime() + 200 * DAY).toISOString(),
  });
  await expireVouchers(db, now);

  // Invoices in every state.
  const title = await saveTitle(as(enterprise, new Date(now.getTime() - 170 * DAY)), {
    title: 'Demo Enterprise Co., Ltd.',
    taxNo: '91110108MA01ABCD2X',
    bankName: '招商银行北京分行',
    bankAccount: '110902345610201',
    address: '1 Zhongguancun Street, Haidian, Beijing',
    phone: '010-88886666',
    isDefault: true,
  });
  await saveTitle(as(enterprise, new Date(now.getTime() - 90 * DAY)), {
    title: 'Demo Enterprise (Shanghai) Co., Ltd.',
    taxNo: '91310115MA1K4XYZ7Q',
    bankName: '',
    bankAccount: '',
    address: '',
    phone: '',
    isDefault: false,
  });
  const invoice = async (
    amount: number,
    daysAgo: number,
    outcome: 'submitted' | 'approved' | 'issued' | 'rejected',
  ) => {
    const at = new Date(now.getTime() - daysAgo * DAY);
    const r = await requestInvoice(as(enterprise, at), {
      idempotencyKey: key(),
      titleId: title.id,
      amount,
      type: daysAgo % 2 ? 'special' : 'normal',
      email: 'finance@demo.ecloud.example.com',
      address: '1 Zhongguancun Street, Haidian, Beijing',
    });
    if (outcome === 'submitted') return;
    const later = new Date(at.getTime() + DAY);
    await reviewInvoice(as(auditor, later), {
      idempotencyKey: key(),
      id: r.id,
      approve: outcome !== 'rejected',
      reason: outcome === 'rejected' ? '税号与发票抬头不一致' : undefined,
    });
    if (outcome === 'issued') {
      await issueInvoice(as(auditor, new Date(later.getTime() + DAY)), {
        idempotencyKey: key(),
        id: r.id,
        invoiceNo: `0441${String(daysAgo).padStart(6, '0')}`,
      });
    }
  };
  await invoice(1_000_000, 150, 'issued');
  await invoice(1_200_000, 120, 'issued');
  await invoice(900_000, 60, 'rejected');
  await invoice(800_000, 40, 'approved');
  await invoice(500_000, 3, 'submitted');

  // Refunds in every state: of orders (consumptions) and of unspent cash.
  const refund = async (
    req: { kind: 'order'; consumptionId: string } | { kind: 'cash'; amount: number },
    daysAgo: number,
    outcome: 'submitted' | 'approved' | 'rejected',
  ) => {
    const at = new Date(now.getTime() - daysAgo * DAY);
    const r = await requestRefund(as(enterprise, at), {
      idempotencyKey: key(),
      reason: '资源在无理由退款期内释放',
      ...req,
    });
    if (outcome === 'submitted') return;
    await reviewRefund(as(auditor, new Date(at.getTime() + DAY)), {
      idempotencyKey: key(),
      id: r.id,
      approve: outcome === 'approved',
      reason: outcome === 'rejected' ? '已超过退款期限' : undefined,
    });
  };
  const recent = spends.slice(-12);
  await refund({ kind: 'order', consumptionId: recent[0]!.id }, 6, 'approved');
  await refund({ kind: 'order', consumptionId: recent[1]!.id }, 5, 'rejected');
  await refund({ kind: 'order', consumptionId: recent[2]!.id }, 1, 'submitted');
  await refund({ kind: 'cash', amount: 200_000 }, 4, 'approved');
  await refund({ kind: 'cash', amount: 100_000 }, 2, 'submitted');

  await seedChannelBanking({ as, channel, auditor, key, now });
  await seedContracts(system, ctx.tenants.contract, now);
  const after = await allMessageIds(db);
  await readWhenSent(
    db,
    [...after].filter((id) => !before.has(id)),
  );
}
