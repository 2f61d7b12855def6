import type { FakeSubscriptions } from './subscriptions.ts';

const tcTime = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
/** The database products answer Beijing wall time: "2027-04-01 10:00:00". */
const wallTime = (d: Date) =>
  new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The prepaid CDB, Redis and MongoDB instances the fake renews, with their deadline (UTC). */
export const TC_SUBSCRIBED_DBS = {
  'cdb-tc01': '2027-04-01T02:00:00Z',
  'crs-tc02': '2027-05-01T02:00:00Z',
  'cmgo-tc02': '2027-06-01T02:00:00Z',
};

const NOT_PREPAID: [string, string] = [
  'UnsupportedOperation.InstanceChargeType',
  'The instance billing mode does not support this operation.',
];

/** Each product's Describe-by-id reply, with the subscription book's deadline and flag. */
function describeReply(subs: FakeSubscriptions, key: string, id: string): object | undefined {
  const at = subs.expiry.get(id);
  const flag = subs.autoRenew.get(id)?.on ? 1 : 0;
  if (key === 'cdb DescribeDBInstances') {
    const items = at
      ? [{ InstanceId: id, PayType: 0, DeadlineTime: wallTime(at), AutoRenew: flag }]
      : [];
    return { TotalCount: items.length, Items: items };
  }
  if (key === 'redis DescribeInstances') {
    const set = at
      ? [{ InstanceId: id, BillingMode: 1, DeadlineTime: wallTime(at), AutoRenewFlag: flag }]
      : [];
    return { TotalCount: set.length, InstanceSet: set };
  }
  if (key === 'mongodb DescribeDBInstances') {
    const details = at
      ? [
          {
            InstanceId: id,
            PayMode: 1,
            DeadLine: wallTime(at),
            AutoRenewFlag: flag,
          },
        ]
      : [];
    return { TotalCount: details.length, InstanceDetails: details };
  }
  return undefined;
}

/** Each product's renew call: the instance it names and the months it asks for. */
function renewAsked(key: string, params: Record<string, unknown>) {
  const prepaid = params.InstanceChargePrepaid as
    { Period?: number; RenewFlag?: string } | undefined;
  if (key === 'cvm RenewInstances' || key === 'mongodb RenewDBInstances')
    return { id: (params.InstanceIds as string[] | undefined)?.[0] ?? '', months: prepaid?.Period };
  if (key === 'cdb RenewDBInstance')
    return { id: String(params.InstanceId ?? ''), months: params.TimeSpan as number | undefined };
  if (key === 'redis RenewInstance')
    return { id: String(params.InstanceId ?? ''), months: params.Period as number | undefined };
  return undefined;
}

/**
 * Each product's auto-renew call: the flag it asks for (true / false), or null for a value the
 * product refuses; undefined when the call is not one (Redis's ModifyInstance does other things).
 */
function autoAsked(key: string, p: Record<string, unknown>, version: string) {
  const num = (v: unknown) => (v === 1 ? true : v === 0 ? false : null);
  if (key === 'cvm ModifyInstancesRenewFlag')
    return p.RenewFlag === 'NOTIFY_AND_AUTO_RENEW'
      ? true
      : p.RenewFlag === 'NOTIFY_AND_MANUAL_RENEW'
        ? false
        : null;
  if (key === 'cdb ModifyAutoRenewFlag') return num(p.AutoRenew);
  if (key === 'redis ModifyInstance' && p.Operation === 'modifyAutoRenew')
    return num((p.AutoRenews as unknown[] | undefined)?.[0]);
  // 2019-07-25 has no such action; only the 2018-04-08 API answers it.
  if (key === 'mongodb SetAutoRenew') return version === '2018-04-08' ? num(p.AutoRenewFlag) : null;
  return undefined;
}

/**
 * CVM, CDB, Redis and MongoDB renewals, their Describe calls by id, and their auto-renew calls
 * at the fake: the reply's Response body, or [code, message] for an error; undefined for other
 * calls (a list without ids is the list's).
 */
export function tcRenewReply(
  subs: FakeSubscriptions,
  key: string,
  params: Record<string, unknown>,
  hosts: readonly { InstanceId: string; ExpiredTime: string | null }[],
  version = '',
): object | [string, string] | undefined {
  const ids = (params.InstanceIds as string[] | undefined) ?? [];
  if (key === 'cvm DescribeInstances' && ids.length) {
    const set = hosts
      .filter((h) => ids.includes(h.InstanceId))
      .map((h) => {
        const at = subs.expiry.get(h.InstanceId);
        const auto = subs.autoRenew.get(h.InstanceId)?.on;
        return {
          ...h,
          ExpiredTime: at ? tcTime(at) : h.ExpiredTime,
          RenewFlag: auto ? 'NOTIFY_AND_AUTO_RENEW' : 'NOTIFY_AND_MANUAL_RENEW',
        };
      });
    return { TotalCount: set.length, InstanceSet: set };
  }
  const byId = ids[0] ?? (params.InstanceId as string | undefined);
  if (byId) {
    const described = describeReply(subs, key, byId);
    if (described) return described;
  }
  const asked = renewAsked(key, params);
  const auto = autoAsked(key, params, version);
  if (!asked && auto === undefined) return undefined;
  const id = asked?.id ?? ids[0] ?? '';
  if (!subs.expiry.has(id)) return NOT_PREPAID;
  const refused = subs.refusalOf(id);
  if (refused) return refused;
  if (asked) {
    if (!asked.months) return ['MissingParameter', 'The request is missing the renewal period.'];
    subs.renew(id, asked.months);
    return key === 'cdb RenewDBInstance' || key === 'redis RenewInstance'
      ? { DealId: '20270320233333' }
      : {};
  }
  if (auto === null) {
    return ['InvalidParameterValue', `The auto-renew value of \`${key}\` is not valid.`];
  }
  if (!subs.unapplied.has(id)) subs.autoRenew.set(id, { on: auto! });
  // Redis answers a task for the change; the others an empty body.
  return key === 'redis ModifyInstance' ? { TaskId: 4711 } : {};
}
