import { expect } from 'vitest';
import { TC_HOSTS } from '../../../../test/fake-clouds/tencent.ts';
import { describeRenewal } from '../../../../test/fake-clouds/renew-kit.ts';
import { TENCENT } from '../conformance/cases-jd-qing-tencent.ts';

const id = TC_HOSTS[0]!.InstanceId;
const R = TENCENT.setup.region;

describeRenewal({
  name: 'Tencent Cloud CVM',
  provider: 'TENGXUN',
  setup: TENCENT.setup,
  target: { type: 'host', region: R, providerId: id },
  expiresAt: TC_HOSTS[0]!.ExpiredTime!,
  refusal: ['InvalidAccount.InsufficientBalance', 'Insufficient account balance.'],
  renewCalls: (fake) =>
    expect(fake.calls.slice(-2).map((c) => [c.service, c.action, c.region, c.params])).toEqual([
      ['cvm', 'RenewInstances', R, { InstanceIds: [id], InstanceChargePrepaid: { Period: 3 } }],
      ['cvm', 'DescribeInstances', R, { InstanceIds: [id] }],
    ]),
  autoCalls: (fake) =>
    expect(fake.calls.slice(-2).map((c) => [c.action, c.params])).toEqual([
      ['ModifyInstancesRenewFlag', { InstanceIds: [id], RenewFlag: 'NOTIFY_AND_AUTO_RENEW' }],
      ['ModifyInstancesRenewFlag', { InstanceIds: [id], RenewFlag: 'NOTIFY_AND_MANUAL_RENEW' }],
    ]),
});
