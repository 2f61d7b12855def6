import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_CODES } from '@ecloud/contract';
import { startFakeAlibaba, type FakeAlibaba } from '../../test/fake-clouds/alibaba.ts';
import { billSourceForAccount, type BillAccount } from './account-bills.ts';
import { createKeyring, sealCredentials } from './secrets.ts';
import { SimulatedBillSource } from './simulated/bills.ts';

const keys = { accessKeyId: 'LTAI5tACCOUNT', secret: 'sealed-secret' };
const keyring = createKeyring(randomBytes(32));
const now = () => new Date('2026-03-04T04:00:00Z');
const account = (over: Partial<BillAccount> = {}): BillAccount => ({
  id: 'acc-1',
  provider: 'ALI',
  regions: ['cn-hangzhou'],
  simulated: false,
  simConfig: {},
  credentials: sealCredentials(keyring, keys),
  projectId: null,
  domainId: null,
  ...over,
});
let fake: FakeAlibaba;
beforeAll(async () => {
  fake = await startFakeAlibaba(keys);
});
afterAll(() => fake.close());

describe('an account’s bill source', () => {
  it('reads a real account’s bill with its sealed keys, behind the call policy', async () => {
    const source = billSourceForAccount(
      { now, keyring, options: { endpointFor: () => fake.url } },
      account(),
    );
    expect(source?.provider).toBe('ALI');
    const page = await source!.page('2026-03', '2026-03-04');
    expect(page.rows.map((r) => r.resourceId)).toEqual(['i-bp000000000000000003']);
    expect(fake.calls.at(-1)?.action).toBe('DescribeInstanceBill');
  });

  it('is the simulated cloud’s for a simulated account, with or without a keyring', () => {
    expect(billSourceForAccount({ now }, account({ simulated: true }))).toBeInstanceOf(
      SimulatedBillSource,
    );
  });

  it('is none without a keyring to open the keys; every provider has one with it', () => {
    expect(billSourceForAccount({ now }, account())).toBeNull();
    for (const provider of PROVIDER_CODES) {
      expect(billSourceForAccount({ now, keyring }, account({ provider }))?.provider).toBe(
        provider,
      );
    }
  });

  it('fails the read, not the lookup, when the keys cannot be opened', async () => {
    const source = billSourceForAccount({ now, keyring }, account({ credentials: 'v1.bad' }));
    expect(source).not.toBeNull();
    await expect(source!.page('2026-03')).rejects.toThrow(/sealed|secret/);
  });
});
