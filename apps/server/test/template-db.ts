import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { ensureBuiltInRoles } from '../src/modules/identity/built-in-roles.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const PGLITE_TEMPLATE = path.join(root, '.tmp', 'pglite-template.tar.gz');
// Named per checkout, so test runs of two working copies on one PostgreSQL keep their own.
export const PG_TEMPLATE_DB = `ecloud_test_template_${createHash('sha256').update(root).digest('hex').slice(0, 8)}`;

/** A migrated PGlite, dumped once per run: opening from a dump skips initdb (~1 s instead of ~4). */
export async function buildPgliteTemplate(): Promise<void> {
  const handle = await openPglite(null);
  await runMigrations(handle);
  await ensureBuiltInRoles(handle.db);
  const dump = await handle.pglite!.dumpDataDir('gzip');
  fs.mkdirSync(path.dirname(PGLITE_TEMPLATE), { recursive: true });
  fs.writeFileSync(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

export const adminUrl = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/** A migrated PostgreSQL database that every test file copies (CREATE DATABASE ... TEMPLATE). */
export async function buildPgTemplate(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${PG_TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const handle = openPostgres(adminUrl(url, PG_TEMPLATE_DB), 2);
  await runMigrations(handle);
  await ensureBuiltInRoles(handle.db);
  await handle.close();
}
