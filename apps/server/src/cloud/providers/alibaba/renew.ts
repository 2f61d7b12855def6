import { CloudError, type RenewalCalls, type RenewTarget } from '../../adapter.ts';
import { optDate } from '../fields.ts';

/** The adapter's signed RPC call (alibaba/adapter.ts), as renewals use it. */
type AliCall = (
  service: string,
  action: string,
  region: string,
  params?: Record<string, string>,
) => Promise<Record<string, unknown>>;

/**
 * ECS subscriptions: RenewInstance (Period in months, PeriodUnit Month) and then the new
 * ExpiredTime from DescribeInstanceAttribute; ModifyInstanceAutoRenewAttribute for auto-renew
 * (AutoRenewal with a Duration in months, or Normal). Other products renew through their own
 * APIs, not wired: they are refused here in the provider's manner.
 */
export function alibabaRenewal(call: AliCall): RenewalCalls {
  const ecsOnly = (t: RenewTarget) => {
    if (t.type !== 'host') {
      throw new CloudError(
        'ALI',
        'provider',
        `Renewal of ${t.type} is not connected for Alibaba Cloud.`,
        {
          providerCode: 'UnsupportedResourceType',
        },
      );
    }
  };
  async function readExpiry(t: RenewTarget) {
    ecsOnly(t);
    const reply = await call('ecs', 'DescribeInstanceAttribute', t.region, {
      InstanceId: t.providerId,
    });
    return optDate(reply.ExpiredTime as string | undefined);
  }
  return {
    readExpiry,
    async renew(t, months) {
      ecsOnly(t);
      await call('ecs', 'RenewInstance', t.region, {
        InstanceId: t.providerId,
        Period: String(months),
        PeriodUnit: 'Month',
      });
      const expiresAt = await readExpiry(t);
      if (!expiresAt) {
        throw new CloudError('ALI', 'provider', `${t.providerId} answered no ExpiredTime.`);
      }
      return { expiresAt };
    },
    async setAutoRenew(t, on, months = 1) {
      ecsOnly(t);
      await call('ecs', 'ModifyInstanceAutoRenewAttribute', t.region, {
        InstanceId: t.providerId,
        AutoRenew: String(on),
        RenewalStatus: on ? 'AutoRenewal' : 'Normal',
        ...(on ? { Duration: String(months), PeriodUnit: 'Month' } : {}),
      });
    },
  };
}
