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
import { rows, settleRebates } from '../src/modules/billing/ledger.ts';
import { reviewRecharge, submitRecharge } from '../src/modules/billing/recharge.service.ts';
import { requestRefund, reviewRefund } from '../src/modules/billing/refund.service.ts';
import { rebateOf, spend } from '../src/modules/billing/spend.service.ts';
import { expireVouchers, grantVoucher } from '../src/modules/billing/voucher.service.ts';
import {
  cancelWithdrawal,
  reviewWithdrawal,
  submitWithdrawal,
} from '../src/modules/billing/withdrawal.service.ts';
import { seededRandom } from '../src/lib/seeded-random.ts';

/**
 * The ledger's invariant workload, in the style of TigerBeetle's auditor and Formance's
 * Antithesis workload: random operations run concurrently, each call sometimes sent twice with
 * the same key, connections killed at random (PostgreSQL); afterwards the books are checked
 * against the database's own sums and against a reference model replayed from the requests.
 */

const T0 = Date.UTC(2026, 0, 1);
const MINUTE = 60_000;
const RATE_BP = 700;

type Event =
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

const isTransient = (e: unknown): boolean => {
  if (e instanceof AppError) return false;
  const text = (x: unknown): string =>
    x instanceof Error
      ? `${x.message} ${(x as { code?: string }).code ?? ''} ${text(x.cause)}`
      : '';
  return /terminat|Connection|ECONNRESET|EPIPE|57P01|57P02|57P03|08006|08003|40P01|40001|Client has encountered|timeout exceeded/i.test(
    text(e),
  );
};

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
      const approve = rand() < 0.9;
      const res = await send((k) =>
        reviewRecharge(as(platform, now), {
          idempotencyKey: k,
          id: sub.id,
          approve,
          reason: approve ? undefined : 'no',
        }),
      );
      if (res && approve) {
        events.push({ kind: 'recharge', txn: Number(res.txnId), tenant: who.tenantId, amount });
      }
    } else if (r < 0.48) {
      const who = pick(spenders);
      const amount = int(1, 6_000);
      const res = await send((k) =>
        spend(as(platform, now), {
          idempotencyKey: k,
          tenantId: who.tenantId,
          amount,
          source: 'cloud',
          sourceRef: `U${i}`,
          provider: 'ALI',
          description: '',
        }),
      );
      if (res) {
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
      const approve = rand() < 0.5;
      const rev = await send((k) =>
        reviewRefund(as(platform, now), {
          idempotencyKey: k,
          id: res.id,
          approve,
          reason: approve ? undefined : 'no',
        }),
      );
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
      const approve = rand() < 0.7;
      const rev = await send((k) =>
        reviewRefund(as(platform, now), {
          idempotencyKey: k,
          id: res.id,
          approve,
          reason: approve ? undefined : 'no',
        }),
      );
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
  let killing = !!opts.kill;
  const killer = (async () => {
    while (killing) {
      await new Promise((r) => setTimeout(r, 15 + Math.floor(rand() * 60)));
      if (killing) await opts.kill!().catch(() => undefined);
    }
  })();
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (next < opts.ops) await op(next++);
    }),
  );
  killing = false;
  await killer;
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

