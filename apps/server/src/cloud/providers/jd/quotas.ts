import type { ProviderQuota } from '../../adapter.ts';
import type { JdCall } from './metrics.ts';

/**
 * Virtual Machines describeQuotas (GET vm /v1/regions/{regionId}/quotas, filter resourceTypes):
 * quotas [{resourceType, limit, used}]; of its types (instance, keypair, image,
 * instanceTemplate) the console counts instances.
 */
const TYPES: Record<string, ProviderQuota['item']> = { instance: 'instances' };

export const jdQuotas =
  (call: JdCall) =>
  async (region: string): Promise<ProviderQuota[]> => {
    const query: Record<string, string> = { 'filters.1.name': 'resourceTypes' };
    Object.keys(TYPES).forEach((t, i) => (query[`filters.1.values.${i + 1}`] = t));
    const result = await call('vm', region, 'GET', '/quotas', query);
    const quotas = (result.quotas ?? []) as { resourceType?: string; limit?: number }[];
    return quotas.flatMap((q) => {
      const item = q.resourceType ? TYPES[q.resourceType] : undefined;
      return item && typeof q.limit === 'number' && q.limit >= 0 ? [{ item, limit: q.limit }] : [];
    });
  };
