import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { injectRaw, signed, testApp } from './harness.ts';
import { adminOfNewTenant } from './fixtures.ts';

const t = await testApp();
const { token } = await adminOfNewTenant(t);
let port = 0;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.app.server.closeAllConnections());

/** Sends raw bytes over a real socket (inject skips Node's HTTP parser) and reads the answer. */
function rawRequest(text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? 0);
      if (!status) reject(new Error(`no answer: ${data.slice(0, 200)}`));
      else resolve({ status, headers: head, body });
    });
    socket.end(text);
  });
}

const envelope = (body: string) => JSON.parse(body) as { code: number; message: string };

describe('every refusal comes in the envelope', () => {
  it('431: a 1 MB query string', async () => {
    const res = await rawRequest(
      `GET /ecloud-admin/api/v1/user/find?keyword=${'x'.repeat(1024 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(envelope(res.body)).toEqual({
      code: 431,
      message: expect.stringMatching(/address and headers of the request are too large/),
      data: null,
    });
  });

  it('431 in Chinese when the caller asked for it first', async () => {
    const res = await rawRequest(
      `GET /x HTTP/1.1\r\nAccept-Language: zh-CN\r\nX-Big: ${'y'.repeat(40_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(envelope(res.body).message).toMatch(/请求地址和请求头过大/);
  });

  it('400: a request that is not HTTP', async () => {
    const res = await rawRequest('HELLO THERE\r\n\r\n');
    expect(res.status).toBe(400);
    expect(envelope(res.body)).toMatchObject({
      code: 400,
      message: 'The request is not valid HTTP',
    });
  });

  it('405: a call made with the wrong method names the right one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ecloud-admin/api/v1/user/login' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json()).toEqual({
      code: 405,
      message: '/api/v1/user/login is called with POST, not GET',
      data: null,
    });
  });

  it('415: a body that is not JSON', async () => {
    const res = await injectRaw(t, calls.userFind, {
      token,
      payload: 'page=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 415, data: null });
    expect(res.json<{ message: string }>().message).toMatch(
      /must be JSON.*application\/x-www-form-urlencoded/,
    );
  });

  it('400: an address with broken percent-encoding', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/ecloud-admin/api/v1/mes/%E0%A4%A',
      headers: signed(t, calls.unreadCount, token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
  });

  it('400, 413 and 404 keep their envelopes (malformed JSON, too large, unknown)', async () => {
    const bad = await injectRaw(t, calls.userFind, { token, payload: '{' });
    expect(bad.json()).toMatchObject({ code: 400, message: 'The request body is not valid JSON' });
    const unknown = await t.app.inject({ method: 'POST', url: '/ecloud-admin/api/v1/nope' });
    expect(unknown.json()).toMatchObject({ code: 404 });
  });
});
