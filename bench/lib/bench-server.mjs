// What the HTTP benchmarks share: the built server on a fresh database with the demo data, a
// signed call helper, and autocannon runs that fail loudly on any non-2xx answer.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { args, scratchDatabase } from '../bench-db.mjs';
export { dbKind } from '../bench-db.mjs';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const contract = await tsImport('../../packages/contract/src/index.ts', import.meta.url);

/** `--name value` pairs of the command line. */
export const cliArgs = () => args;

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });

/**
 * Starts the built server (building it if needed) on a fresh PGlite folder or PostgreSQL db.
 * `--cpu-prof <dir>` on the bench's command line writes the server's CPU profile there on exit.
 */
export async function startBenchServer(db) {
  if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js')))
    spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ecloud-bench-'));
  const scratch = db === 'postgres' ? await scratchDatabase() : null;
  const databaseUrl = scratch?.url ?? '';
  const dropDb = async () => scratch?.drop();
  const profile = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`] : [];
  const server = spawn(process.execPath, [...profile, 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO: '1',
      LOG_LEVEL: 'warn',
      // `--list-cache 0` measures the lists without their answer cache (lib/list-cache.ts).
      ...(args['list-cache'] !== undefined && { LIST_CACHE: String(args['list-cache']) }),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const call = async (def, input, token = '') => {
    const res = await fetch(`${base}/ecloud-admin${def.path}`, {
      method: def.method,
      headers: { 'content-type': 'application/json', ...contract.signedHeaders(def, token) },
      body: def.method === 'POST' ? JSON.stringify(input) : undefined,
    });
    return res.json();
  };
  /** Signs in as a demo user (they share the demo password); the session token. */
  const signIn = async (username, loginFlag = 1) => {
    const r = await call(contract.calls.login, { username, password: 'Demo@123456', loginFlag });
    if (r.code !== 200) throw new Error(r.message);
    return r.data.token;
  };
  /**
   * CPU time (ms) used so far by the server process and by the PostgreSQL backends serving its
   * database (Linux /proc; null where unreadable). On a machine shared with other work,
   * CPU per request is the figure that does not move with the neighbours' load.
   */
  const cpuMs = async () => {
    const server_ = procCpuMs(server.pid);
    if (!scratch) return { server: server_, database: null };
    const c = new pg.Client({ connectionString: scratch.url });
    await c.connect();
    const { rows } = await c.query(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await c.end();
    const each = rows.map((r) => procCpuMs(r.pid));
    return {
      server: server_,
      database: each.includes(null) ? null : each.reduce((a, b) => a + b, 0),
    };
  };
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await dropDb();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, call, signIn, stop, cpuMs };
}

/** utime + stime of a process in ms, or null (no /proc, or the process is gone). */
function procCpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
// Linux's USER_HZ; `getconf CLK_TCK` is 100 on every kernel Node supports.
const CLOCK_TICKS = 100;

/** One autocannon run; any non-2xx answer or error fails the benchmark. */
export const load = (base, title, opts) =>
  new Promise((resolve, reject) => {
    const { path: p, ...rest } = opts;
    autocannon({ url: `${base}${p}`, pipelining: 1, ...rest }, (err, res) => {
      if (err) return reject(err);
      if (res.non2xx || res.errors)
        return reject(new Error(`${title}: ${res.non2xx} non-2xx answers, ${res.errors} errors`));
      resolve(res);
    });
  });

export const row = (name, r) => ({
  name,
  'req/s': Math.round(r.requests.average),
  p50_ms: r.latency.p50,
  p99_ms: r.latency.p99,
});
