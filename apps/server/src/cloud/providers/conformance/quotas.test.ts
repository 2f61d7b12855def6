import { describe, expect, it } from 'vitest';
import { useFakeCloud } from '../../../../test/fake-clouds/adapter-kit.ts';
import type { ProviderQuota } from '../../adapter.ts';
import { METRIC_CASES } from './metric-cases.ts';

// Every provider's quota read against its fake, in the provider's wire format and signature.
// The fakes' values are in test/fake-clouds/quota-replies.ts.
const EXPECTED: Record<string, { quotas: ProviderQuota[]; wire: object; authCode?: string }> = {
  // vCPUs from ECS, EIPs and VPCs from Quota Center (the VPC quota's code carries the region).
  ALI: {
    quotas: [
      { item: 'vcpus', limit: 500 },
      { item: 'eips', limit: 20 },
      { item: 'vpcs', limit: 10 },
    ],
    wire: {
      action: 'ListProductQuotas',
      version: '2020-05-10',
      params: {
        ProductCode: 'vpc',
        QuotaActionCode: 'vpc_quota_instances_num_cn-hangzhou',
        'Dimensions.1.Key': 'regionId',
        'Dimensions.1.Value': 'cn-hangzhou',
      },
    },
  },
  AWS: {
    quotas: [
      { item: 'vcpus', limit: 640 },
      { item: 'eips', limit: 5 },
    ],
    wire: {
      service: 'servicequotas',
      action: 'GetServiceQuota',
      body: { ServiceCode: 'ec2', QuotaCode: 'L-0263D0A3' },
    },
    authCode: 'InvalidSignatureException',
  },
  HUAWEI: {
    // maxTotalRAMSize is MB; maxTotalFloatingIps -1 (no limit) is not a quota.
    quotas: [
      { item: 'instances', limit: 200 },
      { item: 'vcpus', limit: 800 },
      { item: 'memoryGb', limit: 1600 },
    ],
    wire: { service: 'ecs', method: 'GET' },
  },
  JINGDONG: {
    quotas: [{ item: 'instances', limit: 120 }],
    wire: {
      service: 'vm',
      method: 'GET',
      path: '/quotas',
      query: { 'filters.1.name': 'resourceTypes', 'filters.1.values.1': 'instance' },
    },
  },
  // Pay-as-you-go 30 + 30 over two zones, monthly 60 in one.
  TENGXUN: {
    quotas: [{ item: 'instances', limit: 120 }],
    wire: { service: 'cvm', action: 'DescribeAccountQuota' },
  },
};

for (const c of METRIC_CASES) {
  const want = EXPECTED[c.provider];
  describe(`${c.provider} quotas`, () => {
    const cloud = useFakeCloud(c.setup);

    if (!want) {
      it('has no quota read (no quota API): its limits stay the requests’', () => {
        expect(cloud.adapter.readQuotas).toBeUndefined();
      });
      return;
    }

    it('reads the provider’s limits into our quota items and units', async () => {
      const quotas = await cloud.adapter.readQuotas!(cloud.region);
      expect(quotas).toEqual(want.quotas);
      expect(cloud.fake.calls.at(-1)).toMatchObject(want.wire);
    });

    it('answers bad credentials as an auth error with the provider’s code', async () => {
      const bad = cloud.adapterWith({ secret: 'not-the-secret-0000' });
      await expect(bad.readQuotas!(cloud.region)).rejects.toMatchObject({
        kind: 'auth',
        provider: c.provider,
        providerCode: want.authCode ?? c.authCode,
      });
    });
  });
}
