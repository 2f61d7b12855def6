import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import zlib from 'node:zlib';
import { API_BASE_PATH } from '@ecloud/contract';

/**
 * Replies smaller than this go out as they are: compressing them saves a few bytes and costs a
 * stream per reply. It keeps the hottest call, the unread-count poll (a tiny envelope every
 * 10 s per user), on the plain path, while list pages and exports shrink several times.
 */
export const API_COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API replies on the fly (brotli at a fast level, else gzip). The web app's files
 * are not touched here: they are compressed at build time and sent as they are (web-app.ts).
 * Register before any route: the compression hook attaches itself to routes as they are added.
 */
export async function registerApiCompression(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own onRoute hook (registered after it), so non-API routes opt out.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_BASE_PATH) && route.compress === undefined) {
      route.compress = false;
    }
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: API_COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Level 4 compresses JSON nearly as well as 11 at a fraction of the CPU.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
