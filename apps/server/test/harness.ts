import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll } from 'vitest';
import { signedHeaders, type CallDef, type Envelope } from '@ecloud/contract';
import type { z } from 'zod';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import {
  PGLITE_EXTENSIONS,
  openPostgres,
  type Database,
  type DatabaseHandle,
} from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { listenForInvalidations } from '../src/plugins/invalidation.ts';
import { PGLITE_TEMPLATE, copyPgTemplate } from './template-db.ts';
import { restoreBaseline, takeBaseline, type Baseline } from './pglite-reuse.ts';

export const dbKind = (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite') as
  'postgres' | 'pglite';

/** A clock tests can move: sessions, lockouts and signatures all read it. */
export class TestClock {
  private offset = 0;
  now = (): Date => new Date(Date.now() + this.offset);
  advance(ms: number): void {
    this.offset += ms;
  }
}

// Read once per worker: the files of a worker share this module (isolate: false).
let pgliteTemplate: Blob | undefined;
// PGlite compiles its 9 MB WebAssembly and reads its 6 MB file-system bundle on every open unless
// given them; a worker compiles and reads them once (bench/pglite-open.mjs: 0.80 -> 0.71 s of CPU
// per open, each of the 134 server files opens one).
type PgliteRuntime = Required<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>>;
// The server's types leave out the DOM's lib, where WebAssembly is declared.
const wasm = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<PgliteRuntime['pgliteWasmModule']> };
  }
).WebAssembly;
let pgliteRuntime: Promise<PgliteRuntime> | undefined;
const pgliteDist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
const loadPgliteRuntime = async (): Promise<PgliteRuntime> => ({
  pgliteWasmModule: await wasm.compile(fs.readFileSync(path.join(pgliteDist, 'pglite.wasm'))),
  fsBundle: new Blob([fs.readFileSync(path.join(pgliteDist, 'pglite.data'))]),
});

// Databases a file of this worker has closed, emptied back to the template when taken again.
const idlePglites: PGlite[] = [];
let pgliteBaseline: Promise<Baseline> | undefined;

async function openTemplatePglite(): Promise<PGlite> {
  pgliteTemplate ??= new Blob([fs.readFileSync(PGLITE_TEMPLATE)]);
  pgliteRuntime ??= loadPgliteRuntime();
  const client = new PGlite({
    loadDataDir: pgliteTemplate,
    extensions: PGLITE_EXTENSIONS,
    ...(await pgliteRuntime),
  });
  await client.waitReady;
  return client;
}

/** A PGlite as the template left it: a used one put back, or a new one. */
async function templatePglite(): Promise<PGlite> {
  for (let used = idlePglites.pop(); used; used = idlePglites.pop()) {
    if (await restoreBaseline(used, await pgliteBaseline!)) return used;
    await used.close();
  }
  const client = await openTemplatePglite();
  pgliteBaseline ??= takeBaseline(client);
  await pgliteBaseline;
  return client;
}

/** A fresh database for one test file: a PGlite as the template left it, or a PostgreSQL copy. */
export async function freshDatabase(): Promise<DatabaseHandle> {
  if (dbKind === 'pglite') {
    const client = await templatePglite();
    let closed = false;
    return {
      db: drizzle({ client, schema }) as unknown as Database,
      kind: 'pglite',
      pglite: client,
      exec: async (sql) => {
        await client.exec(sql);
      },
      // Kept for the worker's next file rather than closed (see pglite-reuse.ts).
      close: async () => {
        if (closed) return;
        closed = true;
        idlePglites.push(client);
      },
    };
  }
  const copy = await copyPgTemplate(process.env.DATABASE_URL!);
  // Dropped with the run's other copies at its end (template-db.ts).
  return openPostgres(copy.url, 10);
}

export interface TestApp {
  app: App;
  clock: TestClock;
  database: DatabaseHandle;
  config: Config;
}

/** One app per test file, closed after the file. */
export async function testApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const clock = new TestClock();
  const config = { ...loadConfig({ DATA_DIR: '.tmp/test-data' }), demo: false, ...overrides };
  const app = await buildApp({ config, database, now: clock.now, logger: false });
  const unlisten = await listenForInvalidations(database, app.deps, app.log);
  afterAll(async () => {
    await app.close();
    await unlisten();
    await database.close();
  });
  return { app, clock, database, config };
}

/** The headers the browser sends for a call, signed at the test clock's time. */
export function signed(t: TestApp, def: CallDef, token = '', lang: 'en-US' | 'zh-CN' = 'en-US') {
  return {
    'content-type': 'application/json; charset=utf-8',
    ...signedHeaders(def, token, t.clock.now().getTime()),
    'accept-language': lang,
  };
}

/** A signed request with a body as given (malformed JSON, a large body) and the raw answer. */
export function injectRaw(
  t: TestApp,
  def: CallDef,
  opts: { token?: string; payload?: string; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: def.method,
    url: `/ecloud-admin${def.path}`,
    headers: { ...signed(t, def, opts.token ?? ''), ...opts.headers },
    ...(opts.payload === undefined ? {} : { payload: opts.payload }),
  });
}

export interface CallOptions {
  token?: string;
  lang?: 'en-US' | 'zh-CN';
  /** Replace or drop (undefined) any of the signed headers. */
  headers?: Record<string, string | undefined>;
}

/** Makes a call exactly as the browser does: signed headers, JSON, the envelope back. */
export async function call<C extends CallDef>(
  t: TestApp,
  def: C,
  input?: z.input<C['input']> | Record<string, unknown>,
  opts: CallOptions = {},
): Promise<Envelope<z.output<C['output']>> & { http: number }> {
  const headers = signed(t, def, opts.token ?? '', opts.lang);
  const overrides = opts.headers ?? {};
  const sent = Object.fromEntries(
    Object.entries({ ...headers, ...overrides }).filter(
      (e): e is [string, string] => e[1] !== undefined,
    ),
  );
  const isGet = def.method === 'GET';
  const res = await t.app.inject({
    method: def.method,
    url: `/ecloud-admin${def.path}`,
    headers: sent,
    ...(isGet
      ? { query: Object.fromEntries(Object.entries(input ?? {}).map(([k, v]) => [k, String(v)])) }
      : { payload: JSON.stringify(input === undefined ? {} : input) }),
  });
  return { ...(res.json() as Envelope<z.output<C['output']>>), http: res.statusCode };
}

/** Expects success and returns data. */
export async function ok<C extends CallDef>(
  t: TestApp,
  def: C,
  input?: z.input<C['input']> | Record<string, unknown>,
  opts?: CallOptions,
): Promise<z.output<C['output']>> {
  const res = await call(t, def, input, opts);
  if (res.code !== 200) throw new Error(`${def.path} answered ${res.code}: ${res.message}`);
  return res.data;
}

/** Reads until it sees `expected` (for effects that arrive by NOTIFY), up to a second. */
export async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
  let last = await read();
  for (let i = 0; i < 50 && last !== expected; i++) {
    await new Promise((r) => setTimeout(r, 20));
    last = await read();
  }
  return last;
}
