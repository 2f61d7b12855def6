import path from 'node:path';
import type { Config } from './config.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemo } from './demo/demo.ts';
import { ensureBuiltInRoles } from './modules/identity/built-in-roles.ts';
import { buildApp, type App } from './app.ts';
import { listenForInvalidations } from './plugins/invalidation.ts';
import { JOBS } from './modules/index.ts';
import { JobRunner } from './jobs/index.ts';

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
  if (
    config.demo &&
    (await seedDemo(database.db, new Date(), app.deps.keyring, config.demoCostMonths))
  )
    app.log.info('demo data seeded');
  const unlisten = await listenForInvalidations(database, app.deps, app.log);
  const runner = new JobRunner(app.deps);
  for (const kinds of JOBS) runner.register(...kinds(app.deps));
  await runner.start();
  return {
    app,
    database,
    async stop() {
      await app.close();
      await runner.stop();
      await unlisten();
      await database.close();
    },
  };
}
