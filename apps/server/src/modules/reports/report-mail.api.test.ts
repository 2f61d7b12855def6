import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calls } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant, makeUser, signIn } from '../../../test/fixtures.ts';
import { JobRunner } from '../../jobs/index.ts';
import { users } from '../../db/schema/index.ts';
import { reportsJobKinds } from './reports.jobs.ts';
import { mailJobKinds } from '../mail/mail.jobs.ts';
import { MAIL_ATTEMPTS } from '../mail/mail.service.ts';
import { startSmtp } from '../notify/test-servers.ts';

const { port, mails: received } = await startSmtp();

const from = 'eCloud <no-reply@ecloud.test>';
const t = await testApp({
  smtp: { host: '127.0.0.1', port, secure: false, user: undefined, password: undefined, from },
});
const withoutMail = await testApp();
const runner = new JobRunner({ db: t.database.db, now: t.clock.now }).register(
  ...reportsJobKinds(t.app.deps),
  ...mailJobKinds(t.app.deps),
);
afterAll(() => runner.stop());

const DEF = {
  name: 'Inventory',
  subject: 'resources',
  columns: ['name', 'type'],
  format: 'csv',
  schedule: { kind: 'daily', hour: 8, timeZone: 'Asia/Shanghai' },
  channels: ['message', 'email'],
};

const withEmail = async (tenantId: string, email: string) => {
  const p = await makeUser(t, tenantId, { accountType: 1, role: 'viewer' });
  await t.database.db.update(users).set({ email }).where(eq(users.id, p.id));
  return p;
};

describe('report files by e-mail', () => {
  it('offers the tenant’s people and e-mail when an SMTP server is configured', async () => {
    const { tenant, token } = await adminOfNewTenant(t);
    const p = await withEmail(tenant.id, 'pat@example.test');
    const options = await ok(t, calls.reportOptions, {}, { token });
    expect(options.emailAvailable).toBe(true);
    expect(options.people.find((x) => x.id === p.id)).toMatchObject({ hasEmail: true });
    const stranger = await adminOfNewTenant(t);
    expect(options.people.some((x) => x.id === stranger.person.id)).toBe(false);
  });

  it('sends the file’s news over SMTP, retries a refusal, and shows each delivery', async () => {
    const { tenant, person, token: first0 } = await adminOfNewTenant(t);
    let token = first0;
    const busy = await withEmail(tenant.id, 'busy@example.test');
    const gone = await withEmail(tenant.id, 'gone@example.test');
    const { id } = await ok(
      t,
      calls.reportCreate,
      { ...DEF, recipients: [busy.id, gone.id] },
      { token },
    );
    await ok(t, calls.reportRunNow, { id }, { token });
    await runner.drain();
    const emailsOf = async () =>
      (await ok(t, calls.reportFiles, { reportId: id }, { token })).list[0]!.emails;
    const first = await emailsOf();
    expect(first).toHaveLength(2);
    const busyFirst = first.find((e) => e.toAddress === 'busy@example.test')!;
    expect(busyFirst).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(busyFirst.lastError).toMatch(/451|try again/);
    expect(received).toHaveLength(0);

    // The runner's backoff passes: the busy server now takes it; the gone address keeps failing.
    for (let i = 1; i < MAIL_ATTEMPTS; i++) {
      t.clock.advance(60 * 60_000);
      await runner.drain();
    }
    token = await signIn(t, person.username);
    const last = await emailsOf();
    expect(last.find((e) => e.toAddress === 'busy@example.test')).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: '',
    });
    const failed = last.find((e) => e.toAddress === 'gone@example.test')!;
    expect(failed).toMatchObject({ status: 'failed', attempts: MAIL_ATTEMPTS });
    expect(failed.lastError).toMatch(/550|unavailable/);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['busy@example.test']);
    expect(received[0]!.text).toMatch(/^Subject: .*Inventory/m);
    expect(received[0]!.text).toContain('The report "Inventory" has produced its file (0 rows)');
  });

  it('says e-mail is unavailable without an SMTP server, and stores nothing', async () => {
    const { token } = await adminOfNewTenant(withoutMail);
    const options = await ok(withoutMail, calls.reportOptions, {}, { token });
    expect(options.emailAvailable).toBe(false);
    const res = await call(withoutMail, calls.reportCreate, DEF, { token });
    expect(res.code).toBe(400);
    expect(res.message).toMatch(/^channels: e-mail is unavailable/);
    expect((await ok(withoutMail, calls.reportList, {}, { token })).total).toBe(0);
    const { id } = await ok(
      withoutMail,
      calls.reportCreate,
      { ...DEF, channels: ['message'] },
      { token },
    );
    const d = await ok(withoutMail, calls.reportDetail, { id }, { token });
    expect(d.channels).toEqual(['message']);
  });
});