/** The problems found in the books; empty when every invariant holds. */
export async function audit(
  db: Database,
  run: Awaited<ReturnType<typeof runWorkload>>,
): Promise<string[]> {
  const problems: string[] = [];
  const one = async <T>(q: ReturnType<typeof sql>) => (await rows<T>(db, q))[0]!;
  // Partners' rebates accrue into a queue (rebate_accruals) and reach the balance column when
  // settled; settled here, every balance must again equal the sum of its entries (I3).
  await settleRebates(db);

  // I1: every transaction balances and has at least two entries.
  const unbalanced = await rows<{ txn_id: string }>(
    db,
    sql`select txn_id from ledger_entries group by txn_id having sum(amount) <> 0 or count(*) < 2`,
  );
  if (unbalanced.length)
    problems.push(`unbalanced transactions: ${unbalanced.map((r) => r.txn_id)}`);
  const empty = await rows<{ id: string }>(
    db,
    sql`select t.id from ledger_transactions t where not exists (select 1 from ledger_entries e where e.txn_id = t.id)`,
  );
  if (empty.length) problems.push(`transactions without entries: ${empty.length}`);

  // I3: no forbidden negative balance; every kept balance equals the sum of its entries.
  const negative = await one<{ n: number }>(
    sql`select count(*)::int as n from ledger_accounts where no_overdraft and balance < 0`,
  );
  if (negative.n) problems.push(`${negative.n} no-overdraft accounts are negative`);
  const drift = await rows<{ id: string; balance: string; sum: string }>(
    db,
    sql`select a.id, a.balance, coalesce((select sum(amount) from ledger_entries e where e.account_id = a.id), 0) as sum
        from ledger_accounts a where a.tenant_id is not null
          and a.balance <> coalesce((select sum(amount) from ledger_entries e where e.account_id = a.id), 0)`,
  );
  if (drift.length) problems.push(`balances drift from entries: ${JSON.stringify(drift)}`);

  // I2: what customers hold = money in - money out, from the business records.
  const c = await one<Record<string, string>>(
    sql`select
      (select coalesce(sum(balance), 0) from ledger_accounts where tenant_id is not null) as held,
      (select coalesce(sum(amount), 0) from recharges where status = 'confirmed') as recharged,
      (select coalesce(sum(face_value), 0) from vouchers) as granted,
      (select coalesce(sum(expired_amount), 0) from vouchers) as expired,
      (select coalesce(sum(amount), 0) from rebates) as rebates,
      (select coalesce(sum(amount - refunded), 0) from consumptions) as spent,
      (select coalesce(sum(amount), 0) from withdrawals where status = 'paid') as withdrawn,
      (select coalesce(sum(amount), 0) from refunds where kind = 'cash' and status = 'approved') as refunded`,
  );
  const n = (k: string) => Number(c[k]);
  const expected =
    n('recharged') +
    n('granted') -
    n('expired') +
    n('rebates') -
    n('spent') -
    n('withdrawn') -
    n('refunded');
  if (n('held') !== expected)
    problems.push(`conservation: held ${n('held')} <> in - out ${expected}`);

  // I4: no key moved money twice: one ledger transaction per successful money call.
  const kinds = await rows<{ kind: string; n: number }>(
    db,
    sql`select kind, count(*)::int as n from ledger_transactions group by kind`,
  );
  const count = (k: string) => kinds.find((x) => x.kind === k)?.n ?? 0;
  const ev = (k: Event['kind']) => run.events.filter((e) => e.kind === k).length;
  const expect = (what: string, got: number, want: number) => {
    if (got !== want) problems.push(`${what}: ${got} transactions for ${want} successful calls`);
  };
  expect('recharge', count('recharge'), ev('recharge'));
  expect('spend', count('spend'), ev('spend'));
  expect('appropriate+recover', count('appropriate') + count('recover'), ev('move'));
  expect('voucher_grant', count('voucher_grant'), ev('grant'));
  expect('refund_hold', count('refund_hold'), ev('cashHold'));
  expect('refund settle', count('refund_paid') + count('refund_release'), ev('cashSettle'));
  expect('refund_order', count('refund_order'), ev('orderRefund'));
  expect('withdraw_hold', count('withdraw_hold'), ev('wHold'));
  expect('withdraw settle', count('withdraw_paid') + count('withdraw_void'), ev('wSettle'));
  const txnIds = run.events.map((e) => e.txn);
  if (new Set(txnIds).size !== txnIds.length)
    problems.push('two calls answered the same transaction');

  problems.push(...(await compareWithModel(db, run)));
  return problems;
}

