import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testApp } from './harness.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ecloud-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>eCloud</title>');
fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
const t = await testApp({ webDist: dist });

describe('hosting the web app', () => {
  it('redirects / to the console', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/console/');
  });

  it('answers every console and portal route with the app, uncached', async () => {
    for (const url of ['/console/index', '/console/userCenter/myAccount?x=1', '/portal/login']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves built assets for a year, and a missing one as 404, not as the app', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/console/assets/app-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    const gone = await t.app.inject({ method: 'GET', url: '/console/assets/app-old.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).not.toMatch(/text\/html/);
  });
});
