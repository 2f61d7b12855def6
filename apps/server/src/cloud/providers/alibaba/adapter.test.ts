import { describe, expect, it } from 'vitest';
import { ALI_HOSTS } from '../../../../test/fake-clouds/alibaba.ts';
import { useFakeCloud } from '../../../../test/fake-clouds/adapter-kit.ts';
import { ALIBABA } from '../conformance/cases-ali-aws-huawei.ts';

// The scenarios every provider shares are in conformance/; these are Alibaba Cloud's own.
const cloud = useFakeCloud(ALIBABA.setup);
const R = cloud.region;

describe('Alibaba Cloud adapter', () => {
  it('calls StartInstance, StopInstance and RebootInstance once per host', async () => {
    const [a, b] = [ALI_HOSTS[0]!.InstanceId, ALI_HOSTS[1]!.InstanceId];
    await cloud.actOnHosts({ start: [a, b], stop: [a], reboot: [a] });
    expect(cloud.fake.calls.slice(-4).map((c) => [c.action, c.params.InstanceId])).toEqual([
      ['StartInstance', a],
      ['StartInstance', b],
      ['StopInstance', a],
      ['RebootInstance', a],
    ]);
    await expect(cloud.adapter.hostAction(R, ['i-missing'], 'stop')).rejects.toMatchObject({
      kind: 'not_found',
      providerCode: 'InvalidInstanceId.NotFound',
    });
  });
});
