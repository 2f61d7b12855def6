import type { CloudError, ProviderQuota } from '../../adapter.ts';
import type { AdapterSetting } from '../define.ts';
import { awsJsonCall } from './json-call.ts';

/**
 * Service Quotas GetServiceQuota (2019-06-24, JSON 1.1, target
 * ServiceQuotasV20190624.GetServiceQuota): the applied value of one quota in the region. EC2's
 * "Running On-Demand Standard (A, C, D, H, I, M, R, T, Z) instances" (L-1216C47A) counts vCPUs;
 * "EC2-VPC Elastic IPs" (L-0263D0A3) counts addresses. Called with our own SigV4, like
 * CloudWatch (no Service Quotas client in the build).
 */
const QUOTAS: [ProviderQuota['item'], string][] = [
  ['vcpus', 'L-1216C47A'],
  ['eips', 'L-0263D0A3'],
];
const TARGET = 'ServiceQuotasV20190624.GetServiceQuota';

interface Reply {
  Quota?: { Value?: number };
}

export const awsQuotas =
  (setting: AdapterSetting, toCloudError: (error: unknown, action: string) => CloudError) =>
  async (region: string): Promise<ProviderQuota[]> => {
    const out: ProviderQuota[] = [];
    for (const [item, QuotaCode] of QUOTAS) {
      const reply = await awsJsonCall<Reply>(setting, toCloudError, {
        service: 'servicequotas',
        region,
        target: TARGET,
        action: 'GetServiceQuota',
        payload: { ServiceCode: 'ec2', QuotaCode },
      });
      const value = reply.Quota?.Value;
      if (typeof value === 'number' && value >= 0) out.push({ item, limit: Math.floor(value) });
    }
    return out;
  };
