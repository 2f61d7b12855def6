import { afterAll, describe, expect, it } from 'vitest';
import { calls, CLOUD_RESOURCE_TYPES, type RuleFields } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant, signIn } from '../../../test/fixtures.ts';
import { JobRunner } from '../../jobs/index.ts';
import { addSimAccount, drain, setSim } from '../cloud/test-support.ts';
import { insertPoints } from '../monitoring/metrics.repository.ts';
import { evaluateAll } from '../monitoring/evaluate.ts';
import { notifyJobKinds } from './notify.jobs.ts';
import { NOTIFY_ATTEMPTS } from './deliver.ts';
import { SECRETS, startRobots, startSmtp } from './test-servers.ts';
import { CPU_RULE } from '../monitoring/test/alarm-events.ts';

const robots = await startRobots();
const smtp = await startSmtp();
const from = 'eCloud <no-reply@ecloud.test>';
// The receivers listen on loopback, so this app is the operator who allowed private targets.
const t = await testApp({
  notifyAllowPrivate: true,
  smtp: {
    host: '127.0.0.1',
    port: smtp.port,
    secure: false,
    user: undefined,
    password: undefined,
    from,
  },
});
const strict = await testApp();
const runner = new JobRunner({ db: t.database.db, now: t.clock.now }).register(
  ...notifyJobKinds(t.app.deps),
);
afterAll(() => runner.stop());

type Auth = { token: string };
const channel = async (a: Auth, kind: string, path: string, secret = '') =>
  (
    await ok(
      t,
      calls.notifyChannelSave,
      { name: `${kind} ${path.split('?')[0]}`, kind, url: `${robots.base}${path}`, secret },
      a,
    )
  ).id;
const sent = async (a: Auth, warningType?: 'test' | 'resource') =>
  (await ok(t, calls.notifyDeliveryList, { warningType, pageSize: 50 }, a)).list;

