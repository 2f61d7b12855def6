import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import {
  bankAccounts,
  billingProfiles,
  platformTenants,
  tenants,
  users,
} from '../src/db/schema/index.ts';
import { AppError } from '../src/lib/errors.ts';
import { AUDIT_CODE_LIST } from '@ecloud/contract';
import { systemContext, type SystemActor } from '../src/lib/request-context.ts';
import { atMoment, standaloneDeps } from '../src/lib/standalone-context.ts';
import { appropriate, recover } from '../src/modules/billing/appropriation.service.ts';
import { reviewRecharge, submitRecharge } from '../src/modules/billing/recharge.service.ts';
import { requestRefund, reviewRefund } from '../src/modules/billing/refund.service.ts';
import * as w from './ledger-workload-spends.ts';
import { expireVouchers, grantVoucher } from '../src/modules/billing/voucher.service.ts';
import {
  cancelWithdrawal,
  reviewWithdrawal,
  submitWithdrawal,
} from '../src/modules/billing/withdrawal.service.ts';
import { seededRandom } from '../src/lib/seeded-random.ts';
import { isTransient, pacedKiller } from './ledger-faults.ts';

// The ledger's invariant workload (after TigerBeetle's auditor and Formance's Antithesis
// workload): random concurrent operations, calls sometimes sent twice with one key, connections
// killed at random (PostgreSQL); ledger-audit.ts then checks the books.

const T0 = Date.UTC(2026, 0, 1);
const MINUTE = 60_000;
export const RATE_BP = 700;

export type Event =
  | { kind: 'recharge'; txn: number; tenant: string; amount: number }
  | { kind: 'spend'; txn: number; tenant: string; amount: number; at: number; id: string }
  | { kind: 'move'; txn: number; parent: string; child: string; amount: number }
  | { kind: 'grant'; txn: number; tenant: string; amount: number; expiresAt: number; id: string }
  | { kind: 'cashHold'; txn: number; tenant: string; amount: number }
  | { kind: 'cashSettle'; txn: number; tenant: string; amount: number; paid: boolean }
  | { kind: 'orderRefund'; txn: number; tenant: string; consumption: string }
  | { kind: 'wHold'; txn: number; amount: number }
  | { kind: 'wSettle'; txn: number; amount: number; paid: boolean };

export interface WorkloadResult {
  seed: number;
  ops: number;
  succeeded: number;
  refused: number;
  transientRetries: number;
  duplicates: number;
}

export async function runWorkload(
  db: Database,
  opts: { seed: number; ops: number; concurrency: number; kill?: () => Promise<void> },
): Promise<
  WorkloadResult & { events: Event[]; tenants: Record<'K' | 'P' | 'E' | 'C1' | 'C2', string> }
