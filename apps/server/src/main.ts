import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.ts';
import { prepare } from './server.ts';

const config = loadConfig();
config.webDist ??= fileURLToPath(new URL('../../web/dist', import.meta.url));

const running = await prepare(config, {
  level: config.logLevel,
  redact: [
    'req.headers.token',
    'req.headers.sign',
    'req.headers.authorization',
    'req.headers.cookie',
  ],
});
const { app } = running;
await app.listen({ port: config.port, host: config.host });
app.log.info(
  { database: running.database.kind, demo: config.demo, dataDir: config.dataDir },
  `eCloud console at http://localhost:${config.port}/console/`,
);

// Graceful shutdown: stop taking requests, let those in flight finish, close the database.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 35_000);
    force.unref();
    running
      .stop()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  });
}
