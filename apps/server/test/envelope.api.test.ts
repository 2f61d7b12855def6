import { describe, expect, it } from 'vitest';
import { calls, computeSign } from '@ecloud/contract';
import { call, injectRaw, testApp } from './harness.ts';
import { adminOfNewTenant } from './fixtures.ts';

const t = await testApp();
const { token } = await adminOfNewTenant(t);

describe('signed requests (spec section 7)', () => {
  it('rejects a missing sign with its own message', async () => {
    const res = await call(t, calls.unreadCount, {}, { token, headers: { sign: undefined } });
    expect(res).toMatchObject({ http: 200, code: 401, data: null });
    expect(res.message).toMatch(/sign header is missing/);
  });

  it('rejects a wrong sign with its own message', async () => {
    const res = await call(t, calls.unreadCount, {}, { token, headers: { sign: '0'.repeat(32) } });
    expect(res.code).toBe(401);
    expect(res.message).toMatch(/signature does not match/);
  });

  it('rejects a sign made for another token', async () => {
    const ts = String(t.clock.now().getTime());
    const sign = computeSign({
      path: calls.unreadCount.path,
      code: calls.unreadCount.code,
      timestamp: ts,
      token: 'other',
    });
    const res = await call(t, calls.unreadCount, {}, { token, headers: { timestamp: ts, sign } });
    expect(res.code).toBe(401);
  });

  it('rejects a timestamp more than 5 minutes off, either way, and a missing one', async () => {
    for (const skew of [-5 * 60_000 - 1000, 5 * 60_000 + 1000]) {
      const ts = String(t.clock.now().getTime() + skew);
      const sign = computeSign({
        path: calls.unreadCount.path,
        code: calls.unreadCount.code,
        timestamp: ts,
        token,
      });
      const res = await call(t, calls.unreadCount, {}, { token, headers: { timestamp: ts, sign } });
      expect(res.code).toBe(401);
      expect(res.message).toMatch(/5 minutes/);
    }
    expect(
      (await call(t, calls.unreadCount, {}, { token, headers: { timestamp: undefined } })).code,
    ).toBe(401);
  });

  it('accepts a timestamp 4 minutes off', async () => {
    const ts = String(t.clock.now().getTime() - 4 * 60_000);
    const sign = computeSign({
      path: calls.unreadCount.path,
      code: calls.unreadCount.code,
      timestamp: ts,
      token,
    });
    expect(
      (await call(t, calls.unreadCount, {}, { token, headers: { timestamp: ts, sign } })).code,
    ).toBe(200);
  });

  it("rejects a code header that is not the path's business code", async () => {
    const ts = String(t.clock.now().getTime());
    const sign = computeSign({
      path: calls.unreadCount.path,
      code: 'v3-6.1-2c',
      timestamp: ts,
      token,
    });
    const res = await call(
      t,
      calls.unreadCount,
      {},
      { token, headers: { code: 'v3-6.1-2c', sign, timestamp: ts } },
    );
    expect(res.code).toBe(401);
    expect(res.message).toBe(
      "The code header 'v3-6.1-2c' is not the business code of /api/v1/mes/unReadCount (expected 'v3-6.4-2c')",
    );
  });

  it('checks the signature before the session', async () => {
    const res = await call(
      t,
      calls.unreadCount,
      {},
      { token: 'nonsense', headers: { sign: 'bad' } },
    );
    expect(res.code).toBe(401);
  });
});

/** The HTTP status and the envelope's code agree, with the message and no data. */
function expectRefusal(
  res: { statusCode: number; json(): unknown },
  status: number,
  message: string,
): void {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ code: status, message, data: null });
}

describe('the envelope', () => {
  it('wraps success as {code: 200, message, data}', async () => {
    const res = await call(t, calls.unreadCount, {}, { token });
    expect(res).toMatchObject({ http: 200, code: 200, message: 'success', data: 0 });
  });

  it('answers an unknown call with HTTP 404 and an envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ecloud-admin/api/v1/nothing/here' });
    expectRefusal(res, 404, 'Unknown call: GET /api/v1/nothing/here');
  });

  it('answers malformed JSON with HTTP 400 and an envelope', async () => {
    const res = await injectRaw(t, calls.userFind, { token, payload: '{"page": 1,' });
    expectRefusal(res, 400, 'The request body is not valid JSON');
  });

  it('answers an oversized body with HTTP 413 and an envelope', async () => {
    const payload = JSON.stringify({ keyword: 'x'.repeat(2 * 1024 * 1024) });
    const res = await injectRaw(t, calls.userFind, { token, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413, data: null });
  });

  it('takes an empty POST body as empty input', async () => {
    const res = await injectRaw(t, calls.userFind, { token });
    expect(res.json()).toMatchObject({ code: 200 });
  });

  it('names every bad field and the problem, in the caller’s language', async () => {
    const res = await call(
      t,
      calls.userFind,
      { page: 0, pageSize: 1000, sortField: 'password' },
      { token },
    );
    expect(res.code).toBe(400);
    expect(res.message).toMatch(/page:/);
    expect(res.message).toMatch(/pageSize:/);
    expect(res.message).toMatch(/sortField:/);
    const zh = await call(t, calls.userFind, { page: 0 }, { token, lang: 'zh-CN' });
    expect(zh.message).toMatch(/^输入有误：page:/);
  });

  it('never answers a 500 to junk of any shape', async () => {
    // Unknown fields are dropped, so junk here is what no schema of these calls accepts.
    const junk: unknown[] = [null, [], 'text', 42, true, [{ ids: [] }]];
    for (const def of [
      calls.userFind,
      calls.userCreate,
      calls.userModify,
      calls.userDelete,
      calls.messageList,
      calls.messageReadFlag,
      calls.messageDelete,
      calls.roleFindUser,
      calls.login,
    ]) {
      for (const body of junk) {
        const res = await call(t, def, body as Record<string, unknown>, { token });
        expect(res.code, `${def.path} with ${JSON.stringify(body)}`).toBe(400);
      }
    }
    const find = await call(t, calls.userFind, { page: { $gt: 1 }, keyword: ['a'] }, { token });
    expect(find.message).toMatch(/page: .*; keyword: /);
  });

  it('serves the OpenAPI document generated from the call table', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ecloud-admin/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, { description: string }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/v1/user/login']!.post!.description).toMatch(/Business code `1`/);
    // Every served call is in the document, the ones whose domains landed last among them.
    expect(doc.paths['/api/v1/car/list']!.get).toBeDefined();
    expect(doc.paths['/api/v1/nothing/here']).toBeUndefined();
    const ui = await t.app.inject({ method: 'GET', url: '/ecloud-admin/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });

  it('answers the health checks', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
    });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ready',
    });
  });

  it('gives every answer a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ecloud-admin/api/v1/nothing' });
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });
});
