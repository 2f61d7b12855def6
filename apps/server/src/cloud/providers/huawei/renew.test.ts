import { expect } from 'vitest';
import { HW_SERVERS } from '../../../../test/fake-clouds/huawei.ts';
import { describeRenewal } from '../../../../test/fake-clouds/renew-kit.ts';
import { HUAWEI } from '../conformance/cases-ali-aws-huawei.ts';

const id = HW_SERVERS[0]!.id;
const SUBS = '/v2/orders/subscriptions/resources';

describeRenewal({
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
