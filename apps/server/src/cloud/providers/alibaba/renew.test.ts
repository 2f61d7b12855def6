import { expect } from 'vitest';
import { ALI_HOSTS, ALI_SUBSCRIBED_DBS } from '../../../../test/fake-clouds/alibaba.ts';
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

/** The databases renew through their own products, each with its wire words and expiry read. */
const dbCase = (
  name: string,
  type: 'database' | 'redis' | 'mongo',
  providerId: keyof typeof ALI_SUBSCRIBED_DBS,
  renew: [action: string, version: string, params: Record<string, string>],
  read: [action: string, version: string, params: Record<string, string>],
  /** AutoRenew's on and off words in the product's spelling. */
  [yes, no]: [string, string],
) =>
  describeRenewal({
    name,
    provider: 'ALI',
    setup: ALIBABA.setup,
    target: { type, region: 'cn-hangzhou', providerId },
    expiresAt: ALI_SUBSCRIBED_DBS[providerId],
    refusal: ['OperationDenied.OrderUnpaid', 'The instance has an unpaid order.'],
    renewCalls: (fake) =>
      expect(
        fake.calls
          .slice(fake.calls.findLastIndex((c) => c.action === renew[0]))
          .map((c) => [c.action, c.version, c.params]),
      ).toEqual([
        [renew[0], renew[1], expect.objectContaining({ ...renew[2], RegionId: 'cn-hangzhou' })],
        [read[0], read[1], expect.objectContaining(read[2])],
      ]),
    autoCalls: (fake) =>
      expect(
        fake.calls
          .filter((c) => c.action === 'ModifyInstanceAutoRenewalAttribute')
          .slice(-2)
          .map(({ version, params: p }) => [
            version,
            p.RegionId,
            p.DBInstanceId,
            p.AutoRenew,
            p.Duration,
          ]),
      ).toEqual([
        [renew[1], 'cn-hangzhou', providerId, yes, '1'],
        [renew[1], 'cn-hangzhou', providerId, no, undefined],
      ]),
  });

dbCase(
  'Alibaba Cloud RDS',
  'database',
  'rm-bp01',
  ['RenewInstance', '2014-08-15', { DBInstanceId: 'rm-bp01', Period: '3', AutoPay: 'True' }],
  ['DescribeDBInstanceAttribute', '2014-08-15', { DBInstanceId: 'rm-bp01' }],
  ['True', 'False'],
);
dbCase(
  'Alibaba Cloud Redis (R-KVStore)',
  'redis',
  'r-bp02',
  ['RenewInstance', '2015-01-01', { InstanceId: 'r-bp02', Period: '3', AutoPay: 'true' }],
  ['DescribeInstanceAttribute', '2015-01-01', { InstanceId: 'r-bp02' }],
  ['true', 'false'],
);
dbCase(
  'Alibaba Cloud MongoDB (Dds)',
  'mongo',
  'dds-bp02',
  ['RenewDBInstance', '2015-12-01', { DBInstanceId: 'dds-bp02', Period: '3', AutoPay: 'true' }],
  ['DescribeDBInstanceAttribute', '2015-12-01', { DBInstanceId: 'dds-bp02' }],
  ['true', 'false'],
);
