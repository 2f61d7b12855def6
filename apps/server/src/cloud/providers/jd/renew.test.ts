import { expect, it } from 'vitest';
import { JD_HOSTS } from '../../../../test/fake-clouds/jd.ts';
import { describeRenewal } from '../../../../test/fake-clouds/renew-kit.ts';
import { JD } from '../conformance/cases-jd-qing-tencent.ts';
import { jdTerm, jdTime } from './renew.ts';

const id = JD_HOSTS[0]!.instanceId;
const codes = { appCode: 'jcloud', serviceCode: 'vm' };

const jd = describeRenewal({
  name: 'JD Cloud renewal service',
  provider: 'JINGDONG',
  setup: JD.setup,
  target: { type: 'host', region: JD.setup.region, providerId: id },
  expiresAt: JD_HOSTS[0]!.charge.chargeExpiredTime,
  refusal: ['FAILED_PRECONDITION', 'Insufficient balance for the renewal order.'],
  renewCalls: (fake) =>
    expect(fake.calls.slice(-2).map((c) => [c.service, c.method, c.path, c.body])).toEqual([
      [
        'renewal',
        'POST',
        '/instances:renew',
        { renewInstanceParam: { ...codes, timeUnit: 'MONTH', timeSpan: 3, instanceIds: id } },
      ],
      [
        'renewal',
        'POST',
        '/instances',
        { queryInstanceParam: { ...codes, instanceId: id, renewStatus: 'ALL' } },
      ],
    ]),
  autoCalls: (fake) =>
    expect(fake.calls.slice(-2).map((c) => [c.method, c.path, c.body])).toEqual([
      [
        'PUT',
        '/instances:autoRenewStatus',
        {
          setRenewalParam: {
            ...codes,
            instanceIds: id,
            autoRenewStatus: 'OPEN',
            timeUnit: 'MONTH',
            timeSpan: 1,
          },
        },
      ],
      [
        'PUT',
        '/instances:autoRenewStatus',
        { setRenewalParam: { ...codes, instanceIds: id, autoRenewStatus: 'CLOSE' } },
      ],
    ]),
});

it('reads JD expiry written in ISO 8601 or as Beijing wall time', () => {
  expect(jdTime('2027-02-01T08:00:00Z')).toEqual(new Date('2027-02-01T08:00:00Z'));
  expect(jdTime('2027-02-01 16:00:00')).toEqual(new Date('2027-02-01T08:00:00Z'));
  expect(jdTime('')).toBeUndefined();
  expect(jdTime('soon')).toBeUndefined();
});

it('renews whole years as years: JD takes 1-9 months or 1-3 years', async () => {
  expect([1, 3, 6, 9, 12, 24, 36].map(jdTerm)).toEqual([
    { timeUnit: 'MONTH', timeSpan: 1 },
    { timeUnit: 'MONTH', timeSpan: 3 },
    { timeUnit: 'MONTH', timeSpan: 6 },
    { timeUnit: 'MONTH', timeSpan: 9 },
    { timeUnit: 'YEAR', timeSpan: 1 },
    { timeUnit: 'YEAR', timeSpan: 2 },
    { timeUnit: 'YEAR', timeSpan: 3 },
  ]);
  expect(() => jdTerm(10)).toThrow(/10 months/);
  const target = { type: 'host' as const, region: JD.setup.region, providerId: id };
  const before = await jd.adapter.readExpiry!(target);
  const { expiresAt } = await jd.adapter.renew!(target, 12);
  const want = new Date(before!);
  want.setUTCFullYear(want.getUTCFullYear() + 1);
  expect(expiresAt).toEqual(want);
  expect(jd.fake.calls.findLast((c) => c.path === '/instances:renew')!.body).toMatchObject({
    renewInstanceParam: { timeUnit: 'YEAR', timeSpan: 1 },
  });
});
