import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PROVIDER_CODES } from '@ecloud/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CloudError } from '../adapter.ts';
import { withCallPolicy } from '../call-policy.ts';
import { REAL_ADAPTERS } from './index.ts';

/**
 * What every real adapter does when the provider cannot be reached or does not answer, and
 * that the secret never leaks into what it throws.
 */
const SECRET = 'Sup3r-Secret/Value+That=Must_Not-Leak';
const CREDS = { accessKeyId: 'AK-TRANSPORT-TEST', secret: SECRET, projectId: 'p-1' };

let silent: Server;
let silentUrl: string;
let closedUrl: string;

beforeAll(async () => {
  // Accepts connections and never answers.
  silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      silent.closeAllConnections();
      silent.close(() => resolve());
    }),
);

function expectNoSecret(error: unknown) {
  const e = error as CloudError;
  const seen = `${e.message}\n${e.stack ?? ''}\n${JSON.stringify(e)}\n${String(e.providerCode)}`;
  expect(seen).not.toContain(SECRET);
  expect(seen).not.toContain(encodeURIComponent(SECRET));
}

describe.each(PROVIDER_CODES)('%s adapter transport', (code) => {
  it('reports an unreachable endpoint as a network CloudError', async () => {
    const adapter = REAL_ADAPTERS[code](CREDS, { endpointFor: () => closedUrl });
    const error = await adapter.list('vpc', 'region-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CloudError);
    expect(error).toMatchObject({ kind: 'network', provider: code });
    expectNoSecret(error);
  });

  it('gives up on a silent endpoint with a timeout CloudError', async () => {
    const adapter = REAL_ADAPTERS[code](CREDS, { endpointFor: () => silentUrl, timeoutMs: 300 });
    const started = Date.now();
    const error = await adapter.list('vpc', 'region-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CloudError);
    expect(error).toMatchObject({ kind: 'timeout', provider: code });
    // Tencent's SDK counts its time-out in whole seconds.
    expect(Date.now() - started).toBeLessThan(5000);
    expectNoSecret(error);
  });

  it('refuses a region id that could redirect the signed request, before sending it', async () => {
    const adapter = REAL_ADAPTERS[code](CREDS, { endpointFor: () => closedUrl });
    for (const region of ['evil.example.com/x?', 'a/b', '', 'r 1']) {
      await expect(adapter.list('host', region)).rejects.toMatchObject({ kind: 'not_found' });
      await expect(adapter.hostAction(region, ['i-1'], 'stop')).rejects.toMatchObject({
        kind: 'not_found',
      });
    }
  });

  it('is bounded by the call policy time-out too', async () => {
    const adapter = withCallPolicy(
      REAL_ADAPTERS[code](CREDS, { endpointFor: () => silentUrl, timeoutMs: 60_000 }),
      { timeoutMs: 200, retries: 0 },
    );
    await expect(adapter.verifyCredentials()).rejects.toMatchObject({ kind: 'timeout' });
  });
});
