import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calls } from '@ecloud/contract';
import { call, injectRaw, ok, testApp, type TestApp } from '../../../test/harness.ts';
import { adminOfNewTenant, makeUser, signIn } from '../../../test/fixtures.ts';
import { customer, funded, platform, spendBody } from '../billing/test/fixtures.ts';
import { JobRunner } from '../../jobs/index.ts';
import { reportFiles, reportDefinitions, messages } from '../../db/schema/index.ts';
import { reportsJobKinds } from './reports.jobs.ts';

const t = await testApp();
const HOUR = 3_600_000;

/** A valid definition; each test changes what it is about. */
const DEF = {
  name: 'Daily consumption',
  subject: 'consumption',
  conditions: { source: 'cloud' },
  period: { kind: 'relative', relative: 'last30Days' },
  columns: ['createdAt', 'amount', 'description'],
  format: 'csv',
  schedule: { kind: 'daily', hour: 8, timeZone: 'Asia/Shanghai' },
  recipients: [] as string[],
};

const runners: JobRunner[] = [];
/** A job runner with the report kinds, as one replica runs it. */
const runner = (t: TestApp) => {
  const r = new JobRunner({ db: t.database.db, now: t.clock.now }).register(
    ...reportsJobKinds(t.app.deps),
  );
  runners.push(r);
  return r;
};
afterAll(async () => {
  for (const r of runners) await r.stop();
});

const filesOf = (reportId: string) =>
  t.database.db.select().from(reportFiles).where(eq(reportFiles.reportId, reportId));
const definitionCount = async (tenantId: string) =>
  (
    await t.database.db
      .select()
      .from(reportDefinitions)
      .where(eq(reportDefinitions.tenantId, tenantId))
  ).length;

describe('report definitions', () => {
  it('stores a definition with its next run at the hour of its own zone', async () => {
    const { token } = await adminOfNewTenant(t);
    const { id } = await ok(t, calls.reportCreate, DEF, { token });
    const d = await ok(t, calls.reportDetail, { id }, { token });
    expect(d).toMatchObject({ name: DEF.name, subject: 'consumption', format: 'csv' });
    expect(d.conditions).toEqual({ source: 'cloud' });
    // 08:00 in Shanghai is 00:00 UTC.
    expect(d.nextRunAt).toMatch(/T00:00:00\.000Z$/);
    expect(new Date(d.nextRunAt!).getTime()).toBeGreaterThan(t.clock.now().getTime());
    const weekly = await ok(
      t,
      calls.reportCreate,
      { ...DEF, schedule: { kind: 'weekly', weekday: 1, hour: 9, timeZone: 'America/New_York' } },
      { token },
    );
    const w = await ok(t, calls.reportDetail, { id: weekly.id }, { token });
    const at = new Date(w.nextRunAt!);
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      weekday: 'short',
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(at);
    expect(local).toBe('Mon, 09');
    const list = await ok(t, calls.reportList, {}, { token });
    expect(list.total).toBe(2);
  });

  it('refuses bad input naming the field, and stores nothing', async () => {
    const { tenant, token } = await adminOfNewTenant(t);
    const refused = async (over: Record<string, unknown>, field: RegExp) => {
      const res = await call(t, calls.reportCreate, { ...DEF, ...over }, { token });
      expect(res.code).toBe(400);
      expect(res.message).toMatch(field);
    };
    await refused(
      { schedule: { ...DEF.schedule, timeZone: 'Mars/Olympus' } },
      /schedule\.timeZone:/,
    );
    await refused(
      { period: { kind: 'range', from: '2010-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' } },
      /period\.to:.*ten years/,
    );
    await refused({ columns: ['amount', 'cpu'] }, /columns\.1:/);
    await refused({ conditions: { source: 'nonsense' } }, /conditions\.source:/);
    await refused({ subject: 'resources', columns: ['name'] }, /period:/);
    await refused({ schedule: { kind: 'weekly', hour: 8, timeZone: 'UTC' } }, /schedule\.weekday:/);
    const stranger = await adminOfNewTenant(t);
    await refused({ recipients: [stranger.person.id] }, /recipients/);
    expect(await definitionCount(tenant.id)).toBe(0);
    // A change with bad input changes nothing of the stored definition.
    const { id } = await ok(t, calls.reportCreate, DEF, { token });
    const before = await ok(t, calls.reportDetail, { id }, { token });
    for (const [over, field] of [
      [{ schedule: { ...DEF.schedule, timeZone: 'Mars/Olympus' } }, /schedule\.timeZone:/],
      [{ columns: ['nonsense'] }, /columns\.0:/],
      [{ recipients: [stranger.person.id] }, /recipients/],
      [
        { period: { kind: 'range', from: '2000-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' } },
        /period\.to:/,
      ],
    ] as const) {
      const res = await call(t, calls.reportUpdate, { ...DEF, ...over, id, name: 'x' }, { token });
      expect(res.code).toBe(400);
      expect(res.message).toMatch(field);
    }
    expect(await ok(t, calls.reportDetail, { id }, { token })).toEqual(before);
  });

  it('keeps each tenant to its own definitions and files', async () => {
    const a = await adminOfNewTenant(t);
    const b = await adminOfNewTenant(t);
    const { id } = await ok(t, calls.reportCreate, DEF, { token: a.token });
    for (const def of [calls.reportDetail, calls.reportRunNow]) {
      expect((await call(t, def, { id }, { token: b.token })).code).toBe(404);
    }
    const upd = await call(t, calls.reportUpdate, { ...DEF, id, name: 'x' }, { token: b.token });
    expect(upd.code).toBe(404);
    expect((await call(t, calls.reportDelete, { ids: [id] }, { token: b.token })).code).toBe(404);
    expect((await ok(t, calls.reportList, {}, { token: b.token })).total).toBe(0);
    expect((await ok(t, calls.reportDetail, { id }, { token: a.token })).name).toBe(DEF.name);
  });

  it('needs the subject’s own list permission to define a report on it', async () => {
    const { tenant } = await adminOfNewTenant(t);
    // A user administrator reads no consumption.
    const admin = await makeUser(t, tenant.id, { role: 'userAdmin', accountType: 1 });
    const token = await signIn(t, admin.username);
    const res = await call(t, calls.reportCreate, DEF, { token });
    expect(res.code).toBe(403);
  });
});

