import type { Language } from '@ecloud/contract';
import type { Deps } from './deps.ts';
import type { AuthContext } from '../modules/identity/auth-context.ts';

export interface RequestMeta {
  requestId: string;
  ip: string;
  userAgent: string;
  lang: Language;
}

/** What a handler gets: the world, who is asking, and how to answer them. */
export interface CallContext extends RequestMeta {
  deps: Deps;
  auth: AuthContext | null;
  token: string;
}

export interface AuthedContext extends CallContext {
  auth: AuthContext;
}
