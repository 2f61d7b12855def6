import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CONSOLE_BASE_PATH, PUBLIC } from '@ecloud/contract';
import { apiNotFound } from './envelope.ts';
import '../lib/fastify-types.ts';

let indexHtml: string | undefined;

/** Hosts the built single-page app: /console/* and the portal pages /portal/*. */
export async function registerWebApp(app: FastifyInstance, dir: string | undefined): Promise<void> {
  app.get('/', { config: { permission: PUBLIC } }, (_req, reply) =>
    reply.redirect(`${CONSOLE_BASE_PATH}/`),
  );
  app.get(CONSOLE_BASE_PATH, { config: { permission: PUBLIC } }, (_req, reply) =>
    reply.redirect(`${CONSOLE_BASE_PATH}/`),
  );
  const index = dir ? path.join(dir, 'index.html') : undefined;
  if (!dir || !index || !fs.existsSync(index)) {
    app.log.warn({ dir }, 'web app not built: only the API is served');
    return;
  }
  indexHtml = fs.readFileSync(index, 'utf8');
  await app.register(async (scope) => {
    // The app's files are public: what protects data is the API's session check.
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, permission: PUBLIC };
    });
    await scope.register(fastifyStatic, {
      root: dir,
      prefix: `${CONSOLE_BASE_PATH}/`,
      wildcard: true,
      // The build writes .br and .gz beside each file (apps/web/build/precompress.ts): sent as
      // they are, with Content-Encoding and Vary: Accept-Encoding, so no CPU goes into them.
      preCompressed: true,
      setHeaders: (reply, file) => {
        reply.header('cache-control', cacheControl(file));
      },
    });
  });
}

/** Hashed file names change with their content, so they may be kept forever; nothing else may. */
function cacheControl(file: string): string {
  return file.includes(`${path.sep}assets${path.sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/** History-mode routes: any page under /console or /portal gets the app, which routes itself. */
export function webFallback(request: FastifyRequest, reply: FastifyReply) {
  const url = request.url.split('?')[0]!;
  // A missing file (an old chunk after a release, say) is a 404, never the app's HTML, so the
  // browser reports a failed load instead of choking on HTML served as a script.
  const isFile = /\.[a-z0-9]+$/i.test(url);
  const page = !isFile && (url.startsWith(`${CONSOLE_BASE_PATH}/`) || url.startsWith('/portal/'));
  if (indexHtml && page && (request.method === 'GET' || request.method === 'HEAD')) {
    return reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  }
  return apiNotFound(request, reply);
}
