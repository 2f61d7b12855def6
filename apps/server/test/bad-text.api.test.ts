import { describe, expect, it } from 'vitest';
import { CALL_LIST, calls, noInput, type CallDef } from '@ecloud/contract';
import { call, injectRaw, signed, testApp } from './harness.ts';
import { customer, platform } from '../src/modules/billing/test/fixtures.ts';
import { bodyWith, stringPaths } from './schema-walk.ts';
import { makeUser, signIn } from './fixtures.ts';

const t = await testApp();
const p = await platform(t);
const admin = await customer(t);
const partner = await customer(t, { kind: 'channel' });
// The platform's support person keeps the product catalogue (calls only its editors may make).
const editor = await signIn(t, (await makeUser(t, p.tenant.id, { role: 'support' })).username);
const tokens = [admin.token, partner.token, p.token, editor];
const served = CALL_LIST.filter((c) => t.app.callHandlers.has(c.path));

const NUL = 'a\u0000b';
const LONE_HIGH = 'x\uD800y';
const LONE_LOW = '\uDC00';
const bad = /must not contain NUL characters or unpaired surrogates/;

/** The first of our people the guard lets make the call (so the body is what is judged). */
async function reachingToken(def: CallDef): Promise<string | null> {
  for (const token of ['', ...tokens]) {
    const res = await call(t, def, {}, { token });
    if (![401, 403, 407].includes(res.code)) return token;
  }
  return null;
}

describe('text no database can store (NUL, unpaired surrogates)', () => {
  it('is refused with a field message in every string field of every served call', async () => {
    let checked = 0;
    for (const def of served) {
      if (def.input === noInput) continue;
      const token = await reachingToken(def);
      expect(token, `${def.path}: none of our people may make it`).not.toBeNull();
      const texts = def.method === 'GET' ? [NUL] : [NUL, LONE_HIGH, LONE_LOW];
      for (const path of stringPaths(def.input)) {
        if (path.length === 0 || (def.method === 'GET' && path.length > 1)) continue;
        for (const text of texts) {
          const res = await call(t, def, bodyWith(path, text), { token: token! });
          const what = `${def.path} ${path.join('.')} ${JSON.stringify(text)}`;
          expect(res.code, `${what}: ${res.message}`).toBe(400);
          expect(res.message, what).toContain(`${path.join('.')}: `);
          expect(res.message, what).toMatch(bad);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('is refused before any session, on sign-in, in both languages', async () => {
    const en = await call(t, calls.login, { username: NUL, password: 'x', loginFlag: 1 });
    expect(en).toMatchObject({ code: 400, data: null });
    expect(en.message).toMatch(/^Invalid input: username: must not contain NUL/);
    const zh = await call(
      t,
      calls.login,
      { username: 'admin', password: LONE_HIGH, loginFlag: 1 },
      { lang: 'zh-CN' },
    );
    expect(zh.message).toBe('输入有误：password: 不能包含 NUL 字符或不成对的代理字符');
  });

  it('is refused in keys, nested items and the input of an export', async () => {
    const key = await call(t, calls.userFind, { [`k${NUL}`]: 1 }, { token: admin.token });
    expect(key.code).toBe(400);
    const nested = await call(
      t,
      calls.exportFile,
      {
        path: calls.userFind.path,
        input: { keyword: NUL },
        format: 'csv',
        filename: 'users',
        columns: [{ key: 'username', title: 'User' }],
      },
      { token: admin.token },
    );
    expect(nested.code).toBe(400);
    expect(nested.message).toMatch(/input\.keyword: must not contain NUL/);
  });

  it('is refused in query strings, and a surrogate encoded in the address is no 500', async () => {
    const get = served.find((c) => c.method === 'GET' && c.input === noInput)!;
    const token = (await reachingToken(get))!;
    const nul = await t.app.inject({
      method: 'GET',
      url: `/ecloud-admin${get.path}?x=%00`,
      headers: signed(t, get, token),
    });
    expect(nul.json()).toMatchObject({ code: 400 });
    const withInput = served.find((c) => c.method === 'GET' && c.input !== noInput);
    if (withInput) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/ecloud-admin${withInput.path}?keyword=%ED%A0%80`,
        headers: signed(t, withInput, (await reachingToken(withInput))!),
      });
      expect(res.json<{ code: number }>().code).not.toBe(500);
    }
  });

  it('in a header that is stored (the user agent) does not fail the sign-in', async () => {
    const res = await injectRaw(t, calls.login, {
      payload: JSON.stringify({
        username: admin.person.username,
        password: 'Test@123456',
        loginFlag: 1,
      }),
      headers: { 'user-agent': `agent${NUL}` },
    });
    expect(res.json()).toMatchObject({ code: 200 });
  });
});
