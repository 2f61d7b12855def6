import type { Language } from '@ecloud/contract';
import type { Deps } from './deps.ts';
import type { AuthContext } from '../modules/identity/auth-context.ts';

export interface RequestMeta {
  requestId: string;
  ip: string;
  userAgent: string;
  lang: Language;
}

/**
 * What every service function takes first, the same way in every domain: the world (`deps`:
 * database, clock, logger, config, caches, keyring), who acts (`auth`: the user, their tenant
 * and their grants) and the language to answer in. Routes pass their call context (which is
 * one); jobs and the demo seed build one with `systemContext`.
 */
export interface ServiceContext {
  deps: Deps;
  auth: AuthContext;
  lang: Language;
  requestId: string;
  /** The client's address when a person asked (security notices); absent for the system. */
  ip?: string;
}

/** What a handler gets: the world, who is asking (if anyone), and how to answer them. */
export interface CallContext extends RequestMeta {
  deps: Deps;
  auth: AuthContext | null;
  token: string;
}

/** A signed-in caller's context: a ServiceContext with the request's details. */
export interface AuthedContext extends CallContext, ServiceContext {
  auth: AuthContext;
  ip: string;
}

/** Who the system acts as when no person asks (jobs, the demo seed): a user of the tenant. */
export interface SystemActor {
  tenantId: string;
  tenantName?: string;
  tenantKind?: 'enterprise' | 'channel';
  userId: string;
  username?: string;
  name?: string;
  accountType?: number;
  customType?: number;
  authCodes?: string;
}

/** A ServiceContext for background work acting in a tenant (grants default to 'all'). */
export function systemContext(
  deps: Deps,
  actor: SystemActor,
  lang: Language = 'zh-CN',
  requestId = 'system',
): ServiceContext {
  const now = deps.now();
  return {
    deps,
    lang,
    requestId,
    auth: {
      sessionId: 'system',
      tokenHash: '',
      loginFlag: 1,
      lastSeenAt: now,
      expiresAt: now,
      user: {
        id: actor.userId,
        tenantId: actor.tenantId,
        tenantName: actor.tenantName ?? '',
        tenantKind: actor.tenantKind ?? 'enterprise',
        username: actor.username ?? 'system',
        name: actor.name ?? 'system',
        accountType: actor.accountType ?? 0,
        customType: actor.customType ?? 1,
        loginNum: 1,
      },
      roles: [],
      authCodes: actor.authCodes ?? 'all',
    },
  };
}
