import type { cvm } from 'tencentcloud-sdk-nodejs/tencentcloud/services/cvm/index.js';
import { CloudError, type RenewalCalls, type RenewTarget } from '../../adapter.ts';
import { optDate } from '../fields.ts';

type CvmClient = InstanceType<typeof cvm.v20170312.Client>;
type Caller = <T>(action: string, run: () => Promise<T>) => Promise<T>;

/**
 * CVM subscriptions (PREPAID): RenewInstances with InstanceChargePrepaid.Period in months, then
 * the new ExpiredTime from DescribeInstances; ModifyInstancesRenewFlag for auto-renew
 * (NOTIFY_AND_AUTO_RENEW renews a month at a time, NOTIFY_AND_MANUAL_RENEW turns it off).
 */
export function tencentRenewal(
  client: (region: string) => Promise<CvmClient>,
  call: Caller,
): RenewalCalls {
  const cvmOnly = (t: RenewTarget) => {
    if (t.type !== 'host') {
      throw new CloudError(
        'TENGXUN',
        'provider',
        `Renewal of ${t.type} is not connected for Tencent Cloud.`,
        {
          providerCode: 'UnsupportedResourceType',
        },
      );
    }
  };
  async function readExpiry(t: RenewTarget) {
    cvmOnly(t);
    const c = await client(t.region);
    const r = await call('DescribeInstances', () =>
      c.DescribeInstances({ InstanceIds: [t.providerId] }),
    );
    const found = r.InstanceSet?.find((i) => i.InstanceId === t.providerId);
    if (!found) {
      throw new CloudError(
        'TENGXUN',
        'not_found',
        `DescribeInstances: no instance ${t.providerId}`,
        {
          providerCode: 'InvalidInstanceId.NotFound',
          requestId: r.RequestId,
        },
      );
    }
    return optDate(found.ExpiredTime);
  }
  return {
    readExpiry,
    async renew(t, months) {
      cvmOnly(t);
      const c = await client(t.region);
      await call('RenewInstances', () =>
        c.RenewInstances({
          InstanceIds: [t.providerId],
          InstanceChargePrepaid: { Period: months },
        }),
      );
      const expiresAt = await readExpiry(t);
      if (!expiresAt)
        throw new CloudError('TENGXUN', 'provider', `${t.providerId} has no ExpiredTime.`);
      return { expiresAt };
    },
    async setAutoRenew(t, on) {
      cvmOnly(t);
      const c = await client(t.region);
      await call('ModifyInstancesRenewFlag', () =>
        c.ModifyInstancesRenewFlag({
          InstanceIds: [t.providerId],
          RenewFlag: on ? 'NOTIFY_AND_AUTO_RENEW' : 'NOTIFY_AND_MANUAL_RENEW',
        }),
      );
    },
  };
}
