import type { FakeSubscriptions } from './subscriptions.ts';

type Reply = [status: number, body: object];
const failure = (status: string, message: string, code = 400): Reply => [
  code,
  { error: { code, status, message } },
];
const jdTime = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * JD Cloud's renewal service at the fake: queryInstance, renewInstance and setRenewal (each
 * body wrapped in its parameter's name, as the SDK sends it); undefined for any other path.
 */
export function jdRenewReply(
  subs: FakeSubscriptions,
  method: string,
  path: string,
  body: unknown,
): Reply | undefined {
  const b = (body ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const route = `${method} ${path}`;
  const param =
    route === 'POST /instances'
      ? b.queryInstanceParam
      : route === 'POST /instances:renew'
        ? b.renewInstanceParam
        : route === 'PUT /instances:autoRenewStatus'
          ? b.setRenewalParam
          : undefined;
  if (!param) return undefined;
  if (param.appCode !== 'jcloud' || !param.serviceCode) {
    return failure('INVALID_ARGUMENT', 'appCode and serviceCode are required');
  }
  if (route === 'POST /instances') {
    const id = String(param.instanceId ?? '');
    const at = subs.expiry.get(id);
    const listQueries = at
      ? [
          {
            resourceId: id,
            serviceCode: param.serviceCode,
            billingType: 'MONTHLY',
            expireTime: jdTime(at),
          },
        ]
      : [];
    return [200, { result: { listQueries, totalCount: listQueries.length } }];
  }
  const id = String(param.instanceIds ?? '');
  if (!subs.expiry.has(id))
    return failure('NOT_FOUND', `resource ${id} is not a monthly package`, 404);
  const refused = subs.refusalOf(id);
  if (refused) return failure(...refused);
  if (route === 'POST /instances:renew') {
    // MONTH takes 1-9, YEAR 1-3 (renewInstance.md).
    const span = Number(param.timeSpan);
    const max = param.timeUnit === 'MONTH' ? 9 : param.timeUnit === 'YEAR' ? 3 : 0;
    if (!Number.isInteger(span) || span < 1 || span > max) {
      return failure('INVALID_ARGUMENT', 'timeUnit or timeSpan is invalid');
    }
    subs.renew(id, param.timeUnit === 'YEAR' ? span * 12 : span);
    return [200, { result: { orderNumber: '112233445566' } }];
  }
  const on = param.autoRenewStatus === 'OPEN';
  if (!on && param.autoRenewStatus !== 'CLOSE')
    return failure('INVALID_ARGUMENT', 'autoRenewStatus');
  subs.autoRenew.set(id, on ? { on, months: param.timeSpan as number } : { on });
  return [200, { result: { stringResult: '1' } }];
}
