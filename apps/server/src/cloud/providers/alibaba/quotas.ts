import type { CloudAdapter, ProviderQuota } from '../../adapter.ts';
import { quotaCenterLimits } from './quota-center.ts';
import type { AliCall } from './call.ts';

/**
 * ECS DescribeAccountAttributes (2014-05-26): the region's ECS quotas by attribute name, each
 * with its ValueItem list. Of what it reports, the console counts the pay-as-you-go vCPUs
 * (`max-postpaid-instance-vcpu-count`); EIPs and VPCs are read from Quota Center
 * (quota-center.ts). ECS limits instances by vCPUs, not by count, and databases have no quota
 * read here: those keep the request-stated limit.
 */
const ATTRIBUTES: Record<string, ProviderQuota['item']> = {
  'max-postpaid-instance-vcpu-count': 'vcpus',
};

interface AttributeItem {
  AttributeName?: string;
  AttributeValues?: { ValueItem?: { Value?: string | number }[] };
}

export const aliQuotas =
  (call: AliCall): NonNullable<CloudAdapter['readQuotas']> =>
  async (region) => {
    const names = Object.keys(ATTRIBUTES);
    const reply = await call(
      'ecs',
      'DescribeAccountAttributes',
      region,
      Object.fromEntries(names.map((n, i) => [`AttributeName.${i + 1}`, n])),
    );
    const items = (reply.AccountAttributeItems as { AccountAttributeItem?: AttributeItem[] })
      ?.AccountAttributeItem;
    const out: ProviderQuota[] = [];
    for (const a of items ?? []) {
      const item = a.AttributeName ? ATTRIBUTES[a.AttributeName] : undefined;
      const values = (a.AttributeValues?.ValueItem ?? [])
        .map((v) => Number(v.Value))
        .filter((n) => Number.isFinite(n) && n >= 0);
      if (item && values.length) out.push({ item, limit: Math.max(...values) });
    }
    return [...out, ...(await quotaCenterLimits(call, region))];
  };