describe('report generation', () => {
  it('runs now: a file with the subject’s rows, downloadable by its tenant only, downloads recorded', async () => {
    const p = await platform(t);
    const c = await customer(t);
    await funded(t, p, c, 10_000);
    await ok(t, calls.spendPost, spendBody(c.tenant.id, 1_234), { token: p.token });
    const { id } = await ok(
      t,
      calls.reportCreate,
      { ...DEF, recipients: [c.person.id] },
      { token: c.token },
    );
    await ok(t, calls.reportRunNow, { id }, { token: c.token });
    await runner(t).drain();
    const files = await ok(t, calls.reportFiles, { reportId: id }, { token: c.token });
    expect(files.total).toBe(1);
    const file = files.list[0]!;
    expect(file).toMatchObject({ reportId: id, format: 'csv', rows: 1, downloads: 0 });
    const res = await injectRaw(t, calls.reportDownload, {
      token: c.token,
      payload: JSON.stringify({ id: file.id }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body.slice(1).trim().split('\n');
    expect(lines[0]).toBe('Time,Amount,Description');
    expect(lines[1]).toContain(',12.34,');
    const history = await ok(t, calls.reportDownloads, { id: file.id }, { token: c.token });
    expect(history.list).toHaveLength(1);
    const inbox = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.userId, c.person.id));
    expect(inbox.some((m) => m.link === `/reportformCenter/index?file=${file.id}`)).toBe(true);

    const other = await adminOfNewTenant(t);
    const stolen = await injectRaw(t, calls.reportDownload, {
      token: other.token,
      payload: JSON.stringify({ id: file.id }),
    });
    expect(stolen.json()).toMatchObject({ code: 404 });
    expect(
      (await call(t, calls.reportDownloads, { id: file.id }, { token: other.token })).code,
    ).toBe(404);
    expect(
      (await ok(t, calls.reportDownloads, { id: file.id }, { token: c.token })).list,
    ).toHaveLength(1);
  });

  it('a scheduled time produces one file, however many runners look', async () => {
    const { person, token: first } = await adminOfNewTenant(t);
    const { id } = await ok(
      t,
      calls.reportCreate,
      { ...DEF, format: 'xlsx', schedule: { kind: 'once', hour: 3, timeZone: 'UTC' } },
      { token: first },
    );
    const before = await ok(t, calls.reportDetail, { id }, { token: first });
    t.clock.advance(new Date(before.nextRunAt!).getTime() - t.clock.now().getTime() + 60_000);
    const token = await signIn(t, person.username);
    const a = runner(t);
    const b = runner(t);
    await Promise.all([a.prepare(), b.prepare()]);
    await Promise.all([a.drain(), b.drain()]);
    await Promise.all([a.drain(), b.drain()]);
    const files = await filesOf(id);
    expect(files).toHaveLength(1);
    expect(files[0]!.dueAt?.toISOString()).toBe(before.nextRunAt);
    const after = await ok(t, calls.reportDetail, { id }, { token });
    expect(after.nextRunAt).toBeNull();
    expect(after.lastRunAt).not.toBeNull();
  });

  it('deletes files once their retention has passed', async () => {
    const { token } = await adminOfNewTenant(t);
    const { id } = await ok(t, calls.reportCreate, DEF, { token });
    await ok(t, calls.reportRunNow, { id }, { token });
    const r = runner(t);
    await r.drain();
    const ranNow = async () => (await filesOf(id)).filter((f) => f.dueAt === null);
    expect(await ranNow()).toHaveLength(1);
    t.clock.advance(29 * 24 * HOUR);
    await r.prepare();
    await r.drain();
    expect(await ranNow()).toHaveLength(1);
    t.clock.advance(2 * 24 * HOUR);
    await r.drain();
    expect(await ranNow()).toHaveLength(0);
  });
});
