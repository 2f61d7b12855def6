import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * Browser-test files run this many at a time, each worker against its own server (E2E_SERVERS
 * overrides). One: two servers on PostgreSQL ran eight files in 182 s against 234 s alone
 * (2026-11-28, load 14-28), but beside the other lanes of `npm test` on two cores the whole
 * browser lane gained 10 s (571 s against 581 s) and a sign-in and a budget test timed out in
 * CI; on the embedded database two made the suite slower (348 s against 292 s, 2026-11-24).
 */
export const E2E_SERVERS = Number(process.env.E2E_SERVERS ?? 1);

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * With DATABASE_URL (CI), a fresh database of its own on that PostgreSQL; without, the embedded
 * one. The embedded database runs each query on the server's own thread, so its first start's
 * jobs (bill ingest, metric polls, alarm evaluation) hold up the pages the tests wait for; three
 * lanes on two cores made that the common cause of the browser lane's time-outs.
 */
async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: '', drop: async () => {} };
  const name = `ecloud_e2e_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(base, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(base, `drop database if exists ${name} with (force)`),
  };
}

/** The real, built server with demo data, in a fresh data folder and a fresh database. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecloud-e2e-'));
  const database = await freshDatabase();
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(ROOT, 'apps/server/dist/main.js')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        DEMO: '1',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // One month of bill history, not twelve: the embedded database runs the backfill's
        // ingest jobs one after another, and the first files' pages wait behind them.
        DEMO_COST_MONTHS: '1',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/console/`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start in 120 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}
