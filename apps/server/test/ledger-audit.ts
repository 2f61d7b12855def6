import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { rows, settleRebates } from '../src/modules/billing/ledger.ts';
import { rebateOf } from '../src/modules/billing/spend.service.ts';
import { RATE_BP, type Event, type runWorkload } from './ledger-workload.ts';

// The auditor of the ledger's invariant workload (ledger-workload.ts): the books checked against
// the database's own sums and against a reference model replayed from the successful calls.

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
