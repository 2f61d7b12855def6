import type { AdapterOptions } from '../../adapter.ts';
import type { AdapterSetting } from '../define.ts';
import { send, type HttpReply } from '../http.ts';
import { signHuaweiRequest } from './signer.ts';

/** BSS, the global billing service (renewals, bills): one endpoint for every region. */
export const bssBase = (options: AdapterOptions) =>
  options.endpointFor?.('bss', '') ?? 'https://bss.myhuaweicloud.com';

export interface HwRequest {
  method: 'GET' | 'POST' | 'DELETE';
  base: string;
  path: string;
  query?: Record<string, string>;
  /** Sent as JSON; without it the request has no body. */
  payload?: object;
  /** The project a project-scoped call acts in. */
  projectId?: string;
  /** Headers sent beside the signed ones. */
  headers?: Record<string, string>;
}

/**
 * One request signed for Huawei Cloud (SDK-HMAC-SHA256), as the adapter, its renewals and its
 * bill source send theirs. The reply is the caller's to read: each has its own rule for what is
 * a failure, which it names with huaweiFailure.
 */
export async function hwSend(
  { credentials, timeoutMs }: Pick<AdapterSetting, 'credentials' | 'timeoutMs'>,
  r: HwRequest,
): Promise<HttpReply> {
  const { method, payload, projectId } = r;
  const url = new URL(`${r.base.replace(/\/$/, '')}${r.path}`);
  for (const [k, v] of Object.entries(r.query ?? {})) url.searchParams.set(k, v);
  const body = payload ? JSON.stringify(payload) : '';
  const headers = {
    ...signHuaweiRequest({ method, url, body, credentials, projectId }),
    ...r.headers,
  };
  return send(
    'HUAWEI',
    { method, url: url.toString(), headers, body: payload ? body : undefined },
    timeoutMs,
  );
}