describe('contacts, groups and channels', () => {
  it('are kept per tenant: another tenant’s ids are unknown and nothing changes', async () => {
    const a = await adminOfNewTenant(t);
    const b = await adminOfNewTenant(t);
    const c1 = await ok(
      t,
      calls.notifyContactSave,
      { name: 'Li Lei', email: 'li@example.test', phone: '13800000000' },
      a,
    );
    const g = await ok(t, calls.notifyGroupSave, { name: 'On call', contactIds: [c1.id] }, a);
    expect(await ok(t, calls.notifyGroupList, {}, a)).toMatchObject([
      { id: g.id, contactIds: [c1.id] },
    ]);
    expect(await ok(t, calls.notifyContactList, {}, b)).toEqual([]);
    const res = await call(t, calls.notifyGroupSave, { name: 'Theirs', contactIds: [c1.id] }, b);
    expect(res.code).toBe(404);
    expect((await call(t, calls.notifyContactDelete, { ids: [c1.id] }, b)).code).toBe(404);
    expect((await call(t, calls.notifyTest, { target: 'contact', id: c1.id }, b)).code).toBe(404);
    const rename = await call(
      t,
      calls.notifyContactSave,
      { id: c1.id, name: 'X', email: 'x@example.test' },
      b,
    );
    expect(rename.code).toBe(404);
    expect((await ok(t, calls.notifyContactList, {}, a))[0]).toMatchObject({ name: 'Li Lei' });
    expect(await ok(t, calls.notifyGroupList, {}, b)).toEqual([]);
    await ok(t, calls.notifyContactDelete, { ids: [c1.id] }, a);
    expect(await ok(t, calls.notifyGroupList, {}, a)).toMatchObject([{ contactIds: [] }]);
  });

  it('refuses bad input naming the field, and stores nothing', async () => {
    const a = await adminOfNewTenant(t);
    const ding = `${robots.base}/ding?access_token=x`;
    for (const [input, field] of [
      [
        { name: 'F', kind: 'webhook', url: 'ftp://example.com/x', secret: SECRETS.webhook },
        /\burl: /,
      ],
      [
        { name: 'F', kind: 'webhook', url: 'javascript:alert(1)', secret: SECRETS.webhook },
        /\burl: /,
      ],
      [{ name: 'D', kind: 'dingtalk', url: ding, secret: 'not-a-secret' }, /\bsecret: .*SEC/],
      [{ name: 'D', kind: 'dingtalk', url: ding, secret: 'SECxyz' }, /\bsecret: /],
      [{ name: 'W', kind: 'webhook', url: `${robots.base}/hook` }, /\bsecret: /],
      [{ name: 'W', kind: 'webhook', url: `${robots.base}/hook`, secret: 'short' }, /\bsecret: /],
      [{ name: '', kind: 'wecom', url: `${robots.base}/wecom?key=k` }, /\bname: /],
      [{ name: 'Q', kind: 'sms', url: `${robots.base}/x` }, /\bkind: /],
    ] as const) {
      const res = await call(t, calls.notifyChannelSave, input, a);
      expect(res.code, JSON.stringify(input)).toBe(400);
      expect(res.message).toMatch(field);
    }
    const bad = await call(t, calls.notifyContactSave, { name: 'N', email: 'not-mail' }, a);
    expect(bad.message).toMatch(/\bemail: /);
    expect(await ok(t, calls.notifyChannelList, {}, a)).toEqual([]);
    expect(await ok(t, calls.notifyContactList, {}, a)).toEqual([]);
  });

  it('refuses private, loopback, link-local and metadata targets unless the operator allows them', async () => {
    const a = await adminOfNewTenant(strict);
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://100.100.100.200/latest/meta-data',
      'http://10.1.2.3/hook',
      'http://192.168.0.9/hook',
      'http://[::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'https://[fd00:ec2::254]/hook',
    ]) {
      const res = await call(
        strict,
        calls.notifyChannelSave,
        { name: 'In', kind: 'wecom', url },
        a,
      );
      expect(res.code, url).toBe(400);
      expect(res.message).toMatch(/\burl: .*private, loopback or link-local/);
    }
    expect(await ok(strict, calls.notifyChannelList, {}, a)).toEqual([]);
    const open = await ok(
      t,
      calls.notifyChannelSave,
      { name: 'In', kind: 'wecom', url: 'http://127.0.0.1:9/x?key=k' },
      await adminOfNewTenant(t),
    );
    expect(open.id).toBeTruthy();
  });

  it('lists channels without their keys or secrets', async () => {
    const a = await adminOfNewTenant(t);
    await channel(a, 'wecom', '/wecom?key=wecom-key');
    const [c] = await ok(t, calls.notifyChannelList, {}, a);
    expect(c!.url).toBe(`${robots.base}/wecom?key=***`);
    expect(JSON.stringify(c)).not.toContain('wecom-key');
  });
});

