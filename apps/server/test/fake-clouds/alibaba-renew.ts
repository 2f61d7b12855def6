import type { WireReply } from './server.ts';
import type { FakeSubscriptions } from './subscriptions.ts';

/** Alibaba writes ECS times to the minute in UTC (2027-01-10T16:00Z), the databases' to the second. */
const minute = (d: Date) => `${d.toISOString().slice(0, 16)}Z`;
const second = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * A database's AutoRenew in its product's spelling (RDS True/False, R-KVStore and Dds
 * true/false): on needs a Duration of 1-12 months; anything else is refused (undefined).
 */
const dbFlag = (yes: string, no: string) => (p: Record<string, string>) =>
  p.AutoRenew === yes && /^([1-9]|1[0-2])$/.test(p.Duration ?? '')
    ? true
    : p.AutoRenew === no && p.Duration === undefined
      ? false
      : undefined;

/** R-KVStore's and Dds's auto-renew call (true/false) and their renewal, which needs no flag. */
const LOWER_CASE_DB = {
  auto: {
    action: 'ModifyInstanceAutoRenewalAttribute',
    idParam: 'DBInstanceId',
    on: dbFlag('true', 'false'),
  },
  periodOk: () => true,
} as const;

/** Each product's renewal at the fake: its calls by "Action Version", id parameter and reply shapes. */
const PRODUCTS = [
  {
    version: '2014-05-26',
    renew: 'RenewInstance',
    read: 'DescribeInstanceAttribute',
    idParam: 'InstanceId',
    auto: {
      action: 'ModifyInstanceAutoRenewAttribute',
      idParam: 'InstanceId',
      // ECS takes AutoRenew as a Boolean and RenewalStatus AutoRenewal / Normal with it.
      on: (p: Record<string, string>) =>
        p.AutoRenew === 'true' && p.RenewalStatus === 'AutoRenewal'
          ? true
          : p.AutoRenew === 'false' || p.RenewalStatus === 'Normal'
            ? false
            : undefined,
    },
    periodOk: (p: Record<string, string>) => p.PeriodUnit === 'Month',
    readReply: (id: string, at: Date) => ({
      InstanceId: id,
      InstanceChargeType: 'PrePaid',
      ExpiredTime: minute(at),
    }),
    notPrepaid: [
      'InvalidInstanceChargeType.ValueNotSupported',
      'The operation is not permitted due to charge type of the instance.',
    ],
  },
  {
    version: '2014-08-15',
    renew: 'RenewInstance',
    read: 'DescribeDBInstanceAttribute',
    idParam: 'DBInstanceId',
    auto: {
      action: 'ModifyInstanceAutoRenewalAttribute',
      idParam: 'DBInstanceId',
      on: dbFlag('True', 'False'),
    },
    // Without AutoPay True RDS leaves the order unpaid and renews nothing.
    periodOk: (p: Record<string, string>) => p.AutoPay === 'True',
    readReply: (id: string, at: Date) => ({
      Items: {
        DBInstanceAttribute: [{ DBInstanceId: id, PayType: 'Prepaid', ExpireTime: second(at) }],
      },
    }),
    notPrepaid: [
      'OperationDenied.PayType',
      'The operation is not permitted due to pay type of instance.',
    ],
  },
  {
    version: '2015-01-01',
    renew: 'RenewInstance',
    read: 'DescribeInstanceAttribute',
    idParam: 'InstanceId',
    ...LOWER_CASE_DB,
    readReply: (id: string, at: Date) => ({
      Instances: {
        DBInstanceAttribute: [{ InstanceId: id, ChargeType: 'PrePaid', EndTime: second(at) }],
      },
    }),
    notPrepaid: [
      'IncorrectInstanceChargeType',
      'Current instance charge type does not support this operation.',
    ],
  },
  {
    version: '2015-12-01',
    renew: 'RenewDBInstance',
    read: 'DescribeDBInstanceAttribute',
    idParam: 'DBInstanceId',
    ...LOWER_CASE_DB,
    readReply: (id: string, at: Date) => ({
      DBInstances: {
        DBInstance: [{ DBInstanceId: id, ChargeType: 'PrePaid', ExpireTime: minute(at) }],
      },
    }),
    notPrepaid: [
      'InvalidChargeType.NotSupport',
      'The charge type of the instance does not support this operation.',
    ],
  },
] as const;

/**
 * ECS, RDS, R-KVStore and Dds renewals, their attribute reads and auto-renew calls at the fake;
 * undefined for any other action. A resource that is no subscription here is refused as its
 * product does; a renewal moves the subscription book's expiry.
 */
export function aliRenewReply(
  subs: FakeSubscriptions,
  key: string,
  params: Record<string, string>,
  json: (status: number, body: object) => WireReply,
  error: (status: number, code: string, message: string) => WireReply,
): WireReply | undefined {
  const [action, version] = key.split(' ');
  const p = PRODUCTS.find(
    (x) =>
      x.version === version &&
      (x.renew === action || x.read === action || x.auto.action === action),
  );
  if (!p) return undefined;
  const id = params[action === p.auto.action ? p.auto.idParam : p.idParam] ?? '';
  const expiry = subs.expiry.get(id);
  if (!expiry) return error(403, p.notPrepaid[0], p.notPrepaid[1]);
  if (action === p.read) return json(200, p.readReply(id, expiry));
  const refused = subs.refusalOf(id);
  if (refused) return error(403, ...refused);
  if (action === p.renew) {
    if (!p.periodOk(params) || !/^[1-9]\d*$/.test(params.Period ?? '')) {
      return error(400, 'InvalidPeriod', 'The specified period is not valid.');
    }
    const at = subs.renew(id, Number(params.Period));
    // R-KVStore also answers the new end time; the adapter reads it back all the same.
    return json(200, {
      OrderId: '2049811222',
      ...(version === '2015-01-01' ? { EndTime: second(at) } : {}),
    });
  }
  const on = p.auto.on(params);
  if (on === undefined) {
    return error(
      400,
      'InvalidParameter',
      'The specified parameter AutoRenew or Duration is not valid.',
    );
  }
  subs.autoRenew.set(id, on ? { on, months: Number(params.Duration) } : { on });
  return json(200, {});
}
