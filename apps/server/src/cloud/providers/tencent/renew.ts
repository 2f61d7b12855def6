import type { cdb } from 'tencentcloud-sdk-nodejs/tencentcloud/services/cdb/index.js';
import type { cvm } from 'tencentcloud-sdk-nodejs/tencentcloud/services/cvm/index.js';
import type { mongodb } from 'tencentcloud-sdk-nodejs/tencentcloud/services/mongodb/index.js';
import type { redis } from 'tencentcloud-sdk-nodejs/tencentcloud/services/redis/index.js';
import { CloudError, type RenewalCalls, type RenewTarget } from '../../adapter.ts';

/** Each product's SDK client for a region (the adapter makes them with the account's keys). */
export interface TcRenewClients {
  cvm(region: string): Promise<InstanceType<typeof cvm.v20170312.Client>>;
  cdb(region: string): Promise<InstanceType<typeof cdb.v20170320.Client>>;
  redis(region: string): Promise<InstanceType<typeof redis.v20180412.Client>>;
  mongodb(region: string): Promise<InstanceType<typeof mongodb.v20190725.Client>>;
}
type Caller = <T>(action: string, run: () => Promise<T>) => Promise<T>;
/** The adapter's time reader: CVM's ISO times, the databases' Beijing wall times. */
type TimeOf = (raw: string | undefined) => Date | undefined;

/** One product's renewal: renew for `months`, and read the expiry (with the flag it renews by). */
interface Product {
  renew(region: string, id: string, months: number): Promise<void>;
  read(region: string, id: string): Promise<{ found: boolean; deadline?: string }>;
}

/**
 * Tencent subscriptions (PREPAID), each product through its own API, then its Describe call by
 * id for the new deadline: CVM RenewInstances (InstanceChargePrepaid.Period in months), CDB
 * RenewDBInstance (TimeSpan in months), Redis RenewInstance (Period in months), MongoDB
 * RenewDBInstances (InstanceChargePrepaid.Period; its RenewFlag defaults to manual renewal, so
 * the instance's own AutoRenewFlag is read first and sent back). Auto-renew is CVM's
 * ModifyInstancesRenewFlag (NOTIFY_AND_AUTO_RENEW renews a month at a time, NOTIFY_AND_MANUAL_RENEW
 * turns it off); the databases' own flags are not wired and are refused in the provider's manner.
 */
export function tencentRenewal(
  clients: TcRenewClients,
  call: Caller,
  timeOf: TimeOf,
): RenewalCalls {
  const products: Partial<Record<RenewTarget['type'], Product>> = {
    host: {
      async renew(region, id, months) {
        const c = await clients.cvm(region);
        await call('RenewInstances', () =>
          c.RenewInstances({ InstanceIds: [id], InstanceChargePrepaid: { Period: months } }),
        );
      },
      async read(region, id) {
        const c = await clients.cvm(region);
        const r = await call('DescribeInstances', () => c.DescribeInstances({ InstanceIds: [id] }));
        const i = r.InstanceSet?.find((x) => x.InstanceId === id);
        return { found: !!i, deadline: i?.ExpiredTime };
      },
    },
    database: {
      async renew(region, id, months) {
        const c = await clients.cdb(region);
        await call('RenewDBInstance', () =>
          c.RenewDBInstance({ InstanceId: id, TimeSpan: months }),
        );
      },
      async read(region, id) {
        const c = await clients.cdb(region);
        const r = await call('DescribeDBInstances', () =>
          c.DescribeDBInstances({ InstanceIds: [id] }),
        );
        const i = r.Items?.find((x) => x.InstanceId === id);
        return { found: !!i, deadline: i?.DeadlineTime };
      },
    },
    redis: {
      async renew(region, id, months) {
        const c = await clients.redis(region);
        await call('RenewInstance', () => c.RenewInstance({ InstanceId: id, Period: months }));
      },
      async read(region, id) {
        const c = await clients.redis(region);
        const r = await call('DescribeInstances', () => c.DescribeInstances({ InstanceId: id }));
        const i = r.InstanceSet?.find((x) => x.InstanceId === id);
        return { found: !!i, deadline: i?.DeadlineTime };
      },
    },
    mongo: {
      async renew(region, id, months) {
        const c = await clients.mongodb(region);
        const r = await call('DescribeDBInstances', () =>
          c.DescribeDBInstances({ InstanceIds: [id] }),
        );
        const auto = r.InstanceDetails?.find((x) => x.InstanceId === id)?.AutoRenewFlag === 1;
        await call('RenewDBInstances', () =>
          c.RenewDBInstances({
            InstanceIds: [id],
            InstanceChargePrepaid: {
              Period: months,
              RenewFlag: auto ? 'NOTIFY_AND_AUTO_RENEW' : 'NOTIFY_AND_MANUAL_RENEW',
            },
          }),
        );
      },
      async read(region, id) {
        const c = await clients.mongodb(region);
        const r = await call('DescribeDBInstances', () =>
          c.DescribeDBInstances({ InstanceIds: [id] }),
        );
        const i = r.InstanceDetails?.find((x) => x.InstanceId === id);
        return { found: !!i, deadline: i?.DeadLine };
      },
    },
  };
  const refuse = (t: RenewTarget, what: string): never => {
    throw new CloudError(
      'TENGXUN',
      'provider',
      `${what} of ${t.type} is not connected for Tencent Cloud.`,
      {
        providerCode: 'UnsupportedResourceType',
      },
    );
  };
  const productOf = (t: RenewTarget) => products[t.type] ?? refuse(t, 'Renewal');
  async function readExpiry(t: RenewTarget) {
    const { found, deadline } = await productOf(t).read(t.region, t.providerId);
    if (!found) {
      throw new CloudError('TENGXUN', 'not_found', `no ${t.type} ${t.providerId} in ${t.region}`, {
        providerCode: 'ResourceNotFound.InstanceNotFound',
      });
    }
    return timeOf(deadline);
  }
  return {
    readExpiry,
    async renew(t, months) {
      await productOf(t).renew(t.region, t.providerId, months);
      const expiresAt = await readExpiry(t);
      if (!expiresAt)
        throw new CloudError('TENGXUN', 'provider', `${t.providerId} has no deadline.`);
      return { expiresAt };
    },
    async setAutoRenew(t, on) {
      if (t.type !== 'host') refuse(t, 'Auto-renew');
      const c = await clients.cvm(t.region);
      await call('ModifyInstancesRenewFlag', () =>
        c.ModifyInstancesRenewFlag({
          InstanceIds: [t.providerId],
          RenewFlag: on ? 'NOTIFY_AND_AUTO_RENEW' : 'NOTIFY_AND_MANUAL_RENEW',
        }),
      );
    },
  };
}
