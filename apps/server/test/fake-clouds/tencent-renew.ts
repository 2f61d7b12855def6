import type { FakeSubscriptions } from './subscriptions.ts';

const tcTime = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * CVM RenewInstances, ModifyInstancesRenewFlag and DescribeInstances by InstanceIds at the
 * fake: the reply's Response body, or [code, message] for an error; undefined for other calls.
 */
export function tcRenewReply(
  subs: FakeSubscriptions,
  key: string,
  params: Record<string, unknown>,
  hosts: readonly { InstanceId: string; ExpiredTime: string | null }[],
): object | [string, string] | undefined {
  const ids = (params.InstanceIds as string[] | undefined) ?? [];
  if (key === 'cvm DescribeInstances' && ids.length) {
    const set = hosts
      .filter((h) => ids.includes(h.InstanceId))
      .map((h) => {
        const at = subs.expiry.get(h.InstanceId);
        return { ...h, ExpiredTime: at ? tcTime(at) : h.ExpiredTime };
      });
    return { TotalCount: set.length, InstanceSet: set };
  }
  if (key !== 'cvm RenewInstances' && key !== 'cvm ModifyInstancesRenewFlag') return undefined;
  const id = ids[0] ?? '';
  if (!subs.expiry.has(id)) {
    return [
      'UnsupportedOperation.InstanceChargeType',
      'The instance billing mode does not support this operation.',
    ];
  }
  const refused = subs.refusalOf(id);
  if (refused) return refused;
  if (key === 'cvm RenewInstances') {
    const period = (params.InstanceChargePrepaid as { Period?: number } | undefined)?.Period;
    if (!period)
      return [
        'MissingParameter',
        'The request is missing a required parameter `InstanceChargePrepaid.Period`.',
      ];
    subs.renew(id, period);
    return {};
  }
  const flag = params.RenewFlag;
  if (flag !== 'NOTIFY_AND_AUTO_RENEW' && flag !== 'NOTIFY_AND_MANUAL_RENEW') {
    return ['InvalidParameterValue', `The value \`${String(flag)}\` of RenewFlag is not valid.`];
  }
  subs.autoRenew.set(id, { on: flag === 'NOTIFY_AND_AUTO_RENEW' });
  return {};
}
