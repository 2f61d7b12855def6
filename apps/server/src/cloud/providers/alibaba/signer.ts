import { randomUUID } from 'node:crypto';
import { canonicalQuery, hmac, isoSeconds, rfc3986 } from '../../signing/crypto.ts';

/**
 * Alibaba Cloud's RPC signature (SignatureVersion 1.0, HMAC-SHA1), what @alicloud/pop-core
 * computes: StringToSign = METHOD & %2F & percentEncode(sorted, RFC 3986-encoded params),
 * signed with secret + "&", base64. Every product we call (ECS, RDS, R-KVStore, Dds, VPC,
 * STS) speaks this style.
 */
export function acsSignature(
  method: string,
  params: Record<string, string>,
  secret: string,
): string {
  const stringToSign = `${method}&${rfc3986('/')}&${rfc3986(canonicalQuery(Object.entries(params)))}`;
  return hmac('sha1', `${secret}&`, stringToSign).toString('base64');
}

/** The form body of a signed POST: the action's parameters, the common ones and Signature. */
export function signedForm(
  action: string,
  version: string,
  params: Record<string, string>,
  credentials: { accessKeyId: string; secret: string },
  now = new Date(),
): string {
  const all: Record<string, string> = {
    ...params,
    Action: action,
    Version: version,
    Format: 'JSON',
    AccessKeyId: credentials.accessKeyId,
    SignatureMethod: 'HMAC-SHA1',
    SignatureVersion: '1.0',
    SignatureNonce: randomUUID(),
    Timestamp: isoSeconds(now),
  };
  all.Signature = acsSignature('POST', all, credentials.secret);
  return canonicalQuery(Object.entries(all));
}
