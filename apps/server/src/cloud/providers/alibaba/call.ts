import { CloudError } from '../../adapter.ts';
import type { AdapterSetting } from '../define.ts';
import { kindForStatus, send } from '../http.ts';
import { signedForm } from './signer.ts';

/**
 * The adapter's signed RPC call (alibaba/adapter.ts: service, action, region, parameters), as
 * the readers beside it (metrics, quotas, Quota Center, renewals) take it.
 */
export type AliCall = (
  service: string,
  action: string,
  region: string,
  params?: Record<string, string>,
) => Promise<Record<string, unknown>>;

/** Our kind for an RPC API's error code, else for the HTTP status. */
export function aliErrorKind(httpStatus: number, code: string | undefined): CloudError['kind'] {
  const c = code ?? '';
  if (
    c.startsWith('InvalidAccessKeyId') ||
    c === 'SignatureDoesNotMatch' ||
    c === 'IncompleteSignature' ||
    c === 'InvalidTimeStamp.Expired' ||
    c === 'SignatureNonceUsed'
  ) {
    return 'auth';
  }
  if (c.startsWith('Forbidden') || c === 'NoPermission' || c.endsWith('.NoPermission')) {
    return 'permission';
  }
  if (c.startsWith('Throttling') || c === 'ServiceUnavailable') return 'throttled';
  if (c.endsWith('.NotFound') || c.endsWith('NotFound')) return 'not_found';
  return kindForStatus(httpStatus);
}

/** What an RPC reply says of itself besides its fields. */
interface Envelope {
  Code?: string;
  Message?: string;
  RequestId?: string;
  Success?: boolean;
}

/**
 * One RPC call with our own HMAC-SHA1 signer: the signed form posted to the product's endpoint,
 * its JSON reply back. An HTTP failure, a reply that is not JSON, or one `failed` finds an error
 * (the products answer some failures with HTTP 200) is a CloudError named by the action.
 */
export async function aliRpc<R extends Envelope>(
  setting: Pick<AdapterSetting, 'credentials' | 'timeoutMs'>,
  call: { base: string; action: string; version: string; params: Record<string, string> },
  failed: (reply: R) => boolean,
): Promise<R> {
  const { action } = call;
  const reply = await send(
    'ALI',
    {
      method: 'POST',
      url: `${call.base.replace(/\/$/, '')}/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: signedForm(action, call.version, call.params, setting.credentials),
    },
    setting.timeoutMs,
  );
  const json = reply.json as R | undefined;
  if (reply.status >= 400 || !json || failed(json)) {
    throw new CloudError(
      'ALI',
      aliErrorKind(reply.status, json?.Code),
      `${action}: ${json?.Message ?? `HTTP ${reply.status}`}`,
      { providerCode: json?.Code, requestId: json?.RequestId },
    );
  }
  return json;
}
