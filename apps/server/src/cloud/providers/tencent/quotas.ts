import type { ProviderQuota } from '../../adapter.ts';
import type { AdapterSetting } from '../define.ts';
import { lazy } from '../lazy.ts';
import { tencentConfig } from './adapter.ts';

/**
 * CVM DescribeAccountQuota (2017-03-12): the region's instance quotas per zone, pay-as-you-go
 * (PostPaidQuotaSet) and monthly (PrePaidQuotaSet), each with TotalQuota. The region's
 * instance limit is their sum over the zones; vCPUs are not a CVM quota there.
 */
const sdk = lazy(() => import('tencentcloud-sdk-nodejs/tencentcloud/services/cvm/index.js'));

type Caller = <T>(action: string, run: () => Promise<T>) => Promise<T>;

export const tcQuotas =
  (setting: AdapterSetting, call: Caller) =>
  async (region: string): Promise<ProviderQuota[]> => {
    const client = new (await sdk()).cvm.v20170312.Client(tencentConfig(setting, 'cvm', region));
    const r = await call('DescribeAccountQuota', () => client.DescribeAccountQuota({}));
    const q = r.AccountQuotaOverview?.AccountQuota;
    if (!q) return [];
    const sets = [...(q.PostPaidQuotaSet ?? []), ...(q.PrePaidQuotaSet ?? [])];
    const totals = sets.map((s) => s.TotalQuota).filter((n): n is number => n !== undefined);
    return totals.length
      ? [{ item: 'instances', limit: totals.reduce((sum, n) => sum + n, 0) }]
      : [];
  };
