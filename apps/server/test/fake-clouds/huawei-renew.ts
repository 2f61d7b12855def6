import type { FakeSubscriptions } from './subscriptions.ts';

const SUBS = '/v2/orders/subscriptions/resources';
const hwTime = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
type Reply = [status: number, body: unknown];
const failure = ([code, msg]: [string, string], status = 400): Reply => [
  status,
  { error_code: code, error_msg: msg },
];

/**
 * BSS renewal at the fake: RenewalResources, ListPayPerUseCustomerResources by resource id, and
 * auto-renew on (POST) and off (DELETE, 204); undefined for any other BSS call.
 */
export function hwRenewReply(
  subs: FakeSubscriptions,
  method: string,
  path: string,
  q: URLSearchParams,
  body: unknown,
): Reply | undefined {
  const b = (body ?? {}) as Record<string, unknown>;
  if (method === 'POST' && path === '/v2/orders/suscriptions/resources/query') {
    const ids = (b.resource_ids as string[] | undefined) ?? [];
    const data = ids.flatMap((id) => {
      const at = subs.expiry.get(id);
      return at ? [{ id: `sub-${id}`, resource_id: id, expire_time: hwTime(at), status: 2 }] : [];
    });
    return [200, { total_count: data.length, data }];
  }
  const auto = path.startsWith(`${SUBS}/autorenew/`);
  if (!(method === 'POST' && path === `${SUBS}/renew`) && !auto) return undefined;
  const id = auto
    ? decodeURIComponent(path.slice(`${SUBS}/autorenew/`.length))
    : (b.resource_ids as string[])[0]!;
  if (!subs.expiry.has(id))
    return failure([
      'CBC.30000067',
      'The resource does not exist or is not a yearly/monthly resource.',
    ]);
  const refused = subs.refusalOf(id);
  if (refused) return failure(refused);
  if (auto) {
    const on = method === 'POST';
    if (q.get('action_id') !== (on ? 'autorenew' : 'delete_autorenew')) {
      return failure(['CBC.0100', 'Parameter error: action_id.']);
    }
    subs.autoRenew.set(id, { on });
    return on ? [200, {}] : [204, undefined];
  }
  // BSS sells 1-11 months (period_type 2) or 1-3 years (period_type 3).
  const n = b.period_num as number;
  const months =
    b.period_type === 2 && n >= 1 && n <= 11
      ? n
      : b.period_type === 3 && n >= 1 && n <= 3
        ? n * 12
        : 0;
  if (b.is_auto_pay !== 1 || !Number.isInteger(n) || !months) {
    return failure(['CBC.30010069', 'The renewal period does not exist.']);
  }
  subs.renew(id, months);
  return [200, { order_ids: ['CS2611271234ABCDE'] }];
}
