import { CloudError, type RenewalCalls, type RenewTarget } from '../../adapter.ts';
import type { AdapterSetting } from '../define.ts';
import { optDate } from '../fields.ts';
import { huaweiFailure } from './adapter.ts';
import { bssBase, hwSend } from './request.ts';

const SUBS = '/v2/orders/subscriptions/resources';

/**
 * A term in BSS's words: period_type 2 (month) takes 1-11, 3 (year) 1-3 (RenewalResources), so
 * whole years go as years; any other length is not one Huawei sells.
 */
export function huaweiTerm(months: number): { period_type: 2 | 3; period_num: number } {
  if (months >= 1 && months <= 11) return { period_type: 2, period_num: months };
  if (months % 12 === 0 && months / 12 >= 1 && months / 12 <= 3)
    return { period_type: 3, period_num: months / 12 };
  throw new CloudError('HUAWEI', 'provider', `Huawei Cloud does not renew for ${months} months.`, {
    providerCode: 'CBC.30010069',
  });
}

interface HwSubscription {
  resource_id?: string;
  expire_time?: string;
}

/**
 * Yearly/monthly resources through BSS, the global billing service, for any resource type (the
 * resource id is the service's own: server id, volume id, ...): RenewalResources (months or whole
 * years, huaweiTerm; is_auto_pay 1 so the order is paid from the account at once), then the new
 * expire_time from ListPayPerUseCustomerResources (its path really is "suscriptions");
 * auto-renew on with a POST and off with a DELETE of /autorenew/{resource_id}.
 */
export function huaweiRenewal(setting: AdapterSetting): RenewalCalls {
  const base = bssBase(setting.options);
  async function bss<T>(
    method: 'POST' | 'DELETE',
    path: string,
    what: string,
    payload?: object,
    query: Record<string, string> = {},
  ): Promise<T> {
    const reply = await hwSend(setting, { method, base, path, query, payload });
    // Turning auto-renew off answers 204 with no body.
    if (reply.status >= 400 || (reply.json === undefined && reply.status !== 204)) {
      throw huaweiFailure(reply, what);
    }
    return (reply.json ?? {}) as T;
  }
  async function readExpiry(t: RenewTarget) {
    const r = await bss<{ data?: HwSubscription[] }>(
      'POST',
      '/v2/orders/suscriptions/resources/query',
      'ListPayPerUseCustomerResources',
      { resource_ids: [t.providerId], only_main_resource: 1 },
    );
    const found = r.data?.find((d) => d.resource_id === t.providerId);
    if (!found) {
      throw new CloudError('HUAWEI', 'not_found', `No yearly/monthly resource ${t.providerId}`, {
        providerCode: 'CBC.30000067',
      });
    }
    return optDate(found.expire_time);
  }
  return {
    readExpiry,
    async renew(t, months) {
      await bss('POST', `${SUBS}/renew`, 'RenewalResources', {
        resource_ids: [t.providerId],
        ...huaweiTerm(months),
        // Required but no longer read by BSS.
        expire_policy: 0,
        is_auto_pay: 1,
      });
      const expiresAt = await readExpiry(t);
      if (!expiresAt)
        throw new CloudError('HUAWEI', 'provider', `${t.providerId} has no expire_time.`);
      return { expiresAt };
    },
    async setAutoRenew(t, on) {
      const path = `${SUBS}/autorenew/${encodeURIComponent(t.providerId)}`;
      if (on) {
        await bss('POST', path, 'CreateAutoRenewalResources', undefined, {
          action_id: 'autorenew',
        });
      } else {
        await bss('DELETE', path, 'CancelAutoRenewalResources', undefined, {
          action_id: 'delete_autorenew',
        });
      }
    },
  };
}
