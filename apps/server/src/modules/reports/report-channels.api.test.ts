import { afterAll, describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant } from '../../../test/fixtures.ts';
import { JobRunner } from '../../jobs/index.ts';
import { reportsJobKinds } from './reports.jobs.ts';
import { notifyJobKinds } from '../notify/notify.jobs.ts';
import { SECRETS, startRobots } from '../notify/test-servers.ts';

/**
 * A report file's news also goes to the tenant's notification channels its definition names
 * (issue 14 §4: "and the channels of #9"), signed and recorded like any notice.
 */
const robots = await startRobots();
// The receivers listen on loopback, so this app is the operator who allowed private targets.
const t = await testApp({ notifyAllowPrivate: true });
const runner = new JobRunner({ db: t.database.db, now: t.clock.now }).register(
  ...reportsJobKinds(t.app.deps),
  ...notifyJobKinds(t.app.deps),
);
afterAll(() => runner.stop());

const DEF = {
  name: 'Hosts for the ops group',
  subject: 'resources',
  columns: ['name', 'type'],
  format: 'csv',
  schedule: { kind: 'daily', hour: 8, timeZone: 'Asia/Shanghai' },
  channels: ['message'],
};
type Auth = { token: string };
const robot = async (a: Auth, kind: string, path: string, secret = '') =>
  (
    await ok(
      t,
      calls.notifyChannelSave,
      { name: `Ops ${kind}`, kind, url: `${robots.base}${path}`, secret },
      a,
    )
  ).id;

describe('report files told to notification channels', () => {
  it('offers the tenant’s channels, and posts each new file to those chosen, signed', async () => {
    const a = await adminOfNewTenant(t);
    const hook = await robot(a, 'webhook', '/hook/reports', SECRETS.webhook);
    const ding = await robot(a, 'dingtalk', '/ding/reports', SECRETS.dingtalk);
    await robot(a, 'wecom', '/wecom/unused?key=wecom-key');
    const options = await ok(t, calls.reportOptions, {}, a);
    expect(options.robots.map((r) => r.kind).sort()).toEqual(['dingtalk', 'webhook', 'wecom']);
    expect(JSON.stringify(options.robots)).not.toContain(SECRETS.webhook);

    const { id } = await ok(t, calls.reportCreate, { ...DEF, channelIds: [hook, ding] }, a);
    expect((await ok(t, calls.reportDetail, { id }, a)).channelIds.sort()).toEqual(
      [hook, ding].sort(),
    );
    await ok(t, calls.reportRunNow, { id }, a);
    await runner.drain();
    await runner.drain();
    const got = robots.received.filter((r) => r.path.endsWith('/reports'));
    expect(got.map((r) => r.path).sort()).toEqual(['/ding/reports', '/hook/reports']);
    expect(got.every((r) => r.verified)).toBe(true);
    expect(JSON.stringify(got)).toContain('Hosts for the ops group');
    expect(robots.received.some((r) => r.path.startsWith('/wecom/unused'))).toBe(false);
    const sent = await ok(t, calls.notifyDeliveryList, { warningType: 'report' }, a);
    expect(sent.list.map((d) => [d.channel, d.status]).sort()).toEqual([
      ['dingtalk', 'sent'],
      ['webhook', 'sent'],
    ]);
  });

  it('refuses another tenant’s channel with the field named, and stores nothing', async () => {
    const a = await adminOfNewTenant(t);
    const b = await adminOfNewTenant(t);
    const theirs = await robot(b, 'webhook', '/hook/theirs', SECRETS.webhook);
    const res = await call(t, calls.reportCreate, { ...DEF, channelIds: [theirs] }, a);
    expect(res.code).toBe(400);
    expect(res.message).toContain('channelIds');
    const bad = await call(t, calls.reportCreate, { ...DEF, channelIds: ['not-an-id'] }, a);
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('channelIds');
    expect((await ok(t, calls.reportList, {}, a)).total).toBe(0);
  });
});
