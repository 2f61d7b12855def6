import { describe, expect, it } from 'vitest';
import { CALL_LIST, calls, noInput, type CallDef } from '@ecloud/contract';
import { call, ok, testApp } from './harness.ts';
import { customer, platform } from '../src/modules/billing/test/fixtures.ts';
import { addSimAccount } from '../src/modules/cloud/test-support.ts';
import { shapeOf } from './schema-walk.ts';

const t = await testApp();
const p = await platform(t);
const admin = await customer(t);
const partner = await customer(t, { kind: 'channel' });
const served = CALL_LIST.filter((c) => t.app.callHandlers.has(c.path));

async function reachingToken(def: CallDef): Promise<string | null> {
  for (const token of ['', admin.token, partner.token, p.token]) {
    const res = await call(t, def, {}, { token });
    if (![401, 403, 407].includes(res.code)) return token;
  }
  return null;
}

const requiredKeys = (def: CallDef) =>
  Object.entries(shapeOf(def.input) ?? {})
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([key]) => key);

describe('missing and null required values', () => {
  it('cloudAccount/status with status null is refused and changes nothing', async () => {
    const id = await addSimAccount(t, admin.token);
    for (const body of [{ ids: [id], status: null }, { ids: [id] }, { ids: [id], status: true }]) {
      const res = await call(t, calls.accountStatus, body, { token: admin.token });
      expect(res.code, JSON.stringify(body)).toBe(400);
      expect(res.message).toMatch(/status: /);
    }
    const page = await ok(t, calls.accountList, {}, { token: admin.token });
    expect(page.list.find((a) => a.id === id)?.status).toBe(1);
  });

  it('gets a message naming the field, on every served call', async () => {
    let checked = 0;
    for (const def of served) {
      if (def.input === noInput) continue;
      const keys = requiredKeys(def);
      if (keys.length === 0) continue;
      const token = await reachingToken(def);
      expect(token, def.path).not.toBeNull();
      const bodies: Record<string, unknown>[] = [{}];
      if (def.method === 'POST') bodies.push(Object.fromEntries(keys.map((k) => [k, null])));
      for (const body of bodies) {
        const res = await call(t, def, body, { token: token! });
        expect(res.code, `${def.path} ${JSON.stringify(body)}: ${res.message}`).toBe(400);
        expect(res.message, def.path).toContain(`${keys[0]}: `);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('refuses nonsense that used to be coerced: null and true as a page number', async () => {
    for (const page of [null, true, '', []]) {
      const res = await call(t, calls.userFind, { page }, { token: admin.token });
      expect(res.code, JSON.stringify(page)).toBe(400);
      expect(res.message).toMatch(/page: /);
    }
    expect((await call(t, calls.accountList, { page: '2' }, { token: admin.token })).code).toBe(
      200,
    );
  });
});
