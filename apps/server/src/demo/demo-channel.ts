import type { Database } from '../db/client.ts';
import { contracts } from '../db/schema/index.ts';
import type { ServiceContext, SystemActor } from '../lib/request-context.ts';
import { addBankAccount, verifyBankAccount } from '../modules/billing/bank-account.service.ts';
import {
  cancelWithdrawal,
  reviewWithdrawal,
  submitWithdrawal,
} from '../modules/billing/withdrawal.service.ts';

// The demo's channel banking and contracts, chapters of the money history (demo-billing.ts).

const DAY = 86_400_000;

/** Demo Channel's bank accounts and withdrawals, each in every state. */
export async function seedChannelBanking({
  as,
  channel,
  auditor,
  key,
  now,
}: {
  as: (who: SystemActor, at: Date) => ServiceContext;
  channel: SystemActor;
  auditor: SystemActor;
  key: () => string;
  now: Date;
}): Promise<void> {
  const bank = async (no: string, bankName: string, outcome: 'verified' | 'rejected' | 'new') => {
    const r = await addBankAccount(as(channel, new Date(now.getTime() - 100 * DAY)), {
      accountName: 'Demo Channel Co., Ltd.',
      bankName,
      branch: '杭州分行',
      accountNo: no,
    });
    if (outcome !== 'new') {
      await verifyBankAccount(as(auditor, new Date(now.getTime() - 99 * DAY)), {
        id: r.id,
        approve: outcome === 'verified',
        reason: outcome === 'rejected' ? '户名与营业执照不一致' : undefined,
      });
    }
    return r.id;
  };
  const verified = await bank('6214 8301 2345 6789', '招商银行', 'verified');
  await bank('6217 0000 1111 2222', '中国建设银行', 'rejected');
  await bank('6228 4800 9999 0000', '中国农业银行', 'new');
  const withdraw = async (
    amount: number,
    daysAgo: number,
    outcome: 'paid' | 'rejected' | 'cancelled' | 'submitted',
  ) => {
    const at = new Date(now.getTime() - daysAgo * DAY);
    const w = await submitWithdrawal(as(channel, at), {
      idempotencyKey: key(),
      amount,
      bankAccountId: verified,
      remark: '季度返利',
    });
    const later = new Date(at.getTime() + DAY);
    if (outcome === 'cancelled') {
      await cancelWithdrawal(as(channel, later), { idempotencyKey: key(), id: w.id });
    } else if (outcome !== 'submitted') {
      await reviewWithdrawal(as(auditor, later), {
        idempotencyKey: key(),
        id: w.id,
        approve: outcome === 'paid',
        reason: outcome === 'rejected' ? '银行信息需重新确认' : undefined,
      });
    }
  };
  await withdraw(50_000, 60, 'paid');
  await withdraw(30_000, 30, 'rejected');
  await withdraw(20_000, 15, 'cancelled');
  await withdraw(40_000, 1, 'submitted');
}

/** Contract Co is billed by contract: its contracts, in each state. */
export async function seedContracts(db: Database, tenantId: string, now: Date): Promise<void> {
  const y = now.getUTCFullYear();
  await db.insert(contracts).values([
    {
      tenantId,
      contractNo: `HT-${y - 1}-0012`,
      name: '云服务框架协议',
      amount: 120_000_000,
      billedAmount: 120_000_000,
      startDate: `${y - 1}-01-01`,
      endDate: `${y - 1}-12-31`,
      status: 'expired',
      signedAt: new Date(Date.UTC(y - 2, 11, 20)),
      createdAt: new Date(Date.UTC(y - 2, 11, 20)),
    },
    {
      tenantId,
      contractNo: `HT-${y}-0007`,
      name: '云服务框架协议（续签）',
      amount: 150_000_000,
      billedAmount: 98_765_400,
      startDate: `${y}-01-01`,
      endDate: `${y}-12-31`,
      status: 'active',
      signedAt: new Date(Date.UTC(y - 1, 11, 18)),
      createdAt: new Date(Date.UTC(y - 1, 11, 18)),
    },
    {
      tenantId,
      contractNo: `HT-${y}-0031`,
      name: '安全服务补充协议',
      amount: 8_000_000,
      billedAmount: 0,
      startDate: `${y + 1}-01-01`,
      endDate: `${y + 1}-12-31`,
      status: 'pending',
      signedAt: null,
      createdAt: now,
    },
    {
      tenantId,
      contractNo: `HT-${y}-0019`,
      name: 'GPU 算力预留协议',
      amount: 30_000_000,
      billedAmount: 4_500_000,
      startDate: `${y}-03-01`,
      endDate: `${y + 1}-02-28`,
      status: 'terminated',
      signedAt: new Date(Date.UTC(y, 1, 25)),
      remark: '双方协商终止',
      createdAt: new Date(Date.UTC(y, 1, 25)),
    },
  ]);
}
