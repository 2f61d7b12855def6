import { CloudError, type ProviderQuota } from '../../adapter.ts';
import type { AliCall } from './call.ts';

/**
 * Quota Center (quotas 2020-05-10) ListProductQuotas: a product's quotas (CommonQuota) in one
 * region (Dimensions regionId), each with its QuotaActionCode and TotalQuota. The ECS call
 * (quotas.ts) has no EIP or VPC limit; these live here (docs/decisions.md, "Alibaba Quota
 * Center"). The VPC quota's code carries the region (vpc_quota_instances_num_<region>).
 */
const WATCHED: {
  product: string;
  code: (region: string) => string;
  item: ProviderQuota['item'];
}[] = [
  { product: 'eip', code: () => 'eip_quota_instances_num', item: 'eips' },
  { product: 'vpc', code: (r) => `vpc_quota_instances_num_${r}`, item: 'vpcs' },
];

interface CenterQuota {
  QuotaActionCode?: string;
  TotalQuota?: number | string;
  /** Shared by every region: not a region's limit, so not compared with a region's usage. */
  GlobalQuota?: boolean;
}

/**
 * The watched Quota Center limits of a region. A key whose RAM policy lacks quotas:* reads
 * none of them (its items keep the requests' limits) rather than failing the whole read.
 */
export async function quotaCenterLimits(call: AliCall, region: string): Promise<ProviderQuota[]> {
  const out: ProviderQuota[] = [];
  for (const w of WATCHED) {
    const code = w.code(region);
    let reply: Record<string, unknown>;
    try {
      // Quota Center is a global endpoint: the region goes in the dimension, not RegionId.
      reply = await call('quotas', 'ListProductQuotas', '', {
        ProductCode: w.product,
        QuotaActionCode: code,
        QuotaCategory: 'CommonQuota',
        'Dimensions.1.Key': 'regionId',
        'Dimensions.1.Value': region,
      });
    } catch (err) {
      if (err instanceof CloudError && err.kind === 'permission') return out;
      throw err;
    }
    const q = ((reply.Quotas as CenterQuota[] | undefined) ?? []).find(
      (x) => x.QuotaActionCode === code && !x.GlobalQuota,
    );
    const limit = Number(q?.TotalQuota);
    if (q && Number.isFinite(limit) && limit >= 0) out.push({ item: w.item, limit });
  }
  return out;
}
