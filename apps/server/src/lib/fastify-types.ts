import type { CallDef, Language, Permission } from '@ecloud/contract';
import type { AuthContext } from '../modules/identity/auth-context.ts';
import type { Deps } from './deps.ts';
import type { CallContext } from './request-context.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call-table entry this route serves. */
    call?: CallDef;
    /** Every route states who may use it; a test walks the routes to enforce it. */
    permission?: Permission;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    lang: Language;
  }
  interface FastifyInstance {
    deps: Deps;
    /** The handler behind each served call, for work that runs a call internally (export). */
    callHandlers: Map<
      string,
      {
        call: CallDef;
        handler: (ctx: CallContext, input: unknown) => Promise<unknown>;
        /** The tables a cached answer reads (lib/list-cache.ts); absent when not cached. */
        cachedTables?: readonly string[];
      }
    >;
  }
}
