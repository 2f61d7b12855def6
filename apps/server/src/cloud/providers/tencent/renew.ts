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
  /** MongoDB's 2018-04-08 API: its SetAutoRenew has no successor in 2019-07-25. */
  mongodb2018(region: string): Promise<InstanceType<typeof mongodb.v20180408.Client>>;
}
type Caller = <T>(action: string, run: () => Promise<T>) => Promise<T>;
/** The adapter's time reader: CVM's ISO times, the databases' Beijing wall times. */
type TimeOf = (raw: string | undefined) => Date | undefined;

/** One product's renewal: renew for `months`, read the expiry and auto-renew flag, set the flag. */
interface Product {
  renew(region: string, id: string, months: number): Promise<void>;
  read(region: string, id: string): Promise<{ found: boolean; deadline?: string; auto?: boolean }>;
  setAuto(region: string, id: string, on: boolean): Promise<void>;
}

/**
 * Tencent subscriptions (PREPAID), each product through its own API, then its Describe call by
 * id for the new deadline: CVM RenewInstances (InstanceChargePrepaid.Period in months), CDB
 * RenewDBInstance (TimeSpan in months), Redis RenewInstance (Period in months), MongoDB
 * RenewDBInstances (InstanceChargePrepaid.Period; its RenewFlag defaults to manual renewal, so
 * the instance's own AutoRenewFlag is read first and sent back). Auto-renew, Tencent renewing a
 * month at a time: CVM ModifyInstancesRenewFlag (NOTIFY_AND_AUTO_RENEW / NOTIFY_AND_MANUAL_RENEW),
 * CDB ModifyAutoRenewFlag (AutoRenew 1/0), Redis ModifyInstance (modifyAutoRenew, AutoRenews
 * [1]/[0]), MongoDB SetAutoRenew of its 2018-04-08 API (AutoRenewFlag 1/0); the flag is read
 * back from the product's Describe call by id.
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
        return {
          found: !!i,
          deadline: i?.ExpiredTime,
          auto: i && i.RenewFlag === 'NOTIFY_AND_AUTO_RENEW',
        };
      },
      async setAuto(region, id, on) {
        const c = await clients.cvm(region);
        await call('ModifyInstancesRenewFlag', () =>
          c.ModifyInstancesRenewFlag({
            InstanceIds: [id],
            RenewFlag: on ? 'NOTIFY_AND_AUTO_RENEW' : 'NOTIFY_AND_MANUAL_RENEW',
          }),
        );
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
        return { found: !!i, deadline: i?.DeadlineTime, auto: i && i.AutoRenew === 1 };
      },
      async setAuto(region, id, on) {
        const c = await clients.cdb(region);
        // 0 is "not on" (manual renewal with reminders); 2, "switched off", would stop them.
        await call('ModifyAutoRenewFlag', () =>
          c.ModifyAutoRenewFlag({ InstanceIds: [id], AutoRenew: on ? 1 : 0 }),
        );
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
        return { found: !!i, deadline: i?.DeadlineTime, auto: i && i.AutoRenewFlag === 1 };
      },
      async setAuto(region, id, on) {
        const c = await clients.redis(region);
        // Redis has no ModifyAutoRenewFlag: its ModifyInstance sets the flag by operation.
        await call('ModifyInstance', () =>
          c.ModifyInstance({
            Operation: 'modifyAutoRenew',
            InstanceIds: [id],
            AutoRenews: [on ? 1 : 0],
          }),
        );
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
        return { found: !!i, deadline: i?.DeadLine, auto: i && i.AutoRenewFlag === 1 };
      },
      async setAuto(region, id, on) {
        const c = await clients.mongodb2018(region);
        await call('SetAutoRenew', () =>
          c.SetAutoRenew({ InstanceIds: [id], AutoRenewFlag: on ? 1 : 0 }),
        );
      },
    },
  };
  const productOf = (t: RenewTarget): Product => {
    const p = products[t.type];
    if (p) return p;
    throw new CloudError(
      'TENGXUN',
      'provider',
      `Renewal of ${t.type} is not connected for Tencent Cloud.`,
      { providerCode: 'UnsupportedResourceType' },
    );
  };
  async function readOne(t: RenewTarget) {
    const read = await productOf(t).read(t.region, t.providerId);
    if (!read.found) {
      throw new CloudError('TENGXUN', 'not_found', `no ${t.type} ${t.providerId} in ${t.region}`, {
        providerCode: 'ResourceNotFound.InstanceNotFound',
      });
    }
    return read;
  }
  const readExpiry = async (t: RenewTarget) => timeOf((await readOne(t)).deadline);
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
      await productOf(t).setAuto(t.region, t.providerId, on);
    },
    // Every product's Describe call by id reports the flag.
    readAutoRenew: async (t) => (await readOne(t)).auto === true,
  };
}
