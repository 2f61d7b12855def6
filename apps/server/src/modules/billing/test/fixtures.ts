import { randomUUID } from 'node:crypto';
import { calls } from '@ecloud/contract';
import { platformTenants, publicAccounts } from '../../../db/schema/index.ts';
import { makeTenant, makeUser, signIn, type PersonSpec } from '../../../../test/fixtures.ts';
import { ok, type TestApp } from '../../../../test/harness.ts';

export const key = () => randomUUID();

/** A platform tenant with a signed-in auditor, and one receiving account. */
export async function platform(t: TestApp) {
  const tenant = await makeTenant(t);
  await t.database.db.insert(platformTenants).values({ tenantId: tenant.id });
  const auditor = await makeUser(t, tenant.id, { role: 'auditor' });
  const token = await signIn(t, auditor.username);
  const [account] = await t.database.db
    .insert(publicAccounts)
    .values({ accountName: 'eCloud Ltd.', bankName: 'ICBC', accountNo: '0200004509200123456' })
    .returning({ id: publicAccounts.id });
  return { tenant, auditor, token, publicAccountId: account!.id };
}

export type Platform = Awaited<ReturnType<typeof platform>>;

/** A customer tenant (optionally under a parent) with a signed-in primary account. */
export async function customer(
  t: TestApp,
  opts: {
    kind?: 'enterprise' | 'channel';
    parentId?: string;
    role?: PersonSpec['role'];
  } & PersonSpec = {},
) {
  const tenant = await makeTenant(t, { kind: opts.kind, parentId: opts.parentId });
  const person = await makeUser(t, tenant.id, {
    role: opts.role ?? (opts.kind === 'channel' ? 'channelPartner' : 'administrator'),
    customType: opts.customType,
  });
  const token = await signIn(t, person.username);
  return { tenant, person, token };
}
export type Customer = Awaited<ReturnType<typeof customer>>;

export const rechargeBody = (p: Platform, amount: number) => ({
  idempotencyKey: key(),
  amount,
  payerName: 'Finance Dept',
  payerBank: 'China Merchants Bank',
  payerAccount: '6222 0210 1234 8866',
  transferRef: `TR${Date.now()}`,
  transferDate: '2026-11-20',
  publicAccountId: p.publicAccountId,
});

/** Recharges and confirms: the customer ends with `amount` more cash. */
export async function funded(t: TestApp, p: Platform, c: Customer, amount: number) {
  const r = await ok(t, calls.rechargeSubmit, rechargeBody(p, amount), { token: c.token });
  await ok(
    t,
    calls.rechargeReview,
    { idempotencyKey: key(), id: r.id, approve: true },
    { token: p.token },
  );
  return r.id;
}

export const spendBody = (tenantId: string, amount: number) => ({
  idempotencyKey: key(),
  tenantId,
  amount,
  source: 'cloud' as const,
  sourceRef: `USG-${Math.floor(Math.random() * 1e9)}`,
  provider: 'ALI',
  description: 'ECS',
});

/**
 * A balanced posting between a tenant's cash and allocated accounts ($1 the tenant, $2 the
 * memo) in one statement, written as none of our code writes it: for tests of the ledger's
 * readers that must see any writer.
 */
export const postingSql = `with t as (
    insert into ledger_transactions (kind, tenant_id, memo, created_at)
    values ('appropriate', $1, $2, now()) returning id)
  insert into ledger_entries (txn_id, account_id, amount, balance_after)
  select t.id, a.id, case a.kind when 'cash' then -1 else 1 end, 0
    from t, ledger_accounts a where a.tenant_id = $1 and a.kind in ('cash', 'allocated')`;
