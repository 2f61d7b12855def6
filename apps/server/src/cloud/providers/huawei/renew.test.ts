import { expect, it } from 'vitest';
import { HW_SERVERS } from '../../../../test/fake-clouds/huawei.ts';
import { describeRenewal } from '../../../../test/fake-clouds/renew-kit.ts';
import { HUAWEI } from '../conformance/cases-ali-aws-huawei.ts';
import { huaweiTerm } from './renew.ts';

const id = HW_SERVERS[0]!.id;
const SUBS = '/v2/orders/subscriptions/resources';

const hw = describeRenewal({
  name: 'Huawei Cloud BSS',
  provider: 'HUAWEI',
  setup: HUAWEI.setup,
  target: { type: 'host', region: HUAWEI.setup.region, providerId: id },
  expiresAt: '2027-03-01T15:59:59Z',
  refusal: ['CBC.30000052', 'Insufficient balance.'],
  renewCalls: (fake) =>
    expect(fake.calls.slice(-2).map((c) => [c.service, c.method, c.path, c.body])).toEqual([
      [
        'bss',
        'POST',
        `${SUBS}/renew`,
        { resource_ids: [id], period_type: 2, period_num: 3, expire_policy: 0, is_auto_pay: 1 },
      ],
      [
        'bss',
        'POST',
        '/v2/orders/suscriptions/resources/query',
        { resource_ids: [id], only_main_resource: 1 },
      ],
    ]),
  autoCalls: (fake) =>
    expect(fake.calls.slice(-2).map((c) => [c.method, c.path, c.query])).toEqual([
      ['POST', `${SUBS}/autorenew/${id}`, { action_id: 'autorenew' }],
      ['DELETE', `${SUBS}/autorenew/${id}`, { action_id: 'delete_autorenew' }],
    ]),
});

it('renews whole years as years: BSS takes 1-11 months or 1-3 years', async () => {
  expect([1, 6, 11, 12, 24, 36].map(huaweiTerm)).toEqual([
    { period_type: 2, period_num: 1 },
    { period_type: 2, period_num: 6 },
    { period_type: 2, period_num: 11 },
    { period_type: 3, period_num: 1 },
    { period_type: 3, period_num: 2 },
    { period_type: 3, period_num: 3 },
  ]);
  expect(() => huaweiTerm(13)).toThrow(/13 months/);
  const target = { type: 'host' as const, region: HUAWEI.setup.region, providerId: id };
  const before = await hw.adapter.readExpiry!(target);
  const { expiresAt } = await hw.adapter.renew!(target, 24);
  const want = new Date(before!);
  want.setUTCFullYear(want.getUTCFullYear() + 2);
  expect(expiresAt).toEqual(want);
  expect(hw.fake.calls.findLast((c) => c.path === `${SUBS}/renew`)!.body).toMatchObject({
    period_type: 3,
    period_num: 2,
  });
});
