import { CloudError, type RenewalCalls, type RenewTarget } from '../../adapter.ts';
import { optDate } from '../fields.ts';
import type { AliCall } from './call.ts';

/**
 * How each product renews and reads its expiry: the service, the renew action with its id
 * parameter and extra parameters, and the attribute read with the path to its expiry field.
 * RDS pays a renewal only with AutoPay True (its default False leaves an unpaid order and
 * nothing renewed); R-KVStore and Dds default to paying, sent anyway so no default is relied on.
 */
interface Product {
  service: string;
  renew: string;
  idParam: string;
  extra: Record<string, string>;
  read: string;
  /** Outer.Inner list of the read's reply and the expiry field of its first item. */
  expiry: [outer: string, inner: string | undefined, field: string];
  /** The auto-renew call's parameters, on for `months` each time or off (id included). */
  auto: { action: string; params(id: string, on: boolean, months: number): Record<string, string> };
}

/**
 * The databases' ModifyInstanceAutoRenewalAttribute: the id is DBInstanceId in all three (also
 * R-KVStore's, whose renewal says InstanceId), AutoRenew in the product's own spelling, and a
 * Duration in months only when on (required then, invalid when off).
 */
const dbAuto = (yes: string, no: string): Product['auto'] => ({
  action: 'ModifyInstanceAutoRenewalAttribute',
  params: (id, on, months) => ({
    DBInstanceId: id,
    AutoRenew: on ? yes : no,
    ...(on ? { Duration: String(months) } : {}),
  }),
});

const PRODUCTS: Partial<Record<RenewTarget['type'], Product>> = {
  host: {
    service: 'ecs',
    renew: 'RenewInstance',
    idParam: 'InstanceId',
    extra: { PeriodUnit: 'Month' },
    read: 'DescribeInstanceAttribute',
    expiry: ['', undefined, 'ExpiredTime'],
    auto: {
      action: 'ModifyInstanceAutoRenewAttribute',
      params: (id, on, months) => ({
        InstanceId: id,
        AutoRenew: String(on),
        RenewalStatus: on ? 'AutoRenewal' : 'Normal',
        ...(on ? { Duration: String(months), PeriodUnit: 'Month' } : {}),
      }),
    },
  },
  database: {
    service: 'rds',
    renew: 'RenewInstance',
    idParam: 'DBInstanceId',
    extra: { AutoPay: 'True' },
    read: 'DescribeDBInstanceAttribute',
    expiry: ['Items', 'DBInstanceAttribute', 'ExpireTime'],
    // RDS documents AutoRenew as True/False, as its AutoPay.
    auto: dbAuto('True', 'False'),
  },
  redis: {
    service: 'r-kvstore',
    renew: 'RenewInstance',
    idParam: 'InstanceId',
    extra: { AutoPay: 'true' },
    read: 'DescribeInstanceAttribute',
    expiry: ['Instances', 'DBInstanceAttribute', 'EndTime'],
    auto: dbAuto('true', 'false'),
  },
  mongo: {
    service: 'dds',
    renew: 'RenewDBInstance',
    idParam: 'DBInstanceId',
    extra: { AutoPay: 'true' },
    read: 'DescribeDBInstanceAttribute',
    expiry: ['DBInstances', 'DBInstance', 'ExpireTime'],
    auto: dbAuto('true', 'false'),
  },
};

/** The expiry in a read's reply: ECS answers it at the top, the others in their wrapped list. */
function expiryIn(reply: Record<string, unknown>, [outer, inner, field]: Product['expiry']) {
  if (!inner) return reply[field] as string | undefined;
  const list = (reply[outer] as Record<string, unknown> | undefined)?.[inner] as
    Record<string, unknown>[] | undefined;
  return list?.[0]?.[field] as string | undefined;
}

/**
 * Alibaba subscriptions, each product through its own API: ECS RenewInstance (Period in months,
 * PeriodUnit Month), RDS RenewInstance, R-KVStore RenewInstance and Dds RenewDBInstance (Period
 * in months), each followed by its attribute read for the new expiry. Auto-renew is ECS's
 * ModifyInstanceAutoRenewAttribute (AutoRenewal with a Duration in months, or Normal) and the
 * databases' ModifyInstanceAutoRenewalAttribute. None of the attribute reads reports the flag
 * (each product has a separate DescribeInstanceAutoRenewalAttribute), so there is no
 * readAutoRenew: the call's success is the answer.
 */
export function alibabaRenewal(call: AliCall): RenewalCalls {
  const refuse = (t: RenewTarget, what: string): never => {
    throw new CloudError(
      'ALI',
      'provider',
      `${what} of ${t.type} is not connected for Alibaba Cloud.`,
      {
        providerCode: 'UnsupportedResourceType',
      },
    );
  };
  const productOf = (t: RenewTarget) => PRODUCTS[t.type] ?? refuse(t, 'Renewal');
  async function readExpiry(t: RenewTarget) {
    const p = productOf(t);
    const reply = await call(p.service, p.read, t.region, { [p.idParam]: t.providerId });
    return optDate(expiryIn(reply, p.expiry));
  }
  return {
    readExpiry,
    async renew(t, months) {
      const p = productOf(t);
      await call(p.service, p.renew, t.region, {
        [p.idParam]: t.providerId,
        Period: String(months),
        ...p.extra,
      });
      const expiresAt = await readExpiry(t);
      if (!expiresAt) {
        throw new CloudError('ALI', 'provider', `${t.providerId} answered no expiry.`);
      }
      return { expiresAt };
    },
    async setAutoRenew(t, on, months = 1) {
      const p = PRODUCTS[t.type] ?? refuse(t, 'Auto-renew');
      await call(p.service, p.auto.action, t.region, p.auto.params(t.providerId, on, months));
    },
  };
}
