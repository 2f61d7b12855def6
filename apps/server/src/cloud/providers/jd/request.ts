import { CloudError } from '../../adapter.ts';
import type { AdapterSetting } from '../define.ts';
import { kindForStatus, send } from '../http.ts';
import { signJdRequest } from './signer.ts';

const PROVIDER = 'JINGDONG' as const;

/** Our kind for JD's error status (gRPC-style names), else for the HTTP status. */
export function errorKind(httpStatus: number, status: string | undefined): CloudError['kind'] {
  switch (status) {
    case 'UNAUTHENTICATED':
      return 'auth';
    case 'PERMISSION_DENIED':
      return 'permission';
    case 'NOT_FOUND':
      return 'not_found';
    case 'RESOURCE_EXHAUSTED':
    case 'TOO_MANY_REQUESTS':
      return 'throttled';
    case 'UNAVAILABLE':
      return 'network';
    default:
      return kindForStatus(httpStatus);
  }
}

/** JD's reply: the result, or an error with its status and code. */
interface Envelope<R> {
  requestId?: string;
  error?: { code?: number; status?: string; message?: string };
  result?: R;
}

export interface JdRequest {
  service: string;
  region: string;
  /** The API's version in the path: v1, but v2 for renewal. */
  version: 'v1' | 'v2';
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  query?: Record<string, string>;
  /** JSON; none on a GET. */
  body?: string;
  /** What a failure's message names; the service and path unless given. */
  what?: string;
}

/**
 * One signed JD Cloud OpenAPI call (JDCLOUD2-HMAC-SHA256) to
 * https://{service}.jdcloud-api.com/{version}/regions/{region}{path}, or where the options send
 * the service. Answers the reply's result; its error envelope, an HTTP failure or a reply that
 * is not JSON is a CloudError. The adapter, its renewals and its bill source all call JD so.
 */
export async function jdRequest<R>(
  { credentials, options, timeoutMs }: AdapterSetting,
  r: JdRequest,
): Promise<R> {
  const { service, region, method, path, body } = r;
  const base = options.endpointFor?.(service, region) ?? `https://${service}.jdcloud-api.com`;
  const url = new URL(`${base.replace(/\/$/, '')}/${r.version}/regions/${region}${path}`);
  for (const [k, v] of Object.entries(r.query ?? {})) url.searchParams.set(k, v);
  const headers = signJdRequest({ method, url, body: body ?? '', service, region, credentials });
  const reply = await send(PROVIDER, { method, url: url.toString(), headers, body }, timeoutMs);
  const json = reply.json as Envelope<R> | undefined;
  if (json?.error || reply.status >= 400 || !json) {
    const e = json?.error;
    throw new CloudError(
      PROVIDER,
      errorKind(reply.status, e?.status),
      `${r.what ?? `${service} ${path}`}: ${e?.message ?? `HTTP ${reply.status}`}`,
      {
        providerCode: e?.status ?? (e?.code === undefined ? undefined : String(e.code)),
        requestId: json?.requestId ?? reply.headers.get('x-jdcloud-request-id') ?? undefined,
      },
    );
  }
  return json.result ?? ({} as R);
}
