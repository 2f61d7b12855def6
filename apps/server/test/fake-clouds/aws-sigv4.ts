import { mac, rfc3986, sigV4StringToSign } from './canonical.ts';
import type { WireRequest } from './server.ts';
import type { CloudCredentials } from '../../src/cloud/adapter.ts';

/** Who signed a request, or the error AWS names for a signature it refuses. */
export type AwsSigner = { region: string; service: string } | { error: string };

/**
 * Checks Signature Version 4 as every AWS service does: the key id first
 * (InvalidClientTokenId), then the signature over the canonical request (SignatureDoesNotMatch).
 */
export function verifySigV4(req: WireRequest, keys: CloudCredentials): AwsSigner {
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      String(req.headers.authorization ?? ''),
    );
  if (!m) return { error: 'IncompleteSignature' };
  const [, id, date, region, service, signed, signature] = m as unknown as string[];
  if (id !== keys.accessKeyId) return { error: 'InvalidClientTokenId' };
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const toSign = sigV4StringToSign(req, {
    path: req.path,
    query: [...req.query.entries()]
      .map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`)
      .sort()
      .join('&'),
    signed: signed!,
    headerValue: (v) => v.trim().replace(/\s+/g, ' '),
    algorithm: 'AWS4-HMAC-SHA256',
    stamp: amzDate,
    scope: `${date}/${region}/${service}/aws4_request`,
  });
  let key = mac(`AWS4${keys.secret}`, date!);
  for (const part of [region!, service!, 'aws4_request']) key = mac(key, part);
  if (!amzDate.startsWith(date!) || mac(key, toSign).toString('hex') !== signature) {
    return { error: 'SignatureDoesNotMatch' };
  }
  return { region: region!, service: service! };
}

/** The service named in the credential scope, read even when the signature is refused. */
export const scopeService = (req: WireRequest) =>
  /\/(\w+)\/aws4_request/.exec(String(req.headers.authorization))?.[1] ?? '';
