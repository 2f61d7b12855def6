import { expect } from 'vitest';
import { ALI_HOSTS } from '../../../../test/fake-clouds/alibaba.ts';
import { describeRenewal } from '../../../../test/fake-clouds/renew-kit.ts';
import { ALIBABA } from '../conformance/cases-ali-aws-huawei.ts';

const id = ALI_HOSTS[0]!.InstanceId;
const ecsCalls = (calls: { action: string; params: Record<string, string> }[], from: string) =>
  calls.slice(calls.findLastIndex((c) => c.action === from)).map((c) => [c.action, c.params]);

describeRenewal({
  name: 'Alibaba Cloud ECS',
  provider: 'ALI',
  setup: ALIBABA.setup,
  target: { type: 'host', region: 'cn-hangzhou', providerId: id },
  expiresAt: '2027-01-10T16:00:00Z',
  refusal: [
    'InstanceLockedForSecurity',
    'The specified operation is denied as your instance is locked for security reasons.',
  ],
  renewCalls: (fake) =>
    expect(ecsCalls(fake.calls, 'RenewInstance')).toEqual([
      [
        'RenewInstance',
        expect.objectContaining({
          InstanceId: id,
          Period: '3',
          PeriodUnit: 'Month',
          RegionId: 'cn-hangzhou',
        }),
      ],
      ['DescribeInstanceAttribute', expect.objectContaining({ InstanceId: id })],
    ]),
  autoCalls: (fake) =>
    expect(
      fake.calls
        .filter((c) => c.action === 'ModifyInstanceAutoRenewAttribute')
        .slice(-2)
        .map((c) => c.params),
    ).toEqual([
      expect.objectContaining({
        InstanceId: id,
        AutoRenew: 'true',
        RenewalStatus: 'AutoRenewal',
        Duration: '1',
        PeriodUnit: 'Month',
      }),
      expect.not.objectContaining({ Duration: expect.anything() }),
    ]),
});