> {
  const rand = seededRandom(opts.seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;

  // Organisations: a platform, a channel partner K, its customers P and E, P's sub-accounts.
  const mk = async (name: string, kind: 'enterprise' | 'channel', parentId: string | null) => {
    const [t] = await db.insert(tenants).values({ name, kind, parentId }).returning();
    const [u] = await db
      .insert(users)
      .values({
        tenantId: t!.id,
        username: `w${opts.seed}${name}`.toLowerCase(),
        name,
        accountType: 0,
        customType: 1,
        passwordHash: 'x',
      })
      .returning({ id: users.id });
    return {
      tenantId: t!.id,
      userId: u!.id,
      name,
      tenantName: name,
      tenantKind: kind,
      // The platform's people review and post; the services check it as they do for the API.
      authCodes: name === 'Platform' ? AUDIT_CODE_LIST.join(',') : 'all',
    } satisfies SystemActor;
  };
  // Every call acts as one of the organisations at the operation's own moment.
  const deps = standaloneDeps(db);
  const as = (who: SystemActor, at: Date) => atMoment(systemContext(deps, who), at);
  const platform = await mk('Platform', 'enterprise', null);
  await db.insert(platformTenants).values({ tenantId: platform.tenantId });
  const K = await mk('K', 'channel', null);
  await db.insert(billingProfiles).values({ tenantId: K.tenantId, rebateRateBp: RATE_BP });
  const P = await mk('P', 'enterprise', K.tenantId);
  const E = await mk('E', 'enterprise', K.tenantId);
  const C1 = await mk('C1', 'enterprise', P.tenantId);
  const C2 = await mk('C2', 'enterprise', P.tenantId);
  const [bank] = await db
    .insert(bankAccounts)
    .values({
      tenantId: K.tenantId,
      accountName: 'K',
      bankName: 'B',
      accountNo: '6214830123456789',
      status: 'verified',
      createdAt: new Date(T0),
    })
    .returning({ id: bankAccounts.id });
  const pub = (await db.execute(
    sql`insert into public_accounts (account_name, bank_name, account_no) values ('eCloud', 'ICBC', '0200004509200123456') returning id`,
  )) as unknown as { rows: { id: string }[] };
  await w.seedWorkloadProduct(db);
  const spenders = [P, E, C1, C2];
  const children = [C1, C2];

  const events: Event[] = [];
  const spends: { id: string; tenant: string }[] = [];
  let succeeded = 0;
  let refused = 0;
  let transientRetries = 0;
  let duplicates = 0;
  let keyN = 0;
  const key = () => `w${opts.seed}-${++keyN}`;

  /** One call, retried with the same key on connection loss, sometimes duplicated on purpose. */
  async function send<T>(f: (key: string) => Promise<T>): Promise<T | null> {
    const k = key();
    const attempt = async (): Promise<T | AppError> => {
      for (let i = 0; ; i++) {
        try {
          return await f(k);
        } catch (e) {
          if (e instanceof AppError) return e;
          if (!isTransient(e) || i > 50) throw e;
          transientRetries++;
          await new Promise((r) => setTimeout(r, 5 + i * 5));
        }
      }
    };
    const dup = rand() < 0.25;
    const [first, second] = await Promise.all([
      attempt(),
      dup ? attempt() : Promise.resolve(undefined),
    ]);
    if (dup) duplicates++;
    // With the same key, two successes must be the same result. One success and one business
    // refusal is legal (the first attempt failed and left no key; the second then did the work).
    const wins = [first, second].filter((x) => x !== undefined && !(x instanceof AppError)) as T[];
    if (wins.length === 2 && !isDeepStrictEqual(wins[0], wins[1])) {
      throw new Error(
        `same key, different results: ${JSON.stringify(wins[0])} vs ${JSON.stringify(wins[1])}`,
      );
    }
    if (!wins.length) {
      refused++;
      return null;
    }
    succeeded++;
    return wins[0]!;
  }

  /**
   * The platform reviews what `id` names, approving with the given odds (a refusal says why);
   * the odds are drawn before the call, as every operation draws in a fixed order.
   */
  async function review<T>(
    call: (
      ctx: ReturnType<typeof as>,
      input: { idempotencyKey: string; id: string; approve: boolean; reason?: string },
    ) => Promise<T>,
    id: string,
    odds: number,
    now: Date,
  ): Promise<{ approve: boolean; done: T | null }> {
    const approve = rand() < odds;
    const done = await send((k) =>
      call(as(platform, now), {
        idempotencyKey: k,
        id,
        approve,
        reason: approve ? undefined : 'no',
      }),
    );
    return { approve, done };
  }

  const op = async (i: number) => {
    const now = new Date(T0 + i * MINUTE);
    const r = rand();
    if (r < 0.16) {
      const who = pick(spenders);
      const amount = int(1, 20_000);
      const sub = await send((k) =>
        submitRecharge(as(who, now), {
          idempotencyKey: k,
          amount,
          payerName: 'x',
          payerBank: 'y',
          payerAccount: '62220210123488',
          transferRef: `TR${i}`,
          transferDate: '2026-01-01',
          publicAccountId: pub.rows[0]!.id,
          remark: '',
        }),
      );
      if (!sub) return;
      const { approve, done: res } = await review(reviewRecharge, sub.id, 0.9, now);
      if (res && approve) {
        events.push({ kind: 'recharge', txn: Number(res.txnId), tenant: who.tenantId, amount });
      }
    } else if (r < 0.48) {
      const who = pick(spenders);
      // A third are the tenants' own orders (the orders domain), paid in their own transaction.
      const units = rand() < 0.33 ? int(1, 60) : 0;
      const amount = units ? units * w.ORDER_UNIT_FEN : int(1, 6_000);
      const res = await send((k) =>
        units
          ? w.orderSpend(as(who, now), k, units)
          : w.cloudSpend(as(platform, now), k, who.tenantId, amount, `U${i}`),
      );
      if (res && !('paid' in res && !res.paid)) {
        events.push({
          kind: 'spend',
          txn: Number(res.txnId),
          tenant: who.tenantId,
          amount,
          at: now.getTime(),
          id: res.id,
        });
        spends.push({ id: res.id, tenant: who.tenantId });
      }
    } else if (r < 0.62) {
      const child = pick(children);
      const direction = rand() < 0.55 ? 'appropriate' : 'recover';
      const amount = int(1, 5_000);
      const res = await send((k) =>
        (direction === 'appropriate' ? appropriate : recover)(as(P, now), {
          idempotencyKey: k,
          subTenantId: child.tenantId,
          amount,
        }),
      );
      if (res) {
        events.push({
          kind: 'move',
          txn: Number(res.txnId),
          parent: direction === 'appropriate' ? P.tenantId : child.tenantId,
          child: direction === 'appropriate' ? child.tenantId : P.tenantId,
          amount,
        });
      }
    } else if (r < 0.7) {
      const who = pick(spenders);
      const amount = int(100, 3_000);
      const expiresAt = T0 + (i + int(1, 150)) * MINUTE;
      const res = await send((k) =>
        grantVoucher(as(platform, now), {
          idempotencyKey: k,
          tenantId: who.tenantId,
          name: `v${i}`,
          amount,
          expiresAt: new Date(expiresAt).toISOString(),
        }),
      );
      if (res) {
        events.push({
          kind: 'grant',
          txn: Number(res.txnId),
          tenant: who.tenantId,
          amount,
          expiresAt,
          id: res.id,
        });
      }
    } else if (r < 0.74) {
      // The sweep has no key: it is safe to run any number of times by construction.
      for (let a = 0; ; a++) {
        try {
          await expireVouchers(db, now, 50);
          break;
        } catch (e) {
          if (!isTransient(e) || a > 50) throw e;
          transientRetries++;
        }
      }
    } else if (r < 0.8) {
      const who = pick(spenders);
      const amount = int(1, 3_000);
      const res = await send((k) =>
        requestRefund(as(who, now), { idempotencyKey: k, kind: 'cash', amount, reason: 'r' }),
      );
      if (!res) return;
      events.push({ kind: 'cashHold', txn: Number(res.txnId), tenant: who.tenantId, amount });
      const { approve, done: rev } = await review(reviewRefund, res.id, 0.5, now);
      if (rev) {
        events.push({
          kind: 'cashSettle',
          txn: Number(rev.txnId),
          tenant: who.tenantId,
          amount,
          paid: approve,
        });
      }
    } else if (r < 0.87) {
      if (!spends.length) return;
      const s = pick(spends);
      const who = spenders.find((x) => x.tenantId === s.tenant)!;
      const res = await send((k) =>
        requestRefund(as(who, now), {
          idempotencyKey: k,
          kind: 'order',
          consumptionId: s.id,
          reason: 'r',
        }),
      );
      if (!res) return;
      const { approve, done: rev } = await review(reviewRefund, res.id, 0.7, now);
      if (rev && approve) {
        events.push({
          kind: 'orderRefund',
          txn: Number(rev.txnId),
          tenant: s.tenant,
          consumption: s.id,
        });
      }
    } else {
      const amount = int(1, 800);
      const res = await send((k) =>
        submitWithdrawal(as(K, now), { idempotencyKey: k, amount, bankAccountId: bank!.id }),
      );
      if (!res) return;
      events.push({ kind: 'wHold', txn: Number(res.txnId), amount });
      const outcome = pick(['paid', 'rejected', 'cancelled'] as const);
      const done = await send((k) =>
        outcome === 'cancelled'
          ? cancelWithdrawal(as(K, now), { idempotencyKey: k, id: res.id })
          : reviewWithdrawal(as(platform, now), {
              idempotencyKey: k,
              id: res.id,
              approve: outcome === 'paid',
              reason: outcome === 'paid' ? undefined : 'no',
            }),
      );
      if (done)
        events.push({ kind: 'wSettle', txn: Number(done.txnId), amount, paid: outcome === 'paid' });
    }
  };

  let next = 0;
  const killer = opts.kill ? pacedKiller(opts.seed, () => next, opts.kill) : null;
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (next < opts.ops) await op(next++);
    }),
  );
  await killer?.stop();
  // A final sweep after the last operation's time expires what is due.
  await expireVouchers(db, new Date(T0 + (opts.ops + 1) * MINUTE), 10_000);

  const ids = {
    K: K.tenantId,
    P: P.tenantId,
    E: E.tenantId,
    C1: C1.tenantId,
    C2: C2.tenantId,
  };
  return {
    seed: opts.seed,
    ops: opts.ops,
    succeeded,
    refused,
    transientRetries,
    duplicates,
    events,
    tenants: ids,
  };
}