/** Replays the successful calls in ledger order with the rules of docs/decisions.md. */
async function compareWithModel(
  db: Database,
  run: Awaited<ReturnType<typeof runWorkload>>,
): Promise<string[]> {
  const problems: string[] = [];
  const voucherAccounts = new Map(
    (
      await rows<{ id: string; account_id: string }>(db, sql`select id, account_id from vouchers`)
    ).map((r) => [r.id, Number(r.account_id)]),
  );
  const expiries = await rows<{ txn: string; account: string }>(
    db,
    sql`select t.id as txn, e.account_id as account from ledger_transactions t
        join ledger_entries e on e.txn_id = t.id join ledger_accounts a on a.id = e.account_id
        where t.kind = 'voucher_expire' and a.kind = 'voucher'`,
  );
  // A spend's rebate takes effect in a transaction of its own, numbered once the partner's rebate
  // account is share-locked (migration 0007): after the spend's own number, and possibly after a
  // withdrawal or refund that held that account meanwhile. The model applies it there too.
  const accruals = await rows<{ txn: string; consumption: string }>(
    db,
    sql`select r.txn_id as txn, r.consumption_id as consumption from rebates r
        join ledger_transactions t on t.id = r.txn_id where t.kind = 'rebate_accrue'`,
  );
  type Ev =
    | Event
    | { kind: 'expire'; txn: number; account: number }
    | { kind: 'accrue'; txn: number; consumption: string };
  const all: Ev[] = [
    ...run.events,
    ...expiries.map((x) => ({
      kind: 'expire' as const,
      txn: Number(x.txn),
      account: Number(x.account),
    })),
    ...accruals.map((x) => ({
      kind: 'accrue' as const,
      txn: Number(x.txn),
      consumption: x.consumption,
    })),
  ].sort((a, b) => a.txn - b.txn);
  const accrued = new Set(accruals.map((a) => a.consumption));

  const bal = new Map<string, number>(); // `${tenant}:${kind}` for single accounts
  const add = (tenant: string, kind: string, d: number) =>
    bal.set(`${tenant}:${kind}`, (bal.get(`${tenant}:${kind}`) ?? 0) + d);
  const get = (tenant: string, kind: string) => bal.get(`${tenant}:${kind}`) ?? 0;
  const vouchers = new Map<number, { tenant: string; balance: number; expiresAt: number }>();
  const splits = new Map<
    string,
    {
      voucher: { account: number; amount: number }[];
      allocated: number;
      cash: number;
      rebate: number;
    }
  >();
  const partnerOf = (t: string) =>
    t === run.tenants.P || t === run.tenants.E ? run.tenants.K : null;

  for (const e of all) {
    switch (e.kind) {
      case 'recharge':
        add(e.tenant, 'cash', e.amount);
        break;
      case 'grant':
        vouchers.set(voucherAccounts.get(e.id)!, {
          tenant: e.tenant,
          balance: e.amount,
          expiresAt: e.expiresAt,
        });
        break;
      case 'expire':
        vouchers.get(e.account)!.balance = 0;
        break;
      case 'spend': {
        let rest = e.amount;
        const usable = [...vouchers.entries()]
          .filter(([, v]) => v.tenant === e.tenant && v.balance > 0 && v.expiresAt > e.at)
          .sort((a, b) => a[1].expiresAt - b[1].expiresAt || a[0] - b[0]);
        const voucher: { account: number; amount: number }[] = [];
        for (const [id, v] of usable) {
          const take = Math.min(v.balance, rest);
          if (take > 0) {
            v.balance -= take;
            rest -= take;
            voucher.push({ account: id, amount: take });
          }
        }
        const allocated = Math.min(get(e.tenant, 'allocated'), rest);
        rest -= allocated;
        add(e.tenant, 'allocated', -allocated);
        const cash = rest;
        add(e.tenant, 'cash', -cash);
        if (get(e.tenant, 'cash') < 0) problems.push(`model: spend ${e.txn} overdraws cash`);
        const partner = partnerOf(e.tenant);
        const rebate = partner ? rebateOf(allocated + cash, RATE_BP) : 0;
        if (rebate > 0 && !accrued.has(e.id))
          problems.push(`model: spend ${e.txn} owes a rebate of ${rebate} that was never accrued`);
        splits.set(e.id, { voucher, allocated, cash, rebate });
        break;
      }
      case 'accrue': {
        const s = splits.get(e.consumption);
        const tenant = run.events.find((x) => x.kind === 'spend' && x.id === e.consumption);
        const partner = tenant && partnerOf((tenant as { tenant: string }).tenant);
        if (!s || !partner) problems.push(`model: accrual ${e.txn} for an unknown spend`);
        else add(partner, 'rebate', s.rebate);
        break;
      }
      case 'move':
        // parent -> child for appropriation; child -> parent for recovery.
        if (e.parent === run.tenants.P) {
          add(e.parent, 'cash', -e.amount);
          add(e.child, 'allocated', e.amount);
        } else {
          add(e.parent, 'allocated', -e.amount);
          add(e.child, 'cash', e.amount);
        }
        break;
      case 'cashHold':
        add(e.tenant, 'cash', -e.amount);
        add(e.tenant, 'refund_in_flight', e.amount);
        break;
      case 'cashSettle':
        add(e.tenant, 'refund_in_flight', -e.amount);
        if (!e.paid) add(e.tenant, 'cash', e.amount);
        break;
      case 'orderRefund': {
        const s = splits.get(e.consumption)!;
        for (const v of s.voucher) vouchers.get(v.account)!.balance += v.amount;
        add(e.tenant, 'allocated', s.allocated);
        add(e.tenant, 'cash', s.cash);
        const partner = partnerOf(e.tenant);
        if (partner) add(partner, 'rebate', -Math.min(s.rebate, get(partner, 'rebate')));
        break;
      }
      case 'wHold':
        add(run.tenants.K, 'rebate', -e.amount);
        add(run.tenants.K, 'withdrawal_in_flight', e.amount);
        break;
      case 'wSettle':
        add(run.tenants.K, 'withdrawal_in_flight', -e.amount);
        if (!e.paid) add(run.tenants.K, 'rebate', e.amount);
        break;
    }
  }

  const actual = await rows<{ id: string; tenant_id: string; kind: string; balance: string }>(
    db,
    sql`select id, tenant_id, kind, balance from ledger_accounts where tenant_id is not null`,
  );
  for (const a of actual) {
    const want =
      a.kind === 'voucher' ? (vouchers.get(Number(a.id))?.balance ?? 0) : get(a.tenant_id, a.kind);
    if (Number(a.balance) !== want) {
      problems.push(`model: account ${a.id} (${a.kind}) holds ${a.balance}, model says ${want}`);
    }
  }
  const parts = await rows<{
    id: string;
    voucher_part: string;
    allocated_part: string;
    cash_part: string;
  }>(db, sql`select id, voucher_part, allocated_part, cash_part from consumptions`);
  for (const c of parts) {
    const s = splits.get(c.id);
    if (!s) {
      problems.push(`consumption ${c.id} has no successful call`);
      continue;
    }
    const v = s.voucher.reduce((x, d) => x + d.amount, 0);
    if (
      Number(c.voucher_part) !== v ||
      Number(c.allocated_part) !== s.allocated ||
      Number(c.cash_part) !== s.cash
    ) {
      problems.push(`model: consumption ${c.id} split differs`);
    }
  }
  return problems;
}
