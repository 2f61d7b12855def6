import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calls, type CallDef } from '@ecloud/contract';
import { buildApp } from '../../app.ts';
import { signed, testApp, type TestApp } from '../../../test/harness.ts';
import { adminOfNewTenant } from '../../../test/fixtures.ts';
import { cloudAccounts } from '../../db/schema/index.ts';
import { KEY_FILE_NAME, createKeyring, openCredentials, parseKey } from '../../cloud/secrets.ts';
import { resealStaleSecrets } from '../../cloud/secrets-rotation.ts';
import { drainJobs } from '../sync/index.ts';
import { setSim } from './test-support.ts';

const base = await testApp();
/** The same server with its log captured, every line, at the most verbose level. */
const lines: string[] = [];
const app = await buildApp({
  config: base.config,
  database: base.database,
  now: base.clock.now,
  logger: {
    level: 'trace',
    stream: new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
  },
});
afterAll(() => app.close());
const t: TestApp = { ...base, app };

const ACCESS_KEY = 'LTAIleakcheck1234567890';
const SECRET = 'S3cr3t-n3ver-l3ave-th1s-s3rv3r';
const NEW_SECRET = 'S3cond-s3cr3t-also-hidd3n';

describe('cloud secrets never leave the server', () => {
  it('appears in no response and no log line, and is stored sealed', async () => {
    const { token } = await adminOfNewTenant(t);
    const seen: string[] = [];
    const record = async <C extends CallDef>(def: C, input: Record<string, unknown>) => {
      const res = await app.inject({
        method: def.method,
        url: `/ecloud-admin${def.path}`,
        headers: signed(t, def, token),
        ...(def.method === 'GET' ? { query: {} } : { payload: JSON.stringify(input) }),
      });
      seen.push(res.body);
      return res.headers['content-type']?.toString().includes('json')
        ? (JSON.parse(res.body) as { code: number; data: unknown })
        : { code: res.statusCode, data: null };
    };
    const creds = { provider: 'ALI', accessKeyId: ACCESS_KEY, secret: SECRET, simulated: true };
    expect((await record(calls.checkAccount, creds)).code).toBe(200);
    const created = await record(calls.accountCreate, {
      ...creds,
      name: 'Leak check',
      regions: ['cn-hangzhou'],
    });
    const id = (created.data as { id: string }).id;
    // A sync that fails logs warnings: they must not carry the keys either.
    await setSim(t, id, { failTypes: ['disk'] });
    await drainJobs({
      db: t.database.db,
      now: t.clock.now,
      keyring: app.deps.keyring,
      log: app.log,
    });
    // Refused credentials: the error message must not echo them.
    await setSim(t, id, { revoked: true });
    await record(calls.accountUpdate, { id, accessKeyId: ACCESS_KEY, secret: NEW_SECRET });
    await setSim(t, id, {});
    await record(calls.accountUpdate, { id, accessKeyId: ACCESS_KEY, secret: NEW_SECRET });
    await record(calls.checkAccount, { id });
    await record(calls.accountList, {});
    await record(calls.accountDetail, { id });
    await record(calls.accountOptions, {});
    await record(calls.syncNow, { ids: [id] });
    await record(calls.syncStatus, {});
    await record(calls.syncHistory, {});
    await record(calls.cloudHomeSummary, {});
    await record(calls.getCloud, {});
    await record(calls.hostList, {});
    await record(calls.getCloudRegion, { provider: 'ALI', accountId: id });
    // Bad input naming the field must not echo the value either.
    await record(calls.accountCreate, { ...creds, name: 'x', secret: `${SECRET} with spaces` });
    await record(calls.exportFile, {
      path: calls.accountList.path,
      input: {},
      format: 'csv',
      filename: 'accounts',
      columns: [
        { key: 'name', title: 'Name' },
        { key: 'accessKeyMasked', title: 'Key' },
      ],
    });

    const everything = [...seen, ...lines].join('\n');
    expect(seen.length).toBeGreaterThan(15);
    expect(lines.length).toBeGreaterThan(15);
    for (const s of [SECRET, NEW_SECRET, ACCESS_KEY]) expect(everything).not.toContain(s);
    expect(everything).toContain('LTAI');

    const [row] = await t.database.db.select().from(cloudAccounts).where(eq(cloudAccounts.id, id));
    expect(row!.credentials).not.toContain(NEW_SECRET);
    expect(row!.credentials).not.toContain(ACCESS_KEY);
    expect(openCredentials(app.deps.keyring, row!.credentials)).toEqual({
      accessKeyId: ACCESS_KEY,
      secret: NEW_SECRET,
    });
  });

  it('re-seals every secret under a new key on start, after which the old key is not needed', async () => {
    const [row] = await t.database.db.select().from(cloudAccounts).limit(1);
    const rotated = createKeyring(Buffer.alloc(32, 7), [
      parseKey(fs.readFileSync(path.join(t.config.dataDir, KEY_FILE_NAME), 'utf8')),
    ]);
    expect(await resealStaleSecrets(t.database.db, rotated)).toBeGreaterThanOrEqual(1);
    expect(await resealStaleSecrets(t.database.db, rotated)).toBe(0);
    const [after] = await t.database.db
      .select()
      .from(cloudAccounts)
      .where(eq(cloudAccounts.id, row!.id));
    const newOnly = createKeyring(Buffer.alloc(32, 7));
    expect(openCredentials(newOnly, after!.credentials).secret).toBe(NEW_SECRET);
  });
});
