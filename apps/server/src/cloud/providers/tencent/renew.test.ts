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
    expect(fake.calls.slice(-3).map((c) => [c.action, c.params])).toEqual([
      ['ModifyInstancesRenewFlag', { InstanceIds: [id], RenewFlag: 'NOTIFY_AND_AUTO_RENEW' }],
      ['DescribeInstances', { InstanceIds: [id] }],
      ['ModifyInstancesRenewFlag', { InstanceIds: [id], RenewFlag: 'NOTIFY_AND_MANUAL_RENEW' }],
    ]),
  readsBack: true,
});

/** The databases renew through their own products, then read their deadline back by id. */
const dbCase = (
  name: string,
  type: 'database' | 'redis' | 'mongo',
  providerId: keyof typeof TC_SUBSCRIBED_DBS,
  calls: [service: string, action: string, params: object][],
  /** The auto-renew call on, the Describe call reading the flag, the call off. */
  auto: [service: string, action: string, params: object][],
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
    autoCalls: (fake) =>
      expect(
        fake.calls.slice(-auto.length).map((c) => [c.service, c.action, c.region, c.params]),
      ).toEqual(auto.map(([service, action, params]) => [service, action, R, params])),
    readsBack: true,
  });

const cdbRead = ['cdb', 'DescribeDBInstances', { InstanceIds: ['cdb-tc01'] }] as const;
const cdb = dbCase(
  'Tencent Cloud CDB',
  'database',
  'cdb-tc01',
  [['cdb', 'RenewDBInstance', { InstanceId: 'cdb-tc01', TimeSpan: 3 }], [...cdbRead]],
  [
    ['cdb', 'ModifyAutoRenewFlag', { InstanceIds: ['cdb-tc01'], AutoRenew: 1 }],
    [...cdbRead],
    ['cdb', 'ModifyAutoRenewFlag', { InstanceIds: ['cdb-tc01'], AutoRenew: 0 }],
  ],
);
const redisRead = ['redis', 'DescribeInstances', { InstanceId: 'crs-tc02' }] as const;
const redisAuto = (flag: number) =>
  [
    'redis',
    'ModifyInstance',
    { Operation: 'modifyAutoRenew', InstanceIds: ['crs-tc02'], AutoRenews: [flag] },
  ] as [string, string, object];
dbCase(
  'Tencent Cloud Redis',
  'redis',
  'crs-tc02',
  [['redis', 'RenewInstance', { InstanceId: 'crs-tc02', Period: 3 }], [...redisRead]],
  [redisAuto(1), [...redisRead], redisAuto(0)],
);
const mongoRead = ['mongodb', 'DescribeDBInstances', { InstanceIds: ['cmgo-tc02'] }] as const;
const mongo = dbCase(
  'Tencent Cloud MongoDB',
  'mongo',
  'cmgo-tc02',
  [
    [...mongoRead],
    [
      'mongodb',
      'RenewDBInstances',
      {
        InstanceIds: ['cmgo-tc02'],
        InstanceChargePrepaid: { Period: 3, RenewFlag: 'NOTIFY_AND_MANUAL_RENEW' },
      },
    ],
    [...mongoRead],
  ],
  // SetAutoRenew of the 2018-04-08 API (the fake refuses it under 2019-07-25).
  [
    ['mongodb', 'SetAutoRenew', { InstanceIds: ['cmgo-tc02'], AutoRenewFlag: 1 }],
    [...mongoRead],
    ['mongodb', 'SetAutoRenew', { InstanceIds: ['cmgo-tc02'], AutoRenewFlag: 0 }],
  ],
);

it('a MongoDB renewal keeps the instance’s own auto-renew flag (Tencent’s default would clear it)', async () => {
  mongo.fake.subs.autoRenew.set('cmgo-tc02', { on: true });
  await mongo.adapter.renew!({ type: 'mongo', region: R, providerId: 'cmgo-tc02' }, 1);
  const sent = mongo.fake.calls.findLast((c) => c.action === 'RenewDBInstances')!;
  expect(sent.params.InstanceChargePrepaid).toEqual({
    Period: 1,
    RenewFlag: 'NOTIFY_AND_AUTO_RENEW',
  });
});

it('reads the flag the cloud holds, not the one last asked for', async () => {
  const t = { type: 'database' as const, region: R, providerId: 'cdb-tc01' };
  await cdb.adapter.setAutoRenew!(t, false);
  // Tencent took the call but the instance still reports its old flag (not applied yet).
  cdb.fake.subs.unapplied.add('cdb-tc01');
  await cdb.adapter.setAutoRenew!(t, true, 1);
  expect(await cdb.adapter.readAutoRenew!(t)).toBe(false);
  cdb.fake.subs.unapplied.delete('cdb-tc01');
  await cdb.adapter.setAutoRenew!(t, true, 1);
  expect(await cdb.adapter.readAutoRenew!(t)).toBe(true);
});
