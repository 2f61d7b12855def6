import path from 'node:path';
import type { Config } from './config.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemo } from './db/seed/demo.ts';
import { ensureBuiltInRoles } from './modules/identity/built-in-roles.ts';
import { buildApp, type App } from './app.ts';
import { listenForInvalidations } from './plugins/invalidation.ts';
import { WORKERS } from './modules/index.ts';

export interface Running {
  app: App;
  database: DatabaseHandle;
  stop(): Promise<void>;
}

/** Opens the database, brings it up to date, seeds what is due and builds the app. */
export async function prepare(
  config: Config,
  logger: boolean | Record<string, unknown>,
): Promise<Running> {
  const database = config.databaseUrl
    ? openPostgres(config.databaseUrl, config.dbPoolMax)
    : await openPglite(path.join(config.dataDir, 'pgdata'));
  await runMigrations(database);
  await ensureBuiltInRoles(database.db);
  const app = await buildApp({ config, database, logger });
  if (config.demo && (await seedDemo(database.db, new Date(), app.deps.keyring)))
    app.log.info('demo data seeded');
  const unlisten = await listenForInvalidations(database, app.deps, app.log);
  const stopWorkers = await Promise.all(WORKERS.map((start) => start(app.deps, database)));
  return {
    app,
    database,
    async stop() {
      await app.close();
      for (const stopWorker of stopWorkers) await stopWorker();
      await unlisten();
      await database.close();
    },
  };
}
