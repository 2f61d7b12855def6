import type { ProviderCode } from '@ecloud/contract';
import { CloudError } from '../adapter.ts';

export interface HttpReply {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

/**
 * One HTTP exchange for the adapters that sign their own requests. Transport failures become
 * CloudErrors; the caller reads the reply and maps the provider's error envelope. Error
 * messages name the host, never the URL's query (it may hold a signature or key id).
 */
export async function send(
  provider: ProviderCode,
  request: { method: string; url: string; headers: Record<string, string>; body?: string },
  timeoutMs: number,
): Promise<HttpReply> {
  let response: Response;
  const host = new URL(request.url).host;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new CloudError(provider, 'timeout', `No answer from ${host} within ${timeoutMs} ms`);
    }
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
    throw new CloudError(provider, 'network', `Cannot reach ${host}${cause ? `: ${cause}` : ''}`);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** The usual kind for an HTTP status when the provider's code does not say more. */
export function kindForStatus(status: number): CloudError['kind'] {
  if (status === 401) return 'auth';
  if (status === 403) return 'permission';
  if (status === 404) return 'not_found';
  if (status === 429) return 'throttled';
  if (status === 502 || status === 503 || status === 504) return 'network';
  return 'provider';
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Region ids go into host names and paths (ecs.{region}.myhuaweicloud.com,
 * /v1/regions/{region}/...); every provider's ids are letters, digits and dashes, so anything
 * else is refused before a signed request could be sent somewhere else.
 */
export function assertRegion(provider: ProviderCode, region: string): void {
  if (!/^[a-z0-9][a-z0-9-]{0,63}$/i.test(region)) {
    throw new CloudError(provider, 'not_found', `Unknown region "${region.slice(0, 64)}"`);
  }
}
