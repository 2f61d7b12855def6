import type { WireReply } from './server.ts';
import type { FakeSubscriptions } from './subscriptions.ts';

/** Alibaba writes ECS times to the minute in UTC: 2027-01-10T16:00Z. */
const aliTime = (d: Date) => `${d.toISOString().slice(0, 16)}Z`;

/**
 * ECS RenewInstance, DescribeInstanceAttribute and ModifyInstanceAutoRenewAttribute at the
 * fake; undefined for any other action. A pay-as-you-go instance is refused as ECS does.
 */
export function aliRenewReply(
  subs: FakeSubscriptions,
  key: string,
  params: Record<string, string>,
  json: (status: number, body: object) => WireReply,
  error: (status: number, code: string, message: string) => WireReply,
): WireReply | undefined {
  const actions = [
    'RenewInstance',
    'DescribeInstanceAttribute',
    'ModifyInstanceAutoRenewAttribute',
  ];
  const [action, version] = key.split(' ');
  if (version !== '2014-05-26' || !actions.includes(action!)) return undefined;
  const id = params.InstanceId ?? '';
  const expiry = subs.expiry.get(id);
  if (!expiry) {
    return error(
      403,
      'InvalidInstanceChargeType.ValueNotSupported',
      'The operation is not permitted due to charge type of the instance.',
    );
  }
  if (action === 'DescribeInstanceAttribute') {
    return json(200, {
      InstanceId: id,
      InstanceChargeType: 'PrePaid',
      ExpiredTime: aliTime(expiry),
    });
  }
  const refused = subs.refusalOf(id);
  if (refused) return error(403, ...refused);
  if (action === 'RenewInstance') {
    if (params.PeriodUnit !== 'Month' || !/^[1-9]\d*$/.test(params.Period ?? '')) {
      return error(400, 'InvalidPeriod', 'The specified period is not valid.');
    }
    subs.renew(id, Number(params.Period));
    return json(200, { OrderId: '2049811222' });
  }
  const on = params.RenewalStatus === 'AutoRenewal' && params.AutoRenew === 'true';
  subs.autoRenew.set(id, on ? { on, months: Number(params.Duration) } : { on });
  return json(200, {});
}
