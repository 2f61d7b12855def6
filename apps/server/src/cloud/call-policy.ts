import type { ProviderCode } from '@ecloud/contract';
import {
  CloudError,
  type CloudAdapter,
  type HostAction,
  type RenewalCalls,
  type MetricQuery,
  type MetricWindow,
  type ResourceType,
} from './adapter.ts';

/**
 * One policy for every call an adapter makes on behalf of the console: a per-call time-out,
 * retries of retryable CloudErrors (throttled, timeout, network) with exponential backoff and
 * jitter (half fixed, half random), and a token bucket per adapter so a sync of many regions and types cannot
 * hammer a provider into throttling us.
 */
export interface CallPolicyOptions {
  /** Per attempt, in ms (default 15 000). */
  timeoutMs?: number;
  /** Extra attempts after the first (default 3). */
  retries?: number;
  /** First backoff in ms; doubles each retry, capped at 30 x base (default 250). */
  baseDelayMs?: number;
  /** Sustained calls per second; the bucket holds one second's worth (default 10). */
  ratePerSecond?: number;
  /** Calls the bucket lets through at once (default: one second's worth). */
  burst?: number;
  /** Injected for tests; defaults to Math.random. */
  random?: () => number;
  /**
   * The time the bucket and the backoff wait on. Injected by tests that check the spacing of
   * real HTTP calls, where fake timers cannot run the sockets and the wall clock jitters.
   */
  clock?: PolicyClock;
}

export interface PolicyClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const wallClock: PolicyClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

/** Continuous token bucket; a caller that finds it empty reserves the next token and waits. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly ratePerSecond: number,
    private readonly capacity = Math.max(1, ratePerSecond),
    private readonly clock: PolicyClock = wallClock,
  ) {
    this.tokens = this.capacity;
    this.last = clock.now();
  }

  /** Takes a token; resolves when the token is due. Callers are served in arrival order. */
  async take(): Promise<void> {
    const now = this.clock.now();
    this.tokens = Math.min(
      this.capacity,
      this.tokens + ((now - this.last) / 1000) * this.ratePerSecond,
    );
    this.last = now;
    this.tokens -= 1;
    if (this.tokens < 0) await this.clock.sleep((-this.tokens / this.ratePerSecond) * 1000);
  }
}

function withTimeout<T>(provider: ProviderCode, ms: number, run: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new CloudError(provider, 'timeout', `No answer within ${ms} ms`)),
      ms,
    );
    run().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** One provider's calls under the policy: `call(run)` waits its turn, times out and retries. */
export function policyCaller(provider: ProviderCode, opts: CallPolicyOptions = {}) {
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const retries = opts.retries ?? 3;
  const baseDelayMs = opts.baseDelayMs ?? 250;
  const random = opts.random ?? Math.random;
  const rate = opts.ratePerSecond ?? 10;
  const clock = opts.clock ?? wallClock;
  const bucket = new TokenBucket(rate, opts.burst ?? Math.max(1, rate), clock);

  /**
   * `idempotent` false (host actions) retries only a throttled call: the provider refused it,
   * so it did not run. A time-out may have reached the cloud, and a second reboot is not free.
   */
  async function call<T>(run: () => Promise<T>, idempotent = true): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      await bucket.take();
      try {
        return await withTimeout(provider, timeoutMs, run);
      } catch (error) {
        const again =
          error instanceof CloudError &&
          (idempotent ? error.retryable : error.kind === 'throttled') &&
          attempt < retries;
        if (!again) throw error;
        const cap = baseDelayMs * Math.min(2 ** attempt, 30);
        await clock.sleep(Math.round(cap / 2 + (random() * cap) / 2));
      }
    }
  }
  return call;
}

/**
 * The subscription calls under the same policy. A renewal is paid at the provider, so like a
 * host action it is retried only when throttled; reads and the auto-renew flag are idempotent.
 */
function renewalUnderPolicy(
  adapter: CloudAdapter,
  call: ReturnType<typeof policyCaller>,
): RenewalCalls {
  const { renew, readExpiry, setAutoRenew, readAutoRenew } = adapter;
  return {
    renew: renew && ((t, months) => call(() => renew.call(adapter, t, months), false)),
    readExpiry: readExpiry && ((t) => call(() => readExpiry.call(adapter, t))),
    setAutoRenew:
      setAutoRenew && ((t, on, months) => call(() => setAutoRenew.call(adapter, t, on, months))),
    readAutoRenew: readAutoRenew && ((t) => call(() => readAutoRenew.call(adapter, t))),
  };
}

export function withCallPolicy(adapter: CloudAdapter, opts: CallPolicyOptions = {}): CloudAdapter {
  const call = policyCaller(adapter.provider, opts);
  const readMetrics = adapter.readMetrics?.bind(adapter);
  const readQuotas = adapter.readQuotas?.bind(adapter);
  return {
    provider: adapter.provider,
    verifyCredentials: () => call(() => adapter.verifyCredentials()),
    listRegions: () => call(() => adapter.listRegions()),
    list: (type: ResourceType, region: string, cursor?: string) =>
      call(() => adapter.list(type, region, cursor)),
    hostAction: (region: string, hostIds: string[], action: HostAction) =>
      call(() => adapter.hostAction(region, hostIds, action), false),
    ...renewalUnderPolicy(adapter, call),
    ...(readMetrics && {
      readMetrics: (region: string, queries: MetricQuery[], window: MetricWindow) =>
        call(() => readMetrics(region, queries, window)),
    }),
    ...(readQuotas && { readQuotas: (region: string) => call(() => readQuotas(region)) }),
  };
}
