import { afterAll, beforeAll, expect, it } from 'vitest';
import { CloudError, type CloudCredentials } from '../../src/cloud/adapter.ts';
import type { BillPage, BillSource, FocusRow } from '../../src/cloud/bills.ts';
import { withBillPolicy, type BillSourceFactory } from '../../src/cloud/providers/bill-kit.ts';
import type { FakeProvider, FakeServer } from './server.ts';

/** Every row of a period, page by page as the ingest reads it, with the cursors it went through. */
export async function readPeriod(
  source: BillSource,
  period: string,
): Promise<{ rows: FocusRow[]; cursors: (string | undefined)[] }> {
  const rows: FocusRow[] = [];
  const cursors: (string | undefined)[] = [];
  let cursor: string | undefined;
  do {
    cursors.push(cursor);
    const page = await source.page(period, cursor);
    rows.push(...page.rows);
    cursor = page.next;
  } while (cursor);
  return { rows, cursors };
}

/** Times (ms) between the requests the fake received from index `from` on. */
const requestGaps = (fake: FakeServer & { times: number[] }, from = 0) =>
  fake.times.slice(from + 1).map((t, i) => t - fake.times[from + i]!);

/** Records when each request arrived, for the rate-limit spacing checks. */
export function timed<F extends FakeServer>(fake: F): F & { times: number[]; stamp: () => number } {
  const timedFake = Object.assign(fake, { times: [] as number[], stamp: () => performance.now() });
  const push = fake.requests.push.bind(fake.requests);
  fake.requests.push = (...items) => {
    for (let i = 0; i < items.length; i++) timedFake.times.push(timedFake.stamp());
    return push(...items);
  };
  return timedFake;
}

/** Line keys are unique in the period: the store keys rows by them. */
export function expectUniqueKeys(rows: FocusRow[]): void {
  expect(new Set(rows.map((r) => r.lineKey)).size).toBe(rows.length);
}

/**
 * One throttled reply fails a bare source with the provider's code; under the call policy the
 * page is read through `retried` throttled replies.
 */
export async function expectThrottleRetried(
  fake: { throttle: number },
  read: (source: BillSource) => Promise<BillPage>,
  source: () => BillSource,
  c: { providerCode: string; rows: number },
): Promise<void> {
  fake.throttle = 1;
  await expect(read(source())).rejects.toMatchObject({
    kind: 'throttled',
    providerCode: c.providerCode,
  });
  fake.throttle = 2;
  const page = await read(withBillPolicy(source(), { baseDelayMs: 1, ratePerSecond: 100 }));
  expect(page.rows).toHaveLength(c.rows);
  expect(fake.throttle).toBe(0);
}

/**
 * Under the policy at `rate` calls a second, a read of `calls` calls sends each one 1 / rate
 * seconds after the one before. The policy runs on a clock of its own that only its waits move,
 * and the fake stamps arrivals with that clock: the figures are exact, whatever the machine's
 * load (arrival times on the wall clock jittered by more than a gap in CI).
 */
export async function expectSpaced(
  fake: FakeServer & { times: number[]; stamp: () => number },
  read: (source: BillSource) => Promise<unknown>,
  source: BillSource,
  c: { rate: number; calls: number },
): Promise<void> {
  let virtual = 0;
  const clock = { now: () => virtual, sleep: async (ms: number) => void (virtual += ms) };
  const from = fake.times.length;
  const stamp = fake.stamp;
  fake.stamp = clock.now;
  try {
    await read(withBillPolicy(source, { ratePerSecond: c.rate, clock }));
  } finally {
    fake.stamp = stamp;
  }
  const step = 1000 / c.rate;
  const gaps = requestGaps(fake, from);
  expect(gaps).toHaveLength(c.calls - 1);
  for (const g of gaps) expect(g).toBeCloseTo(step, 6);
}

/**
 * Starts the provider's fake once for the test file (stopping it after) and makes bill sources
 * pointed at it, with the file's keys or another secret.
 */
export function useBillFake<F extends FakeServer>(c: {
  keys: CloudCredentials;
  start: (keys: CloudCredentials) => Promise<F>;
  create: BillSourceFactory;
  now: () => Date;
  endpoint?: (url: string, service: string) => string;
  regions?: string[];
}): {
  readonly fake: F & { times: number[]; stamp: () => number };
  source: (secret?: string) => BillSource;
  /** A source on no server, whose clock reads `iso`: for the period's state, which calls none. */
  at: (iso: string) => BillSource;
} {
  let fake: (F & { times: number[]; stamp: () => number }) | undefined;
  beforeAll(async () => {
    fake = timed(await c.start(c.keys));
  });
  afterAll(() => fake?.close());
  return {
    get fake() {
      return fake!;
    },
    source: (secret = c.keys.secret) =>
      c.create({
        credentials: { ...c.keys, secret },
        options: { endpointFor: (service) => c.endpoint?.(fake!.url, service) ?? fake!.url },
        now: c.now,
        regions: c.regions,
      }),
    at: (iso) => c.create({ credentials: c.keys, options: {}, now: () => new Date(iso) }),
  };
}

/** A page read with a wrong secret fails as an `auth` CloudError of the provider, secret unquoted. */
export async function expectAuthFailure(
  source: BillSource,
  c: { provider: string; providerCode: string; requestId?: boolean },
): Promise<void> {
  const failed = await source.page('2026-03').catch((e: unknown) => e);
  expect(failed).toBeInstanceOf(CloudError);
  expect(failed).toMatchObject({
    provider: c.provider,
    kind: 'auth',
    providerCode: c.providerCode,
    ...(c.requestId ? { requestId: expect.any(String) } : {}),
  });
  expect((failed as Error).message).not.toContain('wrong');
}

/** A fake whose throttle and refusals the shared cases set. */
type CasesFake = FakeProvider<unknown> & {
  times: number[];
  stamp: () => number;
  throttle?: number;
};

/**
 * What every bill source is held to, with its provider's codes: a wrong secret is an auth error,
 * a throttled reply fails a bare source and the policy reads through it (where the fake
 * throttles by count), a refused key is a permission error (where asked), and calls are spaced
 * at the rate we keep to.
 */
export function billSourceCases(
  bill: { readonly fake: CasesFake; source: (secret?: string) => BillSource },
  c: {
    auth: { provider: string; providerCode: string; requestId?: boolean };
    throttle?: { read: (s: BillSource) => Promise<BillPage>; providerCode: string; rows: number };
    /** The fake's name for the refused call, and the error a refusal is. */
    denied?: { deny: string; error: Record<string, unknown> };
    spaced: { read: (s: BillSource) => Promise<unknown>; rate: number; calls: number };
  },
): void {
  it('maps a bad secret to auth and throttling to a throttled error the policy retries', async () => {
    await expectAuthFailure(bill.source('wrong'), c.auth);
    if (c.throttle) {
      const fake = bill.fake as CasesFake & { throttle: number };
      await expectThrottleRetried(fake, c.throttle.read, bill.source, c.throttle);
    }
  });
  if (c.denied) {
    const { deny, error } = c.denied;
    it('a refused key is a permission error naming the call', async () => {
      bill.fake.deny.add(deny);
      try {
        await expect(bill.source().page('2026-03')).rejects.toMatchObject(error);
      } finally {
        bill.fake.deny.clear();
      }
    });
  }
  it(`spaces its calls at the rate we keep to (${c.spaced.rate} a second)`, async () => {
    await expectSpaced(bill.fake, c.spaced.read, bill.source(), c.spaced);
  });
}
