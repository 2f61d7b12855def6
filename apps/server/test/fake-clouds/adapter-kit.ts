import type { ProviderCode } from '@ecloud/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CloudError,
  type AdapterOptions,
  type CloudAdapter,
  type CloudCredentials,
  type CloudResource,
  type HostAction,
  type Region,
  type ResourceType,
  type VerifyResult,
} from '../../src/cloud/adapter.ts';
import { withCallPolicy } from '../../src/cloud/call-policy.ts';
import { allPages } from './pages.ts';
import type { FakeProvider, ThrottlingFake } from './server.ts';

export type FakeCloud = FakeProvider<object>;
type ThrottlingFakeCloud = ThrottlingFake<object>;

/** How one provider's adapter test file meets its fake. */
export interface FakeCloudSetup<F extends FakeCloud> {
  keys: CloudCredentials;
  /** The region the file's scenarios list and act in. */
  region: string;
  start: (keys: CloudCredentials) => Promise<F>;
  create: (keys: CloudCredentials, options: AdapterOptions) => CloudAdapter;
  /** Where a service's calls go at the fake, when the provider's services differ by path. */
  endpoint?: (url: string, service: string) => string;
}

/**
 * The running fake provider and an adapter pointed at it (filled in before the file's tests),
 * and the scenarios every provider goes through, each with that provider's expected values.
 */
export interface FakeCloudSuite<F extends FakeCloud> {
  readonly fake: F;
  readonly adapter: CloudAdapter;
  readonly region: string;
  /** Another adapter at the same fake, with some of the keys changed (a bad secret, a project). */
  adapterWith(changed: Partial<CloudCredentials>): CloudAdapter;
  /** Starts, stops and reboots (in that order) the hosts given for each, in the file's region. */
  actOnHosts(hosts: Record<HostAction, string[]>): Promise<void>;
  /**
   * A failed call is an `auth` CloudError naming the provider and its code, (for most
   * providers) with the request id, and never quoting the secret that failed.
   */
  expectAuthError(
    pending: Promise<unknown>,
    c: { provider: string; providerCode: string; secret: string; requestId?: boolean },
  ): Promise<void>;
  /**
   * Hosts fill one page of 100 and the rest come on the second; the cursor between them is the
   * provider's own (a token, an offset or a page number).
   */
  expectTwoHostPages(
    next: string,
    rest: number,
  ): Promise<{ first: CloudResource[]; second: CloudResource[] }>;
  /**
   * Every page of each type holds exactly these resources (each matching the fields given), in
   * the table's order; `calls` names what the last call of a type must have looked like.
   */
  expectListed(
    listed: Partial<Record<ResourceType, Partial<CloudResource>[]>>,
    calls?: Partial<Record<ResourceType, object>>,
  ): Promise<void>;
  /** A refused read of one type is a permission error and the others still list. */
  itReportsRefusedRead(c: { deny: string; provider: string; providerCode: string }): void;
  /**
   * The call policy retries through `retried` throttled replies, and one throttled reply
   * without the policy is a `throttled` error.
   */
  itRetriesThrottling(
    this: FakeCloudSuite<ThrottlingFakeCloud>,
    c: { title: string; retried: number; providerCode: string },
  ): void;
}

/** Starts the fake provider once for the test file and stops it after. */
export function useFakeCloud<F extends FakeCloud>(setup: FakeCloudSetup<F>): FakeCloudSuite<F> {
  const { keys, region, endpoint = (url: string) => url } = setup;
  let running: { fake: F; adapter: CloudAdapter } | undefined;
  const started = () => {
    if (!running) throw new Error('the fake provider has not started');
    return running;
  };
  const adapterFor = (fake: F, changed: Partial<CloudCredentials>) =>
    setup.create(
      { ...keys, ...changed },
      { endpointFor: (service) => endpoint(fake.url, service) },
    );
  beforeAll(async () => {
    const fake = await setup.start(keys);
    running = { fake, adapter: adapterFor(fake, {}) };
  });
  afterAll(() => running?.fake.close());

  return {
    get fake() {
      return started().fake;
    },
    get adapter() {
      return started().adapter;
    },
    region,
    adapterWith: (changed) => adapterFor(started().fake, changed),

    async actOnHosts(hosts) {
      for (const action of ['start', 'stop', 'reboot'] as const) {
        await this.adapter.hostAction(region, hosts[action], action);
      }
    },

    async expectAuthError(pending, c) {
      const error = (await pending.catch((e: unknown) => e)) as CloudError;
      expect(error).toBeInstanceOf(CloudError);
      expect(error).toMatchObject({
        kind: 'auth',
        provider: c.provider,
        providerCode: c.providerCode,
      });
      if (c.requestId !== false) expect(error.requestId).toMatch(/^req-/);
      expect(error.message).not.toContain(c.secret);
    },

    async expectTwoHostPages(next, rest) {
      const first = await this.adapter.list('host', region);
      expect(first.items).toHaveLength(100);
      expect(first.next).toBe(next);
      const second = await this.adapter.list('host', region, first.next);
      expect(second.items).toHaveLength(rest);
      expect(second.next).toBeUndefined();
      return { first: first.items, second: second.items };
    },

    async expectListed(listed, calls = {}) {
      for (const [type, resources] of Object.entries(listed) as [ResourceType, object[]][]) {
        expect(await allPages(this.adapter, type, region), type).toEqual(
          resources.map((r) => expect.objectContaining(r)),
        );
        const call = calls[type];
        if (call) expect(this.fake.calls.at(-1), type).toMatchObject(call);
      }
    },

    itReportsRefusedRead(c) {
      it('reports a refused read as a permission error, and the other types still list', async () => {
        this.fake.deny.add(c.deny);
        try {
          const error = (await this.adapter
            .list('disk', region)
            .catch((e: unknown) => e)) as CloudError;
          expect(error).toBeInstanceOf(CloudError);
          expect(error).toMatchObject({
            kind: 'permission',
            provider: c.provider,
            providerCode: c.providerCode,
          });
          expect(error.retryable).toBe(false);
          await expect(this.adapter.list('vpc', region)).resolves.toMatchObject({
            items: [expect.anything()],
          });
        } finally {
          this.fake.deny.clear();
        }
      });
    },

    itRetriesThrottling(c) {
      it(c.title, async () => {
        this.fake.throttle = c.retried;
        const page = await withCallPolicy(this.adapter, { baseDelayMs: 1 }).list('vpc', region);
        expect(page.items).toHaveLength(1);
        this.fake.throttle = 1;
        await expect(this.adapter.list('vpc', region)).rejects.toMatchObject({
          kind: 'throttled',
          providerCode: c.providerCode,
        });
      });
    },
  };
}

