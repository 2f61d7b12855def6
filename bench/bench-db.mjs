// Shared by the benches: their command-line options and the scratch PostgreSQL database a run
// creates beside DATABASE_URL's and drops at the end.
import pg from 'pg';

/** `--name value` options, by name. */
export const args = Object.fromEntries(
  process.argv
    .slice(2)
    .join(' ')
    .split('--')
    .filter(Boolean)
    .map((a) => a.trim().split(/\s+/)),
);

/** The database a run uses: `--db pglite|postgres`, else PostgreSQL when DATABASE_URL is set. */
export const dbKind = args.db ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite');

/**
 * A fresh database named `prefix` + the time; `drop` removes it (and its sessions). The prefix
 * is BENCH_DB_PREFIX's when set, so runs sharing a server can tell their databases apart.
 */
export async function scratchDatabase(prefix = process.env.BENCH_DB_PREFIX ?? 'ecloud_bench_') {
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `${prefix}${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** A bench's platform tenant (its reviewers and operators belong to it). */
export async function benchPlatform(q) {
  const id = (await q(`insert into tenants (name) values ('Platform') returning id`)).rows[0].id;
  await q(`insert into platform_tenants (tenant_id) values ($1)`, [id]);
  return id;
}

/** Makes a person of a tenant for a bench (no usable password); answers their id. */
export const benchUser = (q) => async (tenantId, n) =>
  (
    await q(
      `insert into users (tenant_id, username, name, account_type, custom_type, password_hash)
       values ($1, $2, $2, 0, 1, 'x') returning id`,
      [tenantId, `bench${n}`],
    )
  ).rows[0].id;