describe('delivery', () => {
  it('signs webhook, DingTalk and Feishu notices as each vendor checks them; WeCom by key', async () => {
    const a = await adminOfNewTenant(t);
    const ids = [
      await channel(a, 'webhook', '/hook', SECRETS.webhook),
      await channel(a, 'dingtalk', '/ding?access_token=tok', SECRETS.dingtalk),
      await channel(a, 'feishu', '/feishu', SECRETS.feishu),
      await channel(a, 'wecom', '/wecom?key=wecom-key'),
    ];
    for (const id of ids) await ok(t, calls.notifyTest, { target: 'channel', id }, a);
    await runner.drain();
    const got = robots.received.filter((r) =>
      ['/hook', '/ding', '/feishu', '/wecom'].includes(r.path),
    );
    expect(got.map((r) => [r.path, r.verified]).sort()).toEqual([
      ['/ding', true],
      ['/feishu', true],
      ['/hook', true],
      ['/wecom', true],
    ]);
    expect(got.find((r) => r.path === '/ding')!.body).toMatchObject({ msgtype: 'text' });
    expect(got.find((r) => r.path === '/feishu')!.body).toMatchObject({ msg_type: 'text' });
    const list = await sent(a, 'test');
    expect(list.map((d) => [d.channel, d.status, d.attempts]).sort()).toEqual([
      ['dingtalk', 'sent', 1],
      ['feishu', 'sent', 1],
      ['webhook', 'sent', 1],
      ['wecom', 'sent', 1],
    ]);
    expect(list[0]!.title).toBe('eCloud 测试通知');
  });

  it('records a vendor’s refusal and tries again with backoff until it is left as failed', async () => {
    const a = await adminOfNewTenant(t);
    const wrong = 'SEC' + 'cd34'.repeat(16);
    const id = await channel(a, 'dingtalk', '/ding-wrong?access_token=tok', wrong);
    await ok(t, calls.notifyTest, { target: 'channel', id }, a);
    await runner.drain();
    let [d] = await sent(a);
    expect(d).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(d!.lastError).toMatch(/310000/);
    expect((await call(t, calls.notifyDeliveryRetry, { id: d!.id }, a)).code).toBe(409);
    for (let i = 1; i < NOTIFY_ATTEMPTS; i++) {
      t.clock.advance(60 * 60_000);
      await runner.drain();
    }
    const fresh = { token: await signIn(t, a.person.username) };
    [d] = await sent(fresh);
    expect(d).toMatchObject({ status: 'failed', attempts: NOTIFY_ATTEMPTS });
    // Retry now queues it at once; its attempts keep counting.
    await ok(t, calls.notifyDeliveryRetry, { id: d!.id }, fresh);
    await runner.drain();
    [d] = await sent(fresh);
    expect(d).toMatchObject({ status: 'retrying', attempts: NOTIFY_ATTEMPTS + 1 });
  });

  it('delivers on the retry after a failure', async () => {
    const a = await adminOfNewTenant(t);
    const id = await channel(a, 'webhook', '/hook-flaky', SECRETS.webhook);
    await ok(t, calls.notifyTest, { target: 'channel', id }, a);
    await runner.drain();
    expect((await sent(a))[0]).toMatchObject({
      status: 'retrying',
      attempts: 1,
      lastError: 'HTTP 503: busy',
    });
    t.clock.advance(60_000);
    await runner.drain();
    const fresh = { token: await signIn(t, a.person.username) };
    expect((await sent(fresh))[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: '' });
    expect(robots.received.filter((r) => r.path === '/hook-flaky')).toHaveLength(1);
  });

  it('sends e-mail to a contact over SMTP in the contact’s language', async () => {
    const a = await adminOfNewTenant(t);
    const c = await ok(
      t,
      calls.notifyContactSave,
      { name: 'Ann', email: 'ann@example.test', language: 'en-US' },
      a,
    );
    await ok(t, calls.notifyTest, { target: 'contact', id: c.id }, a);
    await runner.drain();
    const mail = smtp.mails.find((m) => m.to.includes('ann@example.test'))!;
    expect(mail.text).toMatch(/^Subject: Test notice from eCloud/m);
    expect((await sent(a))[0]).toMatchObject({
      channel: 'email',
      recipient: 'ann@example.test',
      status: 'sent',
    });
  });
});

