import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { calls, type Resource } from '@ecloud/contract';
import { injectRaw, ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant } from '../../../test/fixtures.ts';
import { addSimAccount, drain } from '../cloud/test-support.ts';
import { JobRunner } from '../../jobs/index.ts';
import { systemContext } from '../../lib/request-context.ts';
import { reportFileChunks } from '../../db/schema/index.ts';
import { chunkReader, chunkSink, CHUNK_BYTES, sweepOrphanChunks } from './file-store.ts';
import { SUBJECT_LISTS } from './subjects.ts';
import { reportsJobKinds } from './reports.jobs.ts';

const t = await testApp();
const who = await adminOfNewTenant(t);
await addSimAccount(t, who.token, { regions: ['cn-hangzhou'], sim: { perRegion: 6 } });
await drain(t);
const runner = new JobRunner({ db: t.database.db, now: t.clock.now }).register(
  ...reportsJobKinds(t.app.deps),
);
afterAll(() => runner.stop());

const piecesOf = (fileId: string) =>
  t.database.db.select().from(reportFileChunks).where(eq(reportFileChunks.fileId, fileId));

describe('report files in pieces', () => {
  it('stores a file of several pieces and reads it back whole, one piece at a time', async () => {
    const bytes = randomBytes(Math.round(CHUNK_BYTES * 2.5));
    const fileId = randomUUID();
    const { sink, size } = chunkSink(t.database.db, fileId, t.clock.now);
    for (let at = 0; at < bytes.length; at += 64 * 1024)
      sink.write(bytes.subarray(at, at + 64 * 1024));
    await new Promise((resolve, reject) => sink.end(resolve).on('error', reject));
    expect(size()).toBe(bytes.length);
    expect((await piecesOf(fileId)).length).toBe(3);
    const parts: Buffer[] = [];
    for await (const part of chunkReader(t.database.db, fileId)) parts.push(part as Buffer);
    expect(Buffer.concat(parts).equals(bytes)).toBe(true);
    // No file row owns them: an hour on, the sweep takes them.
    expect(
      await sweepOrphanChunks(t.database.db, new Date(t.clock.now().getTime() - 3_600_000)),
    ).toBe(0);
    expect(
      await sweepOrphanChunks(t.database.db, new Date(t.clock.now().getTime() + 3_600_000)),
    ).toBe(3);
    expect(await piecesOf(fileId)).toHaveLength(0);
  });
});

describe('reports streamed from the database', () => {
  it('reads a subject in keyset batches: every row once, as the list shows it', async () => {
    const ctx = systemContext(t.app.deps, { tenantId: who.tenant.id, userId: who.person.id });
    const streamed: Resource[] = [];
    for await (const batch of SUBJECT_LISTS.resources.batches!(ctx, {}, 7))
      streamed.push(...(batch as unknown as Resource[]));
    const listed = await ok(t, calls.resourceList, { pageSize: 100 }, { token: who.token });
    expect(listed.total).toBeLessThan(100);
    expect(streamed.length).toBe(listed.total);
    expect(streamed.length).toBeGreaterThan(14);
    const byId = new Map(listed.list.map((r) => [r.id, r]));
    expect(new Set(streamed.map((r) => r.id)).size).toBe(streamed.length);
    for (const r of streamed) expect(r).toEqual(byId.get(r.id));
    const hosts = SUBJECT_LISTS.resources.batches!(ctx, { type: 'host' }, 4);
    let n = 0;
    for await (const batch of hosts) {
      n += batch.length;
      expect(batch.every((r) => r.type === 'host')).toBe(true);
    }
    expect(n).toBe(6);
  });

  it('writes an XLSX report of the subject that a spreadsheet program reads', async () => {
    const { id } = await ok(
      t,
      calls.reportCreate,
      {
        name: '资源清单',
        subject: 'resources',
        conditions: { type: 'host' },
        columns: ['name', 'cpu', 'createdAt'],
        format: 'xlsx',
        schedule: { kind: 'daily', hour: 8, timeZone: 'Asia/Shanghai' },
      },
      { token: who.token, lang: 'zh-CN' },
    );
    await ok(t, calls.reportRunNow, { id }, { token: who.token });
    await runner.drain();
    const files = await ok(t, calls.reportFiles, { reportId: id }, { token: who.token });
    const file = files.list[0]!;
    expect(file).toMatchObject({ rows: 6, format: 'xlsx', truncated: false });
    const res = await injectRaw(t, calls.reportDownload, {
      token: who.token,
      payload: JSON.stringify({ id: file.id }),
    });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(file.sizeBytes);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('资源清单');
    expect(sheet.rowCount).toBe(7);
    expect(sheet.getRow(1).values).toEqual([undefined, '名称', 'vCPU', '创建时间']);
    expect(typeof sheet.getRow(2).getCell(2).value).toBe('number');
  });
});
