import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { call, injectRaw, testApp } from './harness.ts';
import { adminOfNewTenant } from './fixtures.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ecloud-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>eCloud</title></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
const t = await testApp({ webDist: dist });
const { token } = await adminOfNewTenant(t);

type Headers = Record<string, string | string[] | number | undefined>;
function expectBaseline(headers: Headers, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(String(headers['content-security-policy']), what).toMatch(/frame-ancestors 'none'/);
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

describe('security headers', () => {
  it('the portal and console pages: scripts from our origin only, styles by nonce, no framing', async () => {
    const nonces = new Set<string>();
    for (const url of [
      '/portal/login',
      '/console/',
      '/console/index',
      '/console/userCenter/myAccount',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectBaseline(res.headers, url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
      expect(csp).toMatch(/(^|; )object-src 'none'/);
      expect(csp).not.toMatch(/unsafe-eval/);
      // Inline code and <style> tags without the nonce stay refused; only style attributes pass.
      expect(csp.match(/[^;]*unsafe-inline[^;]*/g)).toEqual([" style-src-attr 'unsafe-inline'"]);
      const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
      expect(nonce, url).toBeTruthy();
      // The page hands the same nonce to the app (antd's style tags), fresh on every answer.
      expect(res.body).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
      expect(res.headers.etag).toBeUndefined();
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(4);
  });

  it('the API, files and refusals: no powers at all', async () => {
    const api = await injectRaw(t, calls.unreadCount, { token });
    expect(api.json()).toMatchObject({ code: 200 });
    const refused = await call(t, calls.userFind, { page: 0 }, { token });
    expect(refused.code).toBe(400);
    const others = [
      api,
      await injectRaw(t, calls.userFind, { token, payload: '{' }),
      await t.app.inject({ method: 'GET', url: '/ecloud-admin/api/v1/nothing' }),
      await t.app.inject({ method: 'GET', url: '/console/assets/app-abc.js' }),
      await t.app.inject({ method: 'GET', url: '/healthz' }),
    ];
    for (const res of others) {
      expectBaseline(res.headers, res.raw.req.url ?? '');
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });
});

describe('HSTS behind a TLS-terminating proxy (HSTS=1)', async () => {
  const tls = await testApp({ hsts: true });
  it('is sent on every answer', async () => {
    const res = await tls.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('a page served pre-compressed', async () => {
  const { gzipSync, brotliCompressSync } = await import('node:zlib');
  const Fastify = (await import('fastify')).default;
  const { registerSecurityHeaders } = await import('../src/plugins/security-headers.ts');
  const html = '<!doctype html><html><head><title>x</title></head><body></body></html>';
  const app = Fastify();
  registerSecurityHeaders(app, t.config);
  app.get('/gz', (_req, reply) =>
    reply.type('text/html').header('content-encoding', 'gzip').send(gzipSync(html)),
  );
  app.get('/br', (_req, reply) =>
    reply.type('text/html').header('content-encoding', 'br').send(brotliCompressSync(html)),
  );
  it('still gets its nonce, sent uncompressed', async () => {
    for (const url of ['/gz', '/br']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-encoding'], url).toBeUndefined();
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(res.body, url).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
    }
    await app.close();
  });
});