/**
 * One provider in the scenarios every adapter goes through (adapters.test.ts): its fake, and
 * what it must answer. `more` holds what a scenario checks at this provider only.
 */
export interface AdapterCase<F extends FakeCloud> {
  name: string;
  provider: ProviderCode;
  setup: FakeCloudSetup<F>;
  regions: { title: string; list: Region[]; call?: object; more?(cloud: FakeCloudSuite<F>): void };
  verify: {
    title: string;
    account: VerifyResult;
    call?: object;
    badSecret: string;
    providerCode: string;
    requestId?: false;
    more?(cloud: FakeCloudSuite<F>): Promise<void>;
  };
  hosts: {
    title: string;
    next: string;
    rest: number;
    call?: object;
    /** The first hosts of the first page, in order. */
    first: Partial<CloudResource>[];
    more?(
      cloud: FakeCloudSuite<F>,
      pages: { first: CloudResource[]; second: CloudResource[] },
    ): void;
  };
  listed: {
    title: string;
    types: Partial<Record<ResourceType, Partial<CloudResource>[]>>;
    calls?: Partial<Record<ResourceType, object>>;
  };
  throttled?: { title: string; retried: number; providerCode: string };
  refused: { deny: string; providerCode: string };
}

/** Keeps the fake's own type for `more`, so a case reads its fake's calls as they are. */
export const adapterCase = <F extends FakeCloud>(c: AdapterCase<F>): AdapterCase<F> => c;

/** The shared scenarios, run against one provider's fake. */
export function describeAdapterCase<F extends FakeCloud>(c: AdapterCase<F>): void {
  describe(`${c.name} adapter`, () => {
    const cloud = useFakeCloud(c.setup);

    it(c.regions.title, async () => {
      expect(await cloud.adapter.listRegions()).toEqual(c.regions.list);
      if (c.regions.call) expect(cloud.fake.calls.at(-1)).toMatchObject(c.regions.call);
      c.regions.more?.(cloud);
    });

    it(c.verify.title, async () => {
      await expect(cloud.adapter.verifyCredentials()).resolves.toEqual(c.verify.account);
      if (c.verify.call) expect(cloud.fake.calls.at(-1)).toMatchObject(c.verify.call);
      await cloud.expectAuthError(
        cloud.adapterWith({ secret: c.verify.badSecret }).verifyCredentials(),
        {
          provider: c.provider,
          providerCode: c.verify.providerCode,
          secret: c.verify.badSecret,
          requestId: c.verify.requestId,
        },
      );
      await c.verify.more?.(cloud);
    });

    it(c.hosts.title, async () => {
      const pages = await cloud.expectTwoHostPages(c.hosts.next, c.hosts.rest);
      if (c.hosts.call) expect(cloud.fake.calls.at(-1)).toMatchObject(c.hosts.call);
      c.hosts.first.forEach((host, i) => expect(pages.first[i]).toMatchObject(host));
      c.hosts.more?.(cloud, pages);
    });

    it(c.listed.title, () => cloud.expectListed(c.listed.types, c.listed.calls));

    if (c.throttled) {
      (cloud as unknown as FakeCloudSuite<ThrottlingFakeCloud>).itRetriesThrottling(c.throttled);
    }
    cloud.itReportsRefusedRead({ provider: c.provider, ...c.refused });
  });
}
