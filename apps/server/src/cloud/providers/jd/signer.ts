import { randomUUID } from 'node:crypto';
import { canonicalUrlRequest, hmac, isoBasic, sha256Hex } from '../../signing/crypto.ts';

/** JD signs each path segment RFC 3986-encoded (so the ':' of "id:startInstance" as %3A). */
export { encodedPath as jdCanonicalPath } from '../../signing/crypto.ts';

/**
 * JD Cloud's JDCLOUD2-HMAC-SHA256 (AWS SigV4 with its own names): the key is derived from
 * "JDCLOUD2" + secret through date, region, service and "jdcloud2_request"; the signed
 * headers are content-type, host, x-jdcloud-date and x-jdcloud-nonce.
 */
export const JD_SIGNED_HEADERS = ['content-type', 'host', 'x-jdcloud-date', 'x-jdcloud-nonce'];

export function jdSigningKey(secret: string, date: string, region: string, service: string) {
  const kDate = hmac('sha256', `JDCLOUD2${secret}`, date);
  const kRegion = hmac('sha256', kDate, region);
  const kService = hmac('sha256', kRegion, service);
  return hmac('sha256', kService, 'jdcloud2_request');
}

export function signJdRequest(input: {
  method: string;
  url: URL;
  body: string;
  service: string;
  region: string;
  credentials: { accessKeyId: string; secret: string };
  now?: Date;
}): Record<string, string> {
  const stamp = isoBasic(input.now ?? new Date());
  const date = stamp.slice(0, 8);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    host: input.url.host,
    'x-jdcloud-date': stamp,
    'x-jdcloud-nonce': randomUUID(),
  };
  const canonical = canonicalUrlRequest({
    method: input.method,
    url: input.url,
    headers,
    signedHeaders: JD_SIGNED_HEADERS,
    body: input.body,
  });
  const scope = `${date}/${input.region}/${input.service}/jdcloud2_request`;
  const stringToSign = ['JDCLOUD2-HMAC-SHA256', stamp, scope, sha256Hex(canonical)].join('\n');
  const signature = hmac(
    'sha256',
    jdSigningKey(input.credentials.secret, date, input.region, input.service),
    stringToSign,
  ).toString('hex');
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization:
      `JDCLOUD2-HMAC-SHA256 Credential=${input.credentials.accessKeyId}/${scope}, ` +
      `SignedHeaders=${JD_SIGNED_HEADERS.join(';')}, Signature=${signature}`,
  };
}
