import { describe, expect, it } from 'vitest';
import {
  useFakeCloud,
  type FakeCloud,
  type FakeCloudSetup,
} from '../../../../test/fake-clouds/adapter-kit.ts';
import type { FakeAlibaba } from '../../../../test/fake-clouds/alibaba.ts';
import { ALIBABA } from '../conformance/cases-ali-aws-huawei.ts';

// Alibaba's quota read: vCPUs from ECS DescribeAccountAttributes, EIPs and VPCs from Quota
// Center ListProductQuotas, each answered by the fake in its wire format, signature checked.
describe('Alibaba Quota Center', () => {
  const cloud = useFakeCloud(ALIBABA.setup as FakeCloudSetup<FakeCloud>);
  const fake = () => cloud.fake as unknown as FakeAlibaba;

  it('asks each product for its quota in the region, by quota code and regionId dimension', async () => {
    const before = fake().calls.length;
    await expect(cloud.adapter.readQuotas!(cloud.region)).resolves.toEqual([
      { item: 'vcpus', limit: 500 },
      { item: 'eips', limit: 20 },
      { item: 'vpcs', limit: 10 },
    ]);
    const sent = fake().calls.slice(before);
    expect(sent.map((c) => `${c.action} ${c.params.ProductCode ?? ''}`)).toEqual([
      'DescribeAccountAttributes ',
      'ListProductQuotas eip',
      'ListProductQuotas vpc',
    ]);
    expect(sent[1]).toMatchObject({
      version: '2020-05-10',
      params: {
        QuotaActionCode: 'eip_quota_instances_num',
        QuotaCategory: 'CommonQuota',
        'Dimensions.1.Key': 'regionId',
        'Dimensions.1.Value': cloud.region,
      },
    });
    // Quota Center is global: the region travels in the dimension only.
    expect(sent[1]!.params.RegionId).toBeUndefined();
  });

  it('keeps the ECS limit when the key may not read Quota Center', async () => {
    fake().deny.add('ListProductQuotas 2020-05-10');
    try {
      await expect(cloud.adapter.readQuotas!(cloud.region)).resolves.toEqual([
        { item: 'vcpus', limit: 500 },
      ]);
    } finally {
      fake().deny.delete('ListProductQuotas 2020-05-10');
    }
  });
});
