import { canonicalQuery, hmac, isoSeconds, rfc3986 } from '../../signing/crypto.ts';

/**
 * QingCloud's query signature (signature_version 1, HmacSHA256): "GET\n/iaas/\n" + the sorted,
 * RFC 3986-encoded parameters, HMAC-SHA256 with the secret, base64, then URL-encoded.
 * Same result as yunify/qingcloud-sdk-python qingcloud/conn/auth.py.
 */
export function qingcloudSignature(
  method: string,
  path: string,
  params: Record<string, string>,
  secret: string,
): string {
  const stringToSign = `${method}\n${path}\n${canonicalQuery(Object.entries(params))}`;
  return hmac('sha256', secret, stringToSign).toString('base64');
}

/** The full query string of a signed request: the parameters plus `signature`. */
export function signedQuery(
  action: string,
  params: Record<string, string>,
  credentials: { accessKeyId: string; secret: string },
  now = new Date(),
  path = '/iaas/',
): string {
  const all: Record<string, string> = {
    ...params,
    action,
    access_key_id: credentials.accessKeyId,
    signature_method: 'HmacSHA256',
    signature_version: '1',
    time_stamp: isoSeconds(now),
    version: '1',
  };
  const signature = qingcloudSignature('GET', path, all, credentials.secret);
  return `${canonicalQuery(Object.entries(all))}&signature=${rfc3986(signature)}`;
}
