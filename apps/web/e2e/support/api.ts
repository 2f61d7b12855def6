import { calls, signedHeaders, type CallDef, type Envelope } from '@ecloud/contract';

/** A signed call from the test itself (to set up or revoke things behind the browser's back). */
export async function api<T = unknown>(
  baseUrl: string,
  def: CallDef,
  input: unknown,
  token = '',
): Promise<Envelope<T>> {
  const query =
    def.method === 'GET' && input ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
  const res = await fetch(`${baseUrl}/ecloud-admin${def.path}${query}`, {
    method: def.method,
    headers: {
      'content-type': 'application/json',
      ...signedHeaders(def, token),
    },
    body: def.method === 'POST' ? JSON.stringify(input ?? {}) : undefined,
  });
  return (await res.json()) as Envelope<T>;
}

export async function apiSignIn(
  baseUrl: string,
  username: string,
  password = 'Demo@123456',
): Promise<string> {
  const res = await api<{ token: string }>(baseUrl, calls.login, {
    username,
    password,
    loginFlag: 1,
  });
  if (res.code !== 200) throw new Error(res.message);
  return res.data.token;
}
