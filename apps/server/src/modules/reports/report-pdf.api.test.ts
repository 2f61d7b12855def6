import { afterAll, describe, expect, it } from 'vitest';
import { calls, type ExportColumn } from '@ecloud/contract';
import { injectRaw, ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant } from '../../../test/fixtures.ts';
import { addSimAccount, drain } from '../cloud/test-support.ts';
import { JobRunner } from '../../jobs/index.ts';
import { collector } from '../export/stream-writer.ts';
import { reportsJobKinds } from './reports.jobs.ts';
import { writeReportPdf } from './pdf-file.ts';
import { summarise } from './report-chart.ts';

const t = await testApp();
const who = await adminOfNewTenant(t);
await addSimAccount(t, who.token, { regions: ['cn-hangzhou'], sim: { perRegion: 3 } });
await drain(t);
const runner = new JobRunner({ db: t.database.db, now: t.clock.now }).register(
  ...reportsJobKinds(t.app.deps),
);
afterAll(() => runner.stop());

/** pdfkit writes a non-ASCII document title as UTF-16BE after a byte order mark. */
const utf16 = (s: string) => Buffer.from(`\ufeff${s}`, 'utf16le').swap16();

describe('report PDF', () => {
  it('writes a zh-CN report as a PDF with its title, the embedded Chinese font and a chart', async () => {
    const { id } = await ok(
      t,
      calls.reportCreate,
      {
        name: '资源清单',
        subject: 'resources',
        conditions: {},
        columns: ['name', 'type', 'cpu', 'createdAt'],
        format: 'pdf',
        schedule: { kind: 'once', hour: 8, timeZone: 'Asia/Shanghai' },
      },
      { token: who.token, lang: 'zh-CN' },
    );
    await ok(t, calls.reportRunNow, { id }, { token: who.token });
    await runner.drain();
    const files = await ok(t, calls.reportFiles, { reportId: id }, { token: who.token });
    const file = files.list[0]!;
    expect(file).toMatchObject({ format: 'pdf', truncated: false });
    expect(file.rows).toBeGreaterThan(3);
    const res = await injectRaw(t, calls.reportDownload, {
      token: who.token,
      payload: JSON.stringify({ id: file.id }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.includes(utf16('资源清单'))).toBe(true);
    // The CJK font is embedded as a subset (pdfkit's six-letter tag before its name).
    expect(pdf.toString('latin1')).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansHans/);
    // Only the glyphs used: far below the font's 8 MB.
    expect(pdf.length).toBeLessThan(400_000);
  });

  it('refuses a format it does not know, naming the field', async () => {
    const res = await injectRaw(t, calls.reportCreate, {
      token: who.token,
      payload: JSON.stringify({
        name: 'x',
        subject: 'resources',
        conditions: {},
        columns: ['name'],
        format: 'docx',
        schedule: { kind: 'once', hour: 8, timeZone: 'Asia/Shanghai' },
      }),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { code: number; message: string };
    expect(body.code).not.toBe(0);
    expect(body.message).toContain('format');
  });

  it('caps the rows it lays out and says so in the file', async () => {
    const columns: ExportColumn[] = [
      { key: 'name', title: 'Name', kind: 'text' },
      { key: 'amount', title: 'Amount', kind: 'money' },
    ];
    const rows = Array.from({ length: 7 }, (_, i) => ({ name: `r${i % 3}`, amount: 150 * i }));
    const { sink, bytes } = collector();
    const written = await writeReportPdf(
      {
        columns,
        batches: (async function* () {
          yield rows;
        })(),
        out: sink,
        title: 'Capped report',
        timeZone: 'UTC',
        language: 'en-US',
      },
      5,
    );
    expect(written).toEqual({ rows: 5, truncated: true });
    const text = bytes().toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/\/Title \d+ 0 R/);
    expect(text).toContain('(Capped report)');
  });

  it('draws a grouped report’s chart from its groups, by the first measure chosen', async () => {
    const columns: ExportColumn[] = [
      { key: 'group', title: 'Type', kind: 'text' },
      { key: 'count', title: 'Resources', kind: 'number' },
      { key: 'billed', title: 'Billed', kind: 'money' },
    ];
    const rows = [
      { group: 'host', count: 5, billed: 12_345 },
      { group: 'disk', count: 2, billed: 100 },
    ];
    const pick = { group: 'group', value: 'count' };
    expect(summarise(columns, rows, 'Other', pick)).toMatchObject({
      group: { title: 'Type' },
      value: { title: 'Resources' },
      bars: [
        { label: 'host', value: 5 },
        { label: 'disk', value: 2 },
      ],
    });
    // Money is drawn in yuan.
    expect(summarise(columns, rows, 'Other', { ...pick, value: 'billed' })?.bars).toEqual([
      { label: 'host', value: 123.45 },
      { label: 'disk', value: 1 },
    ]);

    const { id } = await ok(
      t,
      calls.reportCreate,
      {
        name: 'By type',
        subject: 'resources',
        groupBy: { field: 'type' },
        columns: ['count', 'cpu'],
        format: 'pdf',
        schedule: { kind: 'once', hour: 8, timeZone: 'Asia/Shanghai' },
      },
      { token: who.token },
    );
    await ok(t, calls.reportRunNow, { id }, { token: who.token });
    await runner.drain();
    const [file] = (await ok(t, calls.reportFiles, { reportId: id }, { token: who.token })).list;
    const types = new Set(
      (await ok(t, calls.resourceList, { pageSize: 100 }, { token: who.token })).list.map(
        (r) => r.type,
      ),
    );
    // One row per type.
    expect(file).toMatchObject({ format: 'pdf', rows: types.size, truncated: false });
  });
});
