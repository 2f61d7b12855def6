import { calls } from '@ecloud/contract';
import { platformTenants } from '../../db/schema/index.ts';
import { ok, type TestApp } from '../../../test/harness.ts';
import { adminOfNewTenant, makeTenant, makeUser, signIn } from '../../../test/fixtures.ts';

/** The platform's support desk: a platform tenant with two signed-in members of support. */
export async function supportDesk(t: TestApp) {
  const tenant = await makeTenant(t);
  await t.database.db.insert(platformTenants).values({ tenantId: tenant.id });
  const first = await makeUser(t, tenant.id, { role: 'support', name: 'Sam Support' });
  const second = await makeUser(t, tenant.id, { role: 'support', name: 'Sue Support' });
  return {
    tenant,
    first,
    second,
    token: await signIn(t, first.username),
    secondToken: await signIn(t, second.username),
  };
}

/** A customer tenant's administrator. */
export const customer = (t: TestApp) => adminOfNewTenant(t);

export const ORDER = {
  category: 'resource',
  severity: 'normal',
  title: 'Host will not start',
  description: 'i-123 stays in starting',
} as const;

/** Opens a work order as `token`; its id. */
export async function openOrder(t: TestApp, token: string, extra: Record<string, unknown> = {}) {
  const { id } = await ok(t, calls.workOrderCreate, { ...ORDER, ...extra }, { token });
  return id;
}

/** A small valid PNG (the 8-byte signature and an IHDR chunk's start), base64. */
export const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]).toString('base64');
