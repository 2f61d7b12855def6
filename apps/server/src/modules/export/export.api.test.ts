import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { calls } from '@ecloud/contract';
import { call, injectRaw, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant, makeUser, signIn } from '../../../test/fixtures.ts';

const t = await testApp();

const download = (token: string, body: unknown, tz?: string) =>
  injectRaw(t, calls.exportFile, {
    token,
    payload: JSON.stringify(body),
    headers: tz ? { 'x-time-zone': tz } : {},
  });

const columns = [
  { key: 'username', title: 'Username' },
  { key: 'name', title: '姓名' },
  { key: 'roles', title: 'Roles' },
  { key: 'createdAt', title: 'Created', kind: 'datetime' },
];
const withStatus = [
  ...columns.slice(0, 1),
  { key: 'status', title: 'Status', values: { '1': 'Enabled', '0': 'Disabled' } },
];

describe('export (POST /api/v1/export/file)', () => {
  it('writes the filtered rows of a list call as CSV, with a BOM and localised headers', async () => {
    const { tenant, token } = await adminOfNewTenant(t);
    await makeUser(t, tenant.id, { name: 'Zed, "the" user', accountType: 1, role: 'viewer' });
    await makeUser(t, tenant.id, { name: 'Other', accountType: 1, role: 'finance' });
    const res = await download(token, {
      path: calls.userFind.path,
      input: { keyword: 'Zed' },
      format: 'csv',
      filename: '用户',
      columns,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('用户.csv')}`,
    );
    expect(res.headers['x-export-rows']).toBe('1');
    const text = res.body;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\n');
    expect(lines[0]).toBe('Username,姓名,Roles,Created');
    expect(lines[1]).toContain('"Zed, ""the"" user",Read-only,');
    expect(lines[1]).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('writes XLSX that a spreadsheet program can read, with times in the reader’s zone', async () => {
    const { tenant, token } = await adminOfNewTenant(t);
    for (let i = 0; i < 3; i++) await makeUser(t, tenant.id, { accountType: 1 });
    const res = await download(
      token,
      { path: calls.userFind.path, input: {}, format: 'xlsx', filename: 'users', columns },
      'UTC',
    );
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Username', '姓名', 'Roles', 'Created']);
    const created = String(sheet.getRow(2).getCell(4).value);
    const now = t.clock.now().toISOString();
    expect(created.slice(0, 10)).toBe(now.slice(0, 10));
  });

  it('words coded values as the screen does', async () => {
    const { tenant, token } = await adminOfNewTenant(t);
    await makeUser(t, tenant.id, { accountType: 1, status: 0, name: 'Off' });
    const res = await download(token, {
      path: calls.userFind.path,
      input: { status: 0 },
      format: 'csv',
      filename: 'x',
      columns: withStatus,
    });
    expect(res.body.slice(1).trim().split('\n')[1]).toMatch(/,Disabled$/);
  });

  it('exports only the caller’s tenant, under the list’s own permission', async () => {
    const a = await adminOfNewTenant(t);
    const b = await adminOfNewTenant(t);
    await makeUser(t, b.tenant.id, { name: 'Hidden' });
    const res = await download(a.token, {
      path: calls.userFind.path,
      input: { keyword: 'Hidden' },
      format: 'csv',
      filename: 'x',
      columns,
    });
    expect(res.headers['x-export-rows']).toBe('0');
    const viewer = await makeUser(t, a.tenant.id, { role: 'viewer', accountType: 1 });
    const refused = await download(await signIn(t, viewer.username), {
      path: calls.userFind.path,
      input: {},
      format: 'csv',
      filename: 'x',
      columns,
    });
    expect(refused.json()).toMatchObject({ code: 403 });
  });

  it('refuses calls that are not exportable, and bad input, with the envelope', async () => {
    const { token } = await adminOfNewTenant(t);
    expect(
      (
        await download(token, {
          path: calls.roleFindAll.path,
          input: {},
          format: 'csv',
          filename: 'x',
          columns,
        })
      ).json(),
    ).toMatchObject({ code: 404 });
    const bad = (
      await download(token, {
        path: calls.userFind.path,
        input: {},
        format: 'pdf',
        filename: 'a/b',
        columns: [],
      })
    ).json() as { code: number; message: string };
    expect(bad.code).toBe(400);
    expect(bad.message).toMatch(/format:.*filename:.*columns:/);
    const badFilter = (
      await download(token, {
        path: calls.userFind.path,
        input: { status: 7 },
        format: 'csv',
        filename: 'x',
        columns,
      })
    ).json() as { code: number; message: string };
    expect(badFilter).toMatchObject({ code: 400 });
    expect(badFilter.message).toMatch(/status:/);
    expect(
      (
        await download(
          token,
          { path: calls.userFind.path, input: {}, format: 'csv', filename: 'x', columns },
          'Mars/Olympus',
        )
      ).json(),
    ).toMatchObject({ code: 400 });
  });

  it('needs a session', async () => {
    const res = await call(t, calls.exportFile, {
      path: calls.userFind.path,
      format: 'csv',
      filename: 'x',
      columns,
    });
    expect(res.code).toBe(407);
  });
});
