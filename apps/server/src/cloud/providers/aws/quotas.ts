import type { CloudError, ProviderQuota } from '../../adapter.ts';
import type { AdapterSetting } from '../define.ts';
import { send } from '../http.ts';
import { sigV4Headers } from './metrics.ts';

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
  __type?: string;
  message?: string;
  Message?: string;
}

export const awsQuotas =
  (setting: AdapterSetting, toCloudError: (error: unknown, action: string) => CloudError) =>
  async (region: string): Promise<ProviderQuota[]> => {
    const url = new URL(
      setting.options.endpointFor?.('servicequotas', region) ??
        `https://servicequotas.${region}.amazonaws.com/`,
    );
    const out: ProviderQuota[] = [];
    for (const [item, QuotaCode] of QUOTAS) {
      const body = JSON.stringify({ ServiceCode: 'ec2', QuotaCode });
      const headers = sigV4Headers(
        url,
        body,
        { service: 'servicequotas', region },
        setting.credentials,
        new Date(),
        { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': TARGET },
      );
      const reply = await send(
        'AWS',
        { method: 'POST', url: url.toString(), headers, body },
        setting.timeoutMs,
      );
      const json = reply.json as Reply | undefined;
      if (reply.status >= 400 || !json) {
        throw toCloudError(
          {
            name: (json?.__type ?? '').split('#').pop() || 'Error',
            message: json?.message ?? json?.Message ?? `HTTP ${reply.status}`,
            $metadata: {
              httpStatusCode: reply.status,
              requestId: reply.headers.get('x-amzn-requestid') ?? undefined,
            },
          },
          'GetServiceQuota',
        );
      }
      const value = json.Quota?.Value;
      if (typeof value === 'number' && value >= 0) out.push({ item, limit: Math.floor(value) });
    }
    return out;
  };
