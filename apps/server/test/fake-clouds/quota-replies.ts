/**
 * What each fake provider's quota API answers, in its own wire format (the values below), so a
 * test can check that the adapter reads the right fields into our items and units.
 */

/** Alibaba ECS DescribeAccountAttributes: only the attributes asked for (AttributeName.N). */
export function aliQuotaReply(params: Record<string, string>) {
  const all: Record<string, string> = {
    'max-postpaid-instance-vcpu-count': '500',
    'max-security-groups': '100',
  };
  const asked = Object.entries(params)
    .filter(([k]) => /^AttributeName\.\d+$/.test(k))
    .map(([, v]) => v);
  return {
    RequestId: 'ali-quota-1',
    AccountAttributeItems: {
      AccountAttributeItem: (asked.length ? asked : Object.keys(all))
        .filter((n) => all[n] !== undefined)
        .map((AttributeName) => ({
          AttributeName,
          AttributeValues: { ValueItem: [{ Value: all[AttributeName], Count: 1 }] },
        })),
    },
  };
}

/**
 * Alibaba Quota Center ListProductQuotas: a product's quotas in the region of the regionId
 * dimension, filtered by QuotaActionCode when given (EIPs 20, VPCs 10, security groups 100).
 */
export function aliQuotaCenterReply(params: Record<string, string>) {
  const region = params['Dimensions.1.Key'] === 'regionId' ? params['Dimensions.1.Value'] : '';
  const byProduct: Record<string, { QuotaActionCode: string; TotalQuota: number }[]> = {
    eip: [{ QuotaActionCode: 'eip_quota_instances_num', TotalQuota: 20 }],
    vpc: [
      { QuotaActionCode: `vpc_quota_instances_num_${region}`, TotalQuota: 10 },
      { QuotaActionCode: 'vpc_quota_vswitches_num', TotalQuota: 150 },
    ],
    ecs: [{ QuotaActionCode: 'q_security-groups', TotalQuota: 100 }],
  };
  const quotas = (region ? (byProduct[params.ProductCode ?? ''] ?? []) : [])
    .filter((q) => !params.QuotaActionCode || q.QuotaActionCode === params.QuotaActionCode)
    .map((q) => ({
      ...q,
      ProductCode: params.ProductCode,
      QuotaCategory: 'CommonQuota',
      TotalUsage: 1,
      Dimensions: { regionId: region },
      GlobalQuota: false,
      Adjustable: true,
    }));
  return { TotalCount: quotas.length, MaxResults: 30, Quotas: quotas };
}

/** Huawei ECS ShowServerLimits: -1 is no limit. */
export const HW_LIMITS = {
  absolute: {
    maxTotalInstances: 200,
    maxTotalCores: 800,
    maxTotalRAMSize: 1_638_400,
    maxTotalFloatingIps: -1,
    totalInstancesUsed: 3,
    totalCoresUsed: 12,
    totalRAMUsed: 24_576,
  },
};

/** Tencent CVM DescribeAccountQuota: instance quotas per zone and charge type. */
export const tcQuotaReply = (region: string) => ({
  AppId: 1251783334,
  AccountQuotaOverview: {
    Region: region,
    AccountQuota: {
      PostPaidQuotaSet: [
        { Zone: `${region}-3`, TotalQuota: 30, UsedQuota: 12, RemainingQuota: 18 },
        { Zone: `${region}-4`, TotalQuota: 30, UsedQuota: 0, RemainingQuota: 30 },
      ],
      PrePaidQuotaSet: [
        { Zone: `${region}-3`, TotalQuota: 60, UsedQuota: 1, OnceQuota: 30, RemainingQuota: 59 },
      ],
      SpotPaidQuotaSet: [],
      ImageQuotaSet: [{ TotalQuota: 10, UsedQuota: 0 }],
      DisasterRecoverGroupQuotaSet: [],
    },
  },
});

/** JD vm describeQuotas, filtered by resourceTypes (filters.1). */
export function jdQuotaReply(query: URLSearchParams) {
  const all = [
    { resourceType: 'instance', limit: 120, used: 4 },
    { resourceType: 'keypair', limit: 50, used: 1 },
  ];
  const wanted = [...query.entries()]
    .filter(([k]) => /^filters\.1\.values\.\d+$/.test(k))
    .map(([, v]) => v);
  const on = query.get('filters.1.name') === 'resourceTypes';
  return { quotas: all.filter((q) => !on || wanted.includes(q.resourceType)) };
}

/** AWS Service Quotas GetServiceQuota values by (service, quota code). */
export const AWS_QUOTAS: Record<string, number> = { 'ec2 L-1216C47A': 640, 'ec2 L-0263D0A3': 5 };
