import { describe, expect, it } from 'vitest';
import { AWS_HOSTS } from '../../../../test/fake-clouds/aws.ts';
import { withCallPolicy } from '../../call-policy.ts';
import { useFakeCloud } from '../../../../test/fake-clouds/adapter-kit.ts';
import { AWS } from '../conformance/cases-ali-aws-huawei.ts';

// The scenarios every provider shares are in conformance/; these are AWS's own.
const cloud = useFakeCloud(AWS.setup);
const R = cloud.region;

describe('AWS adapter (official v3 clients)', () => {
  it('sends Start/Stop/RebootInstances with indexed InstanceId parameters', async () => {
    const ids = [AWS_HOSTS[0]!.id, AWS_HOSTS[1]!.id];
    await cloud.actOnHosts({ start: ids, stop: ids, reboot: ids });
    const shape = { 'InstanceId.1': ids[0], 'InstanceId.2': ids[1] };
    expect(cloud.fake.calls.slice(-3)).toEqual([
      { service: 'ec2', region: R, action: 'StartInstances', params: shape },
      { service: 'ec2', region: R, action: 'StopInstances', params: shape },
      { service: 'ec2', region: R, action: 'RebootInstances', params: shape },
    ]);
    await expect(
      cloud.adapter.hostAction(R, ['i-0000000000000dead'], 'reboot'),
    ).rejects.toMatchObject({
      kind: 'not_found',
      providerCode: 'InvalidInstanceID.NotFound',
    });
  });

  it('retries RequestLimitExceeded and Throttling through the call policy', async () => {
    cloud.fake.throttle = 2;
    expect(
      (await withCallPolicy(cloud.adapter, { baseDelayMs: 1 }).list('vpc', R)).items,
    ).toHaveLength(1);
    cloud.fake.throttle = 1;
    await expect(cloud.adapter.list('vpc', R)).rejects.toMatchObject({
      kind: 'throttled',
      providerCode: 'RequestLimitExceeded',
    });
    cloud.fake.throttle = 1;
    await expect(cloud.adapter.list('database', R)).rejects.toMatchObject({
      kind: 'throttled',
      providerCode: 'Throttling',
    });
  });
});
