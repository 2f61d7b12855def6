import { afterEach, describe, expect, it, vi } from 'vitest';
import { CloudError, type CloudAdapter, type CloudErrorKind } from './adapter.ts';
import { TokenBucket, withCallPolicy } from './call-policy.ts';

/** An adapter whose list() answers from a script: an error kind, 'hang', or a success. */
function scripted(script: (CloudErrorKind | 'hang' | 'ok')[]) {
  const calls: number[] = [];
  const adapter: CloudAdapter = {
    provider: 'AWS',
    verifyCredentials: () => Promise.resolve({}),
    listRegions: () => Promise.resolve([]),
    list: () => {
      calls.push(Date.now());
      const step = script.shift() ?? 'ok';
      if (step === 'hang') return new Promise(() => {});
      if (step === 'ok') return Promise.resolve({ items: [] });
      return Promise.reject(new CloudError('AWS', step, `failed: ${step}`));
    },
    hostAction: () => {
      calls.push(Date.now());
      const step = script.shift() ?? 'ok';
      if (step === 'ok') return Promise.resolve();
      return Promise.reject(new CloudError('AWS', step as CloudErrorKind, `failed: ${step}`));
    },
  };
  return { adapter, calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('withCallPolicy', () => {
  it('turns a call that does not answer in time into a timeout CloudError', async () => {
    vi.useFakeTimers();
    const { adapter, calls } = scripted(['hang']);
    const wrapped = withCallPolicy(adapter, { timeoutMs: 1000, retries: 0 });
    const result = wrapped.list('host', 'r').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2);
    const error = (await result) as CloudError;
    expect(error).toBeInstanceOf(CloudError);
    expect(error.kind).toBe('timeout');
    expect(error.provider).toBe('AWS');
  });

  it('retries throttling, time-outs and network errors with growing delays', async () => {
    vi.useFakeTimers();
    const { adapter, calls } = scripted(['throttled', 'hang', 'network', 'ok']);
    const wrapped = withCallPolicy(adapter, {
      timeoutMs: 500,
      retries: 3,
      baseDelayMs: 100,
      ratePerSecond: 1000,
      random: () => 1,
    });
    const result = wrapped.list('host', 'r');
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).resolves.toEqual({ items: [] });
    expect(calls).toHaveLength(4);
    // With random() = 1 the delays are the caps: 100, 200, 400 (the second try hangs 500 ms).
    expect(calls[1]! - calls[0]!).toBe(100);
    expect(calls[2]! - calls[1]!).toBe(500 + 200);
    expect(calls[3]! - calls[2]!).toBe(400);
  });

  it('gives up after the configured retries with the last error', async () => {
    vi.useFakeTimers();
    const { adapter, calls } = scripted(['throttled', 'throttled', 'throttled']);
    const wrapped = withCallPolicy(adapter, { retries: 2, baseDelayMs: 10 });
    const result = wrapped.list('host', 'r').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(((await result) as CloudError).kind).toBe('throttled');
    expect(calls).toHaveLength(3);
  });

  it.each<CloudErrorKind>(['auth', 'permission', 'not_found', 'provider'])(
    'does not retry %s errors',
    async (kind) => {
      const { adapter, calls } = scripted([kind, 'ok']);
      const wrapped = withCallPolicy(adapter, { baseDelayMs: 1 });
      await expect(wrapped.list('host', 'r')).rejects.toMatchObject({ kind });
      expect(calls).toHaveLength(1);
    },
  );

  it('retries a host action only when the provider throttled it', async () => {
    const throttled = scripted(['throttled', 'ok']);
    await withCallPolicy(throttled.adapter, { baseDelayMs: 1 }).hostAction('r', ['i'], 'reboot');
    expect(throttled.calls).toHaveLength(2);

    const timedOut = scripted(['timeout', 'ok']);
    await expect(
      withCallPolicy(timedOut.adapter, { baseDelayMs: 1 }).hostAction('r', ['i'], 'reboot'),
    ).rejects.toMatchObject({ kind: 'timeout' });
    expect(timedOut.calls).toHaveLength(1);
  });

  it('retries a renewal (paid at the provider) only when throttled, and passes none where absent', async () => {
    const renewing = (script: (CloudErrorKind | 'ok')[]) => {
      const s = scripted(script);
      const target = { type: 'host' as const, region: 'r', providerId: 'i' };
      const adapter: CloudAdapter = {
        ...s.adapter,
        renew: async () => {
          await s.adapter.hostAction('r', ['i'], 'start');
          return { expiresAt: new Date(0) };
        },
      };
      return { run: () => withCallPolicy(adapter, { baseDelayMs: 1 }).renew!(target, 1), s };
    };
    const throttled = renewing(['throttled', 'ok']);
    await throttled.run();
    expect(throttled.s.calls).toHaveLength(2);
    const timedOut = renewing(['timeout', 'ok']);
    await expect(timedOut.run()).rejects.toMatchObject({ kind: 'timeout' });
    expect(timedOut.s.calls).toHaveLength(1);
    const plain = withCallPolicy(scripted([]).adapter);
    expect([plain.renew, plain.readExpiry, plain.setAutoRenew, plain.readAutoRenew]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('keeps to the rate limit across concurrent calls', async () => {
    vi.useFakeTimers();
    const { adapter, calls } = scripted([]);
    const wrapped = withCallPolicy(adapter, { ratePerSecond: 2 });
    const start = Date.now();
    const all = Promise.all(Array.from({ length: 6 }, () => wrapped.list('host', 'r')));
    await vi.advanceTimersByTimeAsync(5000);
    await all;
    // A burst of 2, then one every 500 ms.
    expect(calls.map((t) => t - start)).toEqual([0, 0, 500, 1000, 1500, 2000]);
  });
});

describe('TokenBucket', () => {
  it('refills over time up to its capacity', async () => {
    vi.useFakeTimers();
    const bucket = new TokenBucket(10, 2);
    await bucket.take();
    await bucket.take();
    vi.advanceTimersByTime(10_000);
    const before = Date.now();
    await bucket.take();
    await bucket.take();
    expect(Date.now() - before).toBe(0);
    const third = bucket.take();
    await vi.advanceTimersByTimeAsync(100);
    await third;
    expect(Date.now() - before).toBe(100);
  });
});
