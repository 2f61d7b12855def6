import type { ServiceContext, SystemActor } from '../lib/request-context.ts';
import { recordContract } from '../modules/billing/platform.service.ts';
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
export async function seedContracts(
  system: (at?: Date) => ServiceContext,
  tenantId: string,
  now: Date,
): Promise<void> {
  const y = now.getUTCFullYear();
  // number, name, amount, billed, start, end, status, signed (null: not yet), remark
  const contracts = [
    [
      `HT-${y - 1}-0012`,
      '云服务框架协议',
      120_000_000,
      120_000_000,
      `${y - 1}-01-01`,
      `${y - 1}-12-31`,
      'expired',
      Date.UTC(y - 2, 11, 20),
      '',
    ],
    [
      `HT-${y}-0007`,
      '云服务框架协议（续签）',
      150_000_000,
      98_765_400,
      `${y}-01-01`,
      `${y}-12-31`,
      'active',
      Date.UTC(y - 1, 11, 18),
      '',
    ],
    [
      `HT-${y}-0031`,
      '安全服务补充协议',
      8_000_000,
      0,
      `${y + 1}-01-01`,
      `${y + 1}-12-31`,
      'pending',
      null,
      '',
    ],
    [
      `HT-${y}-0019`,
      'GPU 算力预留协议',
      30_000_000,
      4_500_000,
      `${y}-03-01`,
      `${y + 1}-02-28`,
      'terminated',
      Date.UTC(y, 1, 25),
      '双方协商终止',
    ],
  ] as const;
  for (const [
    contractNo,
    name,
    amount,
    billedAmount,
    startDate,
    endDate,
    status,
    signed,
    remark,
  ] of contracts) {
    const signedAt = signed === null ? null : new Date(signed);
    // Recorded when signed; one not signed yet was recorded now.
    await recordContract(system(signedAt ?? now), {
      tenantId,
      contractNo,
      name,
      amount,
      billedAmount,
      startDate,
      endDate,
      status,
      signedAt,
      remark,
    });
  }
}
