import { expect, it } from 'vitest';
import { TC_HOSTS } from '../../../../test/fake-clouds/tencent.ts';
import { describeRenewal } from '../../../../test/fake-clouds/renew-kit.ts';
import { TC_SUBSCRIBED_DBS } from '../../../../test/fake-clouds/tencent-renew.ts';
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

/** The databases renew through their own products, then read their deadline back by id. */
const dbCase = (
  name: string,
  type: 'database' | 'redis' | 'mongo',
  providerId: keyof typeof TC_SUBSCRIBED_DBS,
  calls: [service: string, action: string, params: object][],
) =>
  describeRenewal({
    name,
    provider: 'TENGXUN',
    setup: TENCENT.setup,
    target: { type, region: R, providerId },
    expiresAt: TC_SUBSCRIBED_DBS[providerId],
    refusal: ['FailedOperation.PayFailed', 'Payment failed: insufficient account balance.'],
    renewCalls: (fake) =>
      expect(
        fake.calls.slice(-calls.length).map((c) => [c.service, c.action, c.region, c.params]),
      ).toEqual(calls.map(([service, action, params]) => [service, action, R, params])),
  });

dbCase('Tencent Cloud CDB', 'database', 'cdb-tc01', [
  ['cdb', 'RenewDBInstance', { InstanceId: 'cdb-tc01', TimeSpan: 3 }],
  ['cdb', 'DescribeDBInstances', { InstanceIds: ['cdb-tc01'] }],
]);
dbCase('Tencent Cloud Redis', 'redis', 'crs-tc02', [
  ['redis', 'RenewInstance', { InstanceId: 'crs-tc02', Period: 3 }],
  ['redis', 'DescribeInstances', { InstanceId: 'crs-tc02' }],
]);
const mongo = dbCase('Tencent Cloud MongoDB', 'mongo', 'cmgo-tc02', [
  ['mongodb', 'DescribeDBInstances', { InstanceIds: ['cmgo-tc02'] }],
  [
    'mongodb',
    'RenewDBInstances',
    {
      InstanceIds: ['cmgo-tc02'],
      InstanceChargePrepaid: { Period: 3, RenewFlag: 'NOTIFY_AND_MANUAL_RENEW' },
    },
  ],
  ['mongodb', 'DescribeDBInstances', { InstanceIds: ['cmgo-tc02'] }],
]);

it('a MongoDB renewal keeps the instance’s own auto-renew flag (Tencent’s default would clear it)', async () => {
  mongo.fake.subs.autoRenew.set('cmgo-tc02', { on: true });
  await mongo.adapter.renew!({ type: 'mongo', region: R, providerId: 'cmgo-tc02' }, 1);
  const sent = mongo.fake.calls.findLast((c) => c.action === 'RenewDBInstances')!;
  expect(sent.params.InstanceChargePrepaid).toEqual({
    Period: 1,
    RenewFlag: 'NOTIFY_AND_AUTO_RENEW',
  });
});
