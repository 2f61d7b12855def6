import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { notifyUser } from '../src/modules/messages/notify.ts';
import { API_COMPRESSION_THRESHOLD_BYTES } from '../src/plugins/api-compression.ts';
import { signed, testApp } from './harness.ts';
import { adminOfNewTenant } from './fixtures.ts';

// A build as apps/web/build/precompress.ts leaves it: each large file with .br and .gz beside it.
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ecloud-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>eCloud</title>');
fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js'), script);
fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js.br'), zlib.brotliCompressSync(script));
fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js.gz'), zlib.gzipSync(script));
const t = await testApp({ webDist: dist });
const asset = '/console/assets/app-abc.js';

describe('the web app goes out precompressed', () => {
  it('answers a hashed asset with the brotli file when asked, cached for good', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: asset,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file, still varying on Accept-Encoding', async () => {
    const gz = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('never lets index.html be cached, whichever way it is asked for', async () => {
    for (const url of ['/console/', '/console/index.html', '/console/index', '/portal/login']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('API replies', () => {
  it('compresses a large reply for a client that accepts it', async () => {
    const { tenant, person, token } = await adminOfNewTenant(t);
    for (let i = 0; i < 10; i++) {
      const message = {
        type: 'system',
        template: 'msg.welcome',
        params: { username: `u${i}` },
      } as const;
      await notifyUser(
        t.database.db,
        { tenantId: tenant.id, userId: person.id, ...message },
        t.clock.now(),
      );
    }
    const res = await t.app.inject({
      method: 'POST',
      url: `/ecloud-admin${calls.messageList.path}`,
      headers: { ...signed(t, calls.messageList, token), 'accept-encoding': 'br, gzip' },
      payload: JSON.stringify({ pageNum: 1, pageSize: 10 }),
    });
    expect(res.headers['content-encoding']).toBe('br');
    const body = zlib.brotliDecompressSync(res.rawPayload);
    expect(body.length).toBeGreaterThan(API_COMPRESSION_THRESHOLD_BYTES);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(body.toString()).code).toBe(200);
  });

  it('sends the unread-count poll as it is: below the threshold, no compression work', async () => {
    const { token } = await adminOfNewTenant(t);
    const headers = { ...signed(t, calls.unreadCount, token), 'accept-encoding': 'br, gzip' };
    const res = await t.app.inject({ url: `/ecloud-admin${calls.unreadCount.path}`, headers });
    expect(res.json()).toMatchObject({ code: 200, data: 0 });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