describe('recipients', () => {
  const RULE: RuleFields = { ...CPU_RULE, levels: [{ level: 'warning', threshold: 80 }] };

  it('an alarm rule’s contacts, groups and channels hear of its alarms; all recorded', async () => {
    const a = await adminOfNewTenant(t);
    await addSimAccount(t, a.token, { regions: ['cn-hangzhou'] });
    await drain(t);
    const [host] = (await ok(t, calls.resourceList, { type: 'host', pageSize: 1 }, a)).list;
    const rule = await ok(
      t,
      calls.alarmRuleCreate,
      { ...RULE, target: { kind: 'resources', ids: [host!.id] } },
      a,
    );
    const c = await ok(t, calls.notifyContactSave, { name: 'Bo', email: 'bo@example.test' }, a);
    const g = await ok(t, calls.notifyGroupSave, { name: 'Ops', contactIds: [c.id] }, a);
    const hook = await channel(a, 'webhook', '/hook-rule', SECRETS.webhook);
    const set = {
      subject: 'alarmRule',
      subjectId: rule.id,
      contactIds: [c.id],
      groupIds: [g.id],
      channelIds: [hook],
    } as const;
    await ok(t, calls.notifyRecipientsSet, set, a);
    expect(
      await ok(t, calls.notifyRecipientsGet, { subject: 'alarmRule', subjectId: rule.id }, a),
    ).toEqual({
      contactIds: [c.id],
      groupIds: [g.id],
      channelIds: [hook],
    });
    const at = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 3_600_000);
    await insertPoints(t.database.db, {
      resourceIds: [host!.id],
      metrics: ['cpu'],
      ats: [at.getTime()],
      values: [99],
    });
    await evaluateAll(t.database.db, new Date(at.getTime() + 65_000));
    await runner.drain();
    const list = await sent(a, 'resource');
    // Bo once, though named and in the group; the webhook; the message centre (1 reader).
    expect(list.map((d) => [d.channel, d.recipient, d.status]).sort()).toEqual([
      ['email', 'bo@example.test', 'sent'],
      ['message', '1', 'sent'],
      ['webhook', 'webhook /hook-rule', 'sent'],
    ]);
    expect(robots.received.find((r) => r.path === '/hook-rule')).toMatchObject({ verified: true });
  });

  it('tells the sync recipients once when an account starts failing, not at every retry', async () => {
    const a = await adminOfNewTenant(t);
    const id = await addSimAccount(t, a.token, { regions: ['cn-hangzhou'] });
    await drain(t);
    const hook = await channel(a, 'webhook', '/hook-sync', SECRETS.webhook);
    await ok(t, calls.notifyRecipientsSet, { subject: 'sync', channelIds: [hook] }, a);
    // Every list call now refused as unauthorised: the whole sync fails.
    await setSim(t, id, { failTypes: [...CLOUD_RESOURCE_TYPES], failKind: 'auth' });
    for (let i = 0; i < 2; i++) {
      await ok(t, calls.syncNow, { ids: [id] }, a);
      await drain(t);
    }
    await runner.drain();
    const list = (await ok(t, calls.notifyDeliveryList, { warningType: 'sync' }, a)).list;
    expect(list.map((d) => [d.channel, d.status])).toEqual([['webhook', 'sent']]);
    expect(list[0]!.title).toMatch(/^同步失败/);
    expect(robots.received.filter((r) => r.path === '/hook-sync')).toHaveLength(1);
  });

  it('refuses another tenant’s contact or rule, and keeps the old recipients', async () => {
    const a = await adminOfNewTenant(t);
    const b = await adminOfNewTenant(t);
    const mine = await ok(t, calls.notifyContactSave, { name: 'M', email: 'm@example.test' }, a);
    const theirs = await ok(t, calls.notifyContactSave, { name: 'T', email: 't@example.test' }, b);
    await ok(t, calls.notifyRecipientsSet, { subject: 'budget', contactIds: [mine.id] }, a);
    const res = await call(
      t,
      calls.notifyRecipientsSet,
      { subject: 'budget', contactIds: [mine.id, theirs.id] },
      a,
    );
    expect(res.code).toBe(404);
    expect(res.message).toMatch(/^contactIds: /);
    expect((await ok(t, calls.notifyRecipientsGet, { subject: 'budget' }, a)).contactIds).toEqual([
      mine.id,
    ]);
    const foreignRule = await call(
      t,
      calls.notifyRecipientsSet,
      { subject: 'alarmRule', subjectId: mine.id },
      b,
    );
    expect(foreignRule.code).toBe(404);
    expect((await call(t, calls.notifyRecipientsSet, { subject: 'alarmRule' }, a)).message).toMatch(
      /^subjectId: /,
    );
  });
});
