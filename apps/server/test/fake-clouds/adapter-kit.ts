import { afterAll, beforeAll, expect, it } from 'vitest';
import { CloudError, type CloudAdapter } from '../../src/cloud/adapter.ts';
import { withCallPolicy } from '../../src/cloud/call-policy.ts';
import type { FakeServer } from './server.ts';

/** What every fake provider shares: refusals by action and (most of them) throttled replies. */
interface FakeCloud extends FakeServer {
  deny: Set<string>;
}
interface ThrottlingFakeCloud extends FakeCloud {
  throttle: number;
}

/** The running fake provider and an adapter pointed at it, filled in before the file's tests. */
export interface FakeCloudSuite<F extends FakeCloud> {
  readonly fake: F;
  readonly adapter: CloudAdapter;
}

/**
 * Starts the fake provider once for the test file and stops it after, so each adapter test
 * file states only how its provider starts and how its adapter is built.
 */
export function useFakeCloud<F extends FakeCloud>(
  start: () => Promise<F>,
  createAdapter: (fake: F) => CloudAdapter,
): FakeCloudSuite<F> {
  const suite: { fake?: F; adapter?: CloudAdapter } = {};
  beforeAll(async () => {
    suite.fake = await start();
    suite.adapter = createAdapter(suite.fake);
  });
  afterAll(() => suite.fake?.close());
  return {
    get fake() {
      if (!suite.fake) throw new Error('the fake provider has not started');
      return suite.fake;
    },
    get adapter() {
      if (!suite.adapter) throw new Error('the fake provider has not started');
      return suite.adapter;
    },
  };
}

/** Every provider: a refused read of one type is a permission error and the others still list. */
export function itReportsRefusedRead(
  cloud: FakeCloudSuite<FakeCloud>,
  c: { deny: string; region: string; provider: string; providerCode: string },
): void {
  it('reports a refused read as a permission error, and the other types still list', async () => {
    cloud.fake.deny.add(c.deny);
    try {
      const error = (await cloud.adapter
        .list('disk', c.region)
        .catch((e: unknown) => e)) as CloudError;
      expect(error).toBeInstanceOf(CloudError);
      expect(error).toMatchObject({
        kind: 'permission',
        provider: c.provider,
        providerCode: c.providerCode,
      });
      expect(error.retryable).toBe(false);
      await expect(cloud.adapter.list('vpc', c.region)).resolves.toMatchObject({
        items: [expect.anything()],
      });
    } finally {
      cloud.fake.deny.clear();
    }
  });
}

/**
 * Providers whose fake throttles the next N calls: the call policy retries through `retried`
 * throttled replies, and one throttled reply without the policy is a `throttled` error.
 */
export function itRetriesThrottling(
  cloud: FakeCloudSuite<ThrottlingFakeCloud>,
  c: { title: string; region: string; retried: number; providerCode: string },
): void {
  it(c.title, async () => {
    cloud.fake.throttle = c.retried;
    const page = await withCallPolicy(cloud.adapter, { baseDelayMs: 1 }).list('vpc', c.region);
    expect(page.items).toHaveLength(1);
    cloud.fake.throttle = 1;
    await expect(cloud.adapter.list('vpc', c.region)).rejects.toMatchObject({
      kind: 'throttled',
      providerCode: c.providerCode,
    });
  });
}
