import {
  canonicalUrlRequest,
  encodedPath,
  hmac,
  isoBasic,
  sha256Hex,
} from '../../signing/crypto.ts';

/**
 * Huawei Cloud's AK/SK signature (SDK-HMAC-SHA256, the APIG signer): a SigV4-style canonical
 * request whose path always ends in '/', signed directly with the secret (no derived key):
 * hex(HMAC-SHA256(SK, "SDK-HMAC-SHA256\n" + X-Sdk-Date + "\n" + hex(SHA256(canonical)))).
 */
export const huaweiCanonicalPath = (path: string): string => {
  const encoded = encodedPath(path);
  return encoded.endsWith('/') ? encoded : `${encoded}/`;
};

export function signHuaweiRequest(input: {
  method: string;
  url: URL;
  body: string;
  credentials: { accessKeyId: string; secret: string };
  projectId?: string;
  now?: Date;
}): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    host: input.url.host,
    'x-sdk-date': isoBasic(input.now ?? new Date()),
  };
  if (input.projectId) headers['x-project-id'] = input.projectId;
  const signedHeaders = Object.keys(headers).sort();
  const canonical = canonicalUrlRequest({
    method: input.method,
    url: input.url,
    encodePath: huaweiCanonicalPath,
    headers,
    signedHeaders,
    body: input.body,
  });
  const stringToSign = `SDK-HMAC-SHA256\n${headers['x-sdk-date']}\n${sha256Hex(canonical)}`;
  const signature = hmac('sha256', input.credentials.secret, stringToSign).toString('hex');
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `SDK-HMAC-SHA256 Access=${input.credentials.accessKeyId}, SignedHeaders=${signedHeaders.join(';')}, Signature=${signature}`,
  };
}
