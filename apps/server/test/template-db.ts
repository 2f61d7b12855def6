import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { ensureBuiltInRoles } from '../src/modules/identity/built-in-roles.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const PGLITE_TEMPLATE = path.join(root, '.tmp', 'pglite-template.tar');
// Named per checkout, so test runs of two working copies on one PostgreSQL keep their own.
export const PG_TEMPLATE_DB = `ecloud_test_template_${createHash('sha256').update(root).digest('hex').slice(0, 8)}`;

/**
 * A migrated PGlite, dumped once per run: opening from a dump skips initdb (~1 s instead of ~4).
 * Uncompressed: every server test file loads it, and gunzip was a third of each load's CPU
 * (0.9 s -> 0.6 s per file, 134 files; 45 MB on disk instead of 5.5).
 */
export async function buildPgliteTemplate(): Promise<void> {
  const handle = await openPglite(null);
  await runMigrations(handle);
  await ensureBuiltInRoles(handle.db);
  const dump = await handle.pglite!.dumpDataDir('none');
  fs.mkdirSync(path.dirname(PGLITE_TEMPLATE), { recursive: true });
  fs.writeFileSync(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

export const adminUrl = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

// A test file's copy of the template: named for this checkout, so the run's end finds its own.
const PG_COPY_PREFIX = PG_TEMPLATE_DB.replace('_template_', '_copy_');

/**
 * A fresh copy of the template database for one test file: its URL. The copy is not dropped
 * when the file ends but with the run's others at its end (dropPgCopies): PostgreSQL checkpoints
 * on every DROP DATABASE, 1 to 7 s under load, and a file waiting on it holds a worker.
 */
export async function copyPgTemplate(url: string): Promise<{ url: string }> {
  const name = `${PG_COPY_PREFIX}${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await adminQuery(url, `create database ${name} template ${PG_TEMPLATE_DB}`);
  return { url: adminUrl(url, name) };
}

/** Drops this checkout's test copies: at the run's end, and any a killed run left behind. */
export async function dropPgCopies(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [PG_COPY_PREFIX],
    );
    for (const { datname } of rows)
      await admin.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
}

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
