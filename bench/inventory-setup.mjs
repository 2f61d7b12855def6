// Shared by bench/inventory-list.mjs and bench/sync-full.mjs: a migrated database (embedded
// PGlite in a temp folder, or a fresh PostgreSQL database), the real app built on it, and a
// signed-in administrator of a tenant of its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { args, dbKind, scratchDatabase } from './bench-db.mjs';

const load = (p) => tsImport(p, import.meta.url);

export { args, dbKind };

/** `reuse`: a database a run kept (`--keep`), with its bench tenant and administrator. */
export async function setup(kind, { reuse } = {}) {
  const contract = await load('../packages/contract/src/index.ts');
  const { openPglite, openPostgres } = await load('../apps/server/src/db/client.ts');
  const { runMigrations } = await load('../apps/server/src/db/migrate.ts');
  const { ensureBuiltInRoles } = await load(
    '../apps/server/src/modules/identity/built-in-roles.ts',
  );
  const { buildApp } = await load('../apps/server/src/app.ts');
  const { loadConfig } = await load('../apps/server/src/config.ts');
  const schema = await load('../apps/server/src/db/schema/index.ts');
  const { hashPassword } = await load('../apps/server/src/modules/identity/password.ts');
  const { roleIdByCode } = await load('../apps/server/src/modules/identity/roles.repository.ts');
  const { eq } = await import('drizzle-orm');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecloud-bench-'));
  let database;
  let drop = async () => {};
  if (reuse) {
    const u = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
    u.pathname = `/${reuse}`;
    database = openPostgres(u.toString(), 10);
  } else if (kind === 'postgres') {
    const scratch = await scratchDatabase();
    database = openPostgres(scratch.url, 10);
    drop = scratch.drop;
  } else {
    database = await openPglite(path.join(dataDir, 'pgdata'));
  }
  await runMigrations(database);
  await ensureBuiltInRoles(database.db);
  const config = { ...loadConfig({ DATA_DIR: dataDir }), demo: false, syncWorker: false };
  const app = await buildApp({ config, database, logger: false });

  const found = reuse
    ? await database.db.select().from(schema.users).where(eq(schema.users.username, 'benchadmin'))
    : [];
  const [tenant] = reuse
    ? await database.db
        .select()
        .from(schema.tenants)
        .where(eq(schema.tenants.id, found[0].tenantId))
    : await database.db.insert(schema.tenants).values({ name: 'Bench Co' }).returning();
  const [user] = reuse
    ? found
    : await database.db
        .insert(schema.users)
        .values({
          tenantId: tenant.id,
          username: 'benchadmin',
          name: 'Bench Admin',
          accountType: 0,
          customType: 1,
          loginNum: 3,
          status: 1,
          passwordHash: await hashPassword('Bench@123456'),
        })
        .returning();
  if (!reuse)
    await database.db
      .insert(schema.userRoles)
      .values({ userId: user.id, roleId: await roleIdByCode(database.db, 'administrator') });

  const call = async (def, input = {}, token = '') => {
    const res = await app.inject({
      method: def.method,
      url: `/ecloud-admin${def.path}`,
      headers: {
        'content-type': 'application/json',
        ...contract.signedHeaders(def, token, Date.now()),
      },
      ...(def.method === 'GET' ? { query: input } : { payload: JSON.stringify(input) }),
    });
    const body = res.json();
    if (body.code !== 200) throw new Error(`${def.path} answered ${body.code}: ${body.message}`);
    return body.data;
  };
  const signIn = async () =>
    (
      await call(contract.calls.login, {
        username: 'benchadmin',
        password: 'Bench@123456',
        loginFlag: 2,
      })
    ).token;
  let token = await signIn();

  return {
    contract,
    schema,
    database,
    app,
    tenant,
    user,
    token,
    call: (def, input) => call(def, input, token),
    /** A new session (a long load outlives the first one). */
    async signIn() {
      token = await signIn();
    },
    load,
    /** One simulated Alibaba account that is never synced: benches write its rows directly. */
    benchAccount: () =>
      call(
        contract.calls.accountCreate,
        {
          name: 'Bench ALI',
          provider: 'ALI',
          accessKeyId: 'BENCHKEY0000XYZ',
          secret: 'bench-secret',
          simulated: true,
          regions: ['cn-hangzhou'],
          syncIntervalMin: 0,
        },
        token,
      ),
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

/** `fn`'s latency over `n` calls after `warm` unmeasured ones (statements and caches warmed). */
export async function timed(label, fn, n, warm = 10) {
  for (let i = 0; i < warm; i++) await fn();
  const ms = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  return { label, p50: percentile(ms, 50), p95: percentile(ms, 95), max: Math.max(...ms) };
}
