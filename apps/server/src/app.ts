import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { API_BASE_PATH } from '@ecloud/contract';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Deps } from './lib/deps.ts';
import { SessionCache } from './modules/identity/session-cache.ts';
import { TtlCache } from './lib/ttl-cache.ts';
import { ListCache } from './lib/list-cache.ts';
import { registerCallGuard } from './plugins/call-guard.ts';
import {
  BODY_LIMIT_BYTES,
  apiNotFound,
  registerEnvelope,
  sendFrameworkError,
} from './plugins/envelope.ts';
import { clientErrorHandler, registerClosingRefusal } from './plugins/client-errors.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { languageOf } from './lib/i18n.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerHealth } from './plugins/health.ts';
import { registerApiCompression } from './plugins/api-compression.ts';
import { registerWebApp, webFallback } from './plugins/web-app.ts';
import { ROUTES } from './modules/index.ts';
import { loadKeyring } from './cloud/secrets.ts';
import './lib/fastify-types.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  now?: () => Date;
  /** false in tests; a pino options object otherwise. */
  logger?: boolean | Record<string, unknown>;
}

export interface App extends FastifyInstance {
  /** Every route as registered, for the test that checks each one states its permission. */
  registeredRoutes: RouteOptions[];
}

export async function buildApp(opts: AppOptions): Promise<App> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: 30_000,
    connectionTimeout: 30_000,
    // Refusals outside any route still answer in the envelope (plugins/client-errors.ts).
    return503OnClosing: false,
    clientErrorHandler,
    frameworkErrors: (error, request, reply) => {
      request.lang = languageOf(request.headers['accept-language']);
      return sendFrameworkError(error, request, reply);
    },
    forceCloseConnections: 'idle',
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  }) as unknown as App;

  app.registeredRoutes = [];
  app.addHook('onRoute', (route) => {
    app.registeredRoutes.push(route);
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const deps: Deps = {
    db: opts.database.db,
    config: opts.config,
    now: opts.now ?? (() => new Date()),
    log: app.log,
    sessions: new SessionCache(),
    // Stale counts are dropped on every change; the TTL only bounds a lost notification.
    unread: new TtlCache<number>(60_000),
    lists: new ListCache(),
    keyring: loadKeyring({
      secretKey: opts.config.secretKey,
      previousKeys: opts.config.previousSecretKeys,
      dataDir: opts.config.dataDir,
    }),
  };
  app.decorate('deps', deps);
  app.decorate('callHandlers', new Map());

  registerClosingRefusal(app);
  // Headers (and a page's style nonce) are set before API replies are compressed.
  registerSecurityHeaders(app, opts.config);
  await registerApiCompression(app);
  registerEnvelope(app);
  registerCallGuard(app);

  for (const routes of ROUTES) routes(app);

  registerHealth(app);
  await registerOpenApi(app);
  await registerWebApp(app, opts.config.webDist);
  app.setNotFoundHandler({}, (request, reply) =>
    request.url.startsWith(API_BASE_PATH)
      ? apiNotFound(request, reply)
      : webFallback(request, reply),
  );
  return app;
}
