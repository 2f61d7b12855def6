import type { z } from 'zod';
import {
  ERROR_TOAST_MS,
  PORTAL_LOGOUT_PATH,
  ResultCode,
  signedHeaders,
  type CallDef,
  type Envelope,
} from '@ecloud/contract';
import { failedReply, http } from './http.ts';
import { currentLanguage } from './i18n.ts';
import { session } from './session.ts';
import { toast } from './toast.ts';

/** A failed call: the envelope's code (or 0 for HTTP and network failures) and its message. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallOptions {
  /** Some failures are only logged (spec section 8): no toast. */
  silent?: boolean;
  /** For the logout call itself: a session already gone is the goal, not a reason to leave. */
  ignoreExpiry?: boolean;
}

export { http };

let leaving = false;

/** What happens on 407; replaceable in tests. */
export const sessionExpired = {
  handle(): void {
    // Every call in flight meets the 407 at once (a page's queries, the unread poll); a second
    // navigation would abort the first one, so the page leaves once.
    if (leaving) return;
    leaving = true;
    session.clear();
    window.location.assign(PORTAL_LOGOUT_PATH);
  },
};

/**
 * The shared wrapper of spec section 7: signed headers, 30 s time-out, the envelope unpacked.
 * 200 returns data; 407 clears the session and goes to logout silently; anything else shows
 * the server's message for 5 s and fails the call.
 */
export async function callApi<C extends CallDef>(
  def: C,
  input?: z.input<C['input']>,
  options: CallOptions = {},
): Promise<z.output<C['output']>> {
  const headers = {
    'Content-Type': 'application/json;charset=UTF-8',
    ...signedHeaders(def, session.token()),
    'Accept-Language': currentLanguage(),
  };
  let envelope: Envelope<z.output<C['output']>>;
  try {
    const res = await http.request<Envelope<z.output<C['output']>>>({
      method: def.method,
      url: def.path,
      headers,
      ...(def.method === 'GET' ? { params: input } : { data: JSON.stringify(input ?? {}) }),
    });
    envelope = res.data;
  } catch (err) {
    // Failures that never reached a handler still carry an envelope when the server sent one.
    const body = failedReply(err) as Partial<Envelope<unknown>> | string | undefined;
    const envelope = typeof body === 'object' && body !== null ? body : undefined;
    const message = envelope?.message ?? (err instanceof Error ? err.message : String(err));
    if (!options.silent) toast.error(message, ERROR_TOAST_MS);
    throw new ApiError(envelope?.code ?? 0, message);
  }
  if (envelope.code === ResultCode.ok) return envelope.data;
  if (envelope.code === ResultCode.sessionInvalid) {
    if (!options.ignoreExpiry) sessionExpired.handle();
    throw new ApiError(envelope.code, envelope.message);
  }
  if (!options.silent) toast.error(envelope.message, ERROR_TOAST_MS);
  throw new ApiError(envelope.code, envelope.message);
}
