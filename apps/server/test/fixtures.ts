import { randomUUID } from 'node:crypto';
import { calls } from '@ecloud/contract';
import { tenants, userRoles, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/identity/password.ts';
import { roleIdByCode } from '../src/modules/identity/roles.repository.ts';
import { notifyUser } from '../src/modules/messages/notify.ts';
import type { BuiltInRoleCode } from '../src/modules/identity/built-in-roles.ts';
import { ok, type TestApp } from './harness.ts';

export const PASSWORD = 'Test@123456';
let hashed: Promise<string> | undefined;
const passwordHash = () => (hashed ??= hashPassword(PASSWORD));

export const unique = (prefix: string) => `${prefix}${randomUUID().replace(/-/g, '').slice(0, 10)}`;

export interface PersonSpec {
  role?: BuiltInRoleCode;
  accountType?: number;
  customType?: number;
  loginNum?: number;
  status?: number;
  name?: string;
}

export interface Person {
  id: string;
  username: string;
  tenantId: string;
}

/** A tenant of its own per test, so tests never see each other's data. */
export async function makeTenant(
  t: TestApp,
  opts: { kind?: 'enterprise' | 'channel'; parentId?: string } = {},
) {
  const [row] = await t.database.db
    .insert(tenants)
    .values({
      name: unique('Tenant '),
      kind: opts.kind ?? 'enterprise',
      parentId: opts.parentId ?? null,
    })
    .returning();
  return row!;
}

export async function makeUser(
  t: TestApp,
  tenantId: string,
  spec: PersonSpec = {},
): Promise<Person> {
  const username = unique('u');
  const [row] = await t.database.db
    .insert(users)
    .values({
      tenantId,
      username,
      name: spec.name ?? `Person ${username}`,
      accountType: spec.accountType ?? 0,
      customType: spec.customType ?? 1,
      loginNum: spec.loginNum ?? 2,
      status: spec.status ?? 1,
      passwordHash: await passwordHash(),
    })
    .returning({ id: users.id });
  await t.database.db.insert(userRoles).values({
    userId: row!.id,
    roleId: await roleIdByCode(t.database.db, spec.role ?? 'administrator'),
  });
  return { id: row!.id, username, tenantId };
}

export async function signIn(
  t: TestApp,
  username: string,
  loginFlag: 1 | 2 = 1,
  password = PASSWORD,
): Promise<string> {
  const data = await ok(t, calls.login, { username, password, loginFlag });
  return data.token;
}

/** A tenant with a signed-in primary administrator. */
export async function adminOfNewTenant(t: TestApp, spec: PersonSpec = {}) {
  const tenant = await makeTenant(t);
  const person = await makeUser(t, tenant.id, spec);
  const token = await signIn(t, person.username);
  return { tenant, person, token };
}

/** One welcome message for a user, written through the notify service as any writer does. */
export async function sendWelcome(t: TestApp, to: { tenantId: string; userId: string }) {
  await notifyUser(
    t.database.db,
    { ...to, type: 'system', template: 'msg.welcome', params: { username: 'x' } },
    t.clock.now(),
  );
}
