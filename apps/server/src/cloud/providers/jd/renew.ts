import { CloudError, type RenewalCalls, type RenewTarget } from '../../adapter.ts';
import type { AdapterSetting } from '../define.ts';
import { jdRequest } from './request.ts';

/** Our types in the renewal service's words: business line jcloud, product line per service. */
const SERVICE_CODES: Partial<Record<RenewTarget['type'], string>> = {
  host: 'vm',
  disk: 'disk',
  database: 'database',
  redis: 'redis',
  mongo: 'mongodb',
  eip: 'ip',
};

/**
 * A term in JD's words: timeUnit MONTH takes 1-9, YEAR 1-3 (renewInstance.md), so whole years
 * go as years; any other length is not one JD sells.
 */
export function jdTerm(months: number): { timeUnit: 'MONTH' | 'YEAR'; timeSpan: number } {
  if (months >= 1 && months <= 9) return { timeUnit: 'MONTH', timeSpan: months };
  if (months % 12 === 0 && months / 12 >= 1 && months / 12 <= 3)
    return { timeUnit: 'YEAR', timeSpan: months / 12 };
  throw new CloudError('JINGDONG', 'provider', `JD Cloud does not renew for ${months} months.`, {
    providerCode: 'INVALID_ARGUMENT',
  });
}

interface RenewalResult {
  listQueries?: { resourceId?: string; expireTime?: string }[];
  orderNumber?: string;
}

/** JD writes expiry either as ISO 8601 or as Beijing wall time ("2027-02-01 16:00:00"). */
export function jdTime(raw: string | undefined): Date | undefined {
  if (!raw) return undefined;
  const wall = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)$/.exec(raw);
  const at = new Date(wall ? `${wall[1]}T${wall[2]}+08:00` : raw);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/**
 * JD Cloud's renewal service (renewal.jdcloud-api.com, API v2), one for every product:
 * renewInstance (timeUnit MONTH, timeSpan) then queryInstance for the resource's expireTime;
 * setRenewal (PUT :autoRenewStatus, OPEN with a month term or CLOSE) for auto-renew.
 */
export function jdRenewal(setting: AdapterSetting): RenewalCalls {
  const call = (region: string, method: 'POST' | 'PUT', path: string, payload: object) =>
    jdRequest<RenewalResult>(setting, {
      service: 'renewal',
      region,
      version: 'v2',
      method,
      path,
      body: JSON.stringify(payload),
    });
  const codes = (t: RenewTarget) => {
    const serviceCode = SERVICE_CODES[t.type];
    if (!serviceCode) {
      throw new CloudError('JINGDONG', 'provider', `JD Cloud does not renew ${t.type}.`, {
        providerCode: 'UnsupportedResourceType',
      });
    }
    return { appCode: 'jcloud', serviceCode };
  };
  async function readExpiry(t: RenewTarget) {
    const result = await call(t.region, 'POST', '/instances', {
      queryInstanceParam: { ...codes(t), instanceId: t.providerId, renewStatus: 'ALL' },
    });
    const found = result.listQueries?.find((q) => q.resourceId === t.providerId);
    if (!found) {
      throw new CloudError('JINGDONG', 'not_found', `No renewable resource ${t.providerId}`, {
        providerCode: 'NOT_FOUND',
      });
    }
    return jdTime(found.expireTime);
  }
  return {
    readExpiry,
    async renew(t, months) {
      await call(t.region, 'POST', '/instances:renew', {
        renewInstanceParam: {
          ...codes(t),
          ...jdTerm(months),
          instanceIds: t.providerId,
        },
      });
      const expiresAt = await readExpiry(t);
      if (!expiresAt)
        throw new CloudError('JINGDONG', 'provider', `${t.providerId} has no expireTime.`);
      return { expiresAt };
    },
    async setAutoRenew(t, on, months = 1) {
      await call(t.region, 'PUT', '/instances:autoRenewStatus', {
        setRenewalParam: {
          ...codes(t),
          instanceIds: t.providerId,
          autoRenewStatus: on ? 'OPEN' : 'CLOSE',
          ...(on ? { timeUnit: 'MONTH', timeSpan: months } : {}),
        },
      });
    },
  };
}
