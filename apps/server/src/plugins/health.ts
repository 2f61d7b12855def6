import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { PUBLIC } from '@ecloud/contract';
import '../lib/fastify-types.ts';

/**
 * /healthz answers while the process can serve (a load balancer's liveness check, and the
 * bare baseline of bench/); /readyz also needs the database.
 */
export function registerHealth(app: FastifyInstance): void {
  app.get('/healthz', { config: { permission: PUBLIC }, logLevel: 'warn' }, async () => ({
    status: 'ok',
  }));
  app.get('/readyz', { config: { permission: PUBLIC }, logLevel: 'warn' }, async (_req, reply) => {
    try {
      await app.deps.db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });
}
