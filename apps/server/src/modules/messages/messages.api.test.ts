import { describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { call, ok, testApp, type TestApp } from '../../../test/harness.ts';
import { adminOfNewTenant, makeUser, signIn } from '../../../test/fixtures.ts';
import { expectForeignIdsUnknown } from '../cloud/test-support.ts';
import { notifyHolders, notifyMany, notifyUser, type Notification } from './notify.ts';

const t = await testApp();

/** A new tenant's admin; `to` addresses a message to them, `tell` also sends it now. */
async function reader(t: TestApp) {
  const admin = await adminOfNewTenant(t);
  const to = (m: Omit<Notification, 'tenantId' | 'userId'>): Notification => ({
    tenantId: admin.tenant.id,
    userId: admin.person.id,
    ...m,
  });
  const tell = (m: Omit<Notification, 'tenantId' | 'userId'>) =>
    notifyUser(t.database.db, to(m), t.clock.now());
  return { ...admin, to, tell };
}

async function inbox(t: TestApp, count: number) {
  const { tenant, person, token, to } = await reader(t);
  const base = t.clock.now().getTime();
  for (let i = 0; i < count; i++) {
    await notifyUser(
      t.database.db,
      to({
        type: i % 2 ? 'alarm' : 'billing',
        template: i % 2 ? 'msg.alarmTriggered' : 'msg.billReady',
        params: {
          metric: 'CPU usage',
          resource: `host-${i}`,
          value: '91%',
          threshold: '80%',
          month: '2026-10',
          amount: '¥1.00',
        },
      }),
      new Date(base - i * 60_000),
    );
  }
  return { tenant, person, token };
}

describe('message centre (mes/*)', () => {
  it('lists the caller’s messages newest first, in pages, rendered in their language', async () => {
    const { token } = await inbox(t, 12);
    const page = await ok(t, calls.messageList, { page: 1, pageSize: 5 }, { token });
    expect(page.total).toBe(12);
    expect(page.list).toHaveLength(5);
    expect(page.list[0]!.title).toBe('Bill for 2026-10 is ready');
    expect(page.list[1]!.title).toBe('Alarm: CPU usage on host-1');
    const times = page.list.map((m) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const zh = await ok(t, calls.messageList, { pageSize: 1 }, { token, lang: 'zh-CN' });
    expect(zh.list[0]!.title).toBe('2026-10 账单已出');
  });

  it('filters by type, read state and keyword in either language', async () => {
    const { token } = await inbox(t, 6);
    expect((await ok(t, calls.messageList, { type: 'alarm' }, { token })).total).toBe(3);
    expect((await ok(t, calls.messageList, { read: 'unread' }, { token })).total).toBe(6);
    expect((await ok(t, calls.messageList, { read: 'read' }, { token })).total).toBe(0);
    expect((await ok(t, calls.messageList, { keyword: 'host-3' }, { token })).total).toBe(1);
    expect((await ok(t, calls.messageList, { keyword: '账单' }, { token })).total).toBe(3);
  });

  it('counts unread, marks some read, then all', async () => {
    const { token } = await inbox(t, 5);
    expect(await ok(t, calls.unreadCount, {}, { token })).toBe(5);
    const list = await ok(t, calls.messageList, {}, { token });
    expect(
      await ok(t, calls.messageReadFlag, { ids: [list.list[0]!.id, list.list[1]!.id] }, { token }),
    ).toEqual({ affected: 2 });
    expect(await ok(t, calls.unreadCount, {}, { token })).toBe(3);
    const after = await ok(t, calls.messageList, { read: 'read' }, { token });
    expect(after.list.every((m) => m.read && m.readAt)).toBe(true);
    expect(await ok(t, calls.messageReadFlag, { all: true }, { token })).toEqual({ affected: 3 });
    expect(await ok(t, calls.unreadCount, {}, { token })).toBe(0);
  });

  it('deletes selected messages', async () => {
    const { token } = await inbox(t, 4);
    const list = await ok(t, calls.messageList, {}, { token });
    expect(
      await ok(t, calls.messageDelete, { ids: list.list.slice(0, 3).map((m) => m.id) }, { token }),
    ).toEqual({ affected: 3 });
    expect((await ok(t, calls.messageList, {}, { token })).total).toBe(1);
  });

  it('rejects bad input naming the field, changing nothing', async () => {
    const { token } = await inbox(t, 2);
    const r1 = await call(t, calls.messageReadFlag, {}, { token });
    expect(r1.code).toBe(400);
    expect(r1.message).toMatch(/ids: give ids, or all: true/);
    expect((await call(t, calls.messageDelete, { ids: ['x'] }, { token })).message).toMatch(
      /ids\.0:/,
    );
    expect((await call(t, calls.messageList, { type: 'spam' }, { token })).message).toMatch(
      /type:/,
    );
    expect(await ok(t, calls.unreadCount, {}, { token })).toBe(2);
  });

  it('never touches another user’s messages, in the tenant or outside it', async () => {
    const a = await inbox(t, 3);
    const colleague = await makeUser(t, a.tenant.id, { accountType: 1, role: 'finance' });
    const colleagueToken = await signIn(t, colleague.username);
    const b = await inbox(t, 0);
    const ids = (await ok(t, calls.messageList, {}, { token: a.token })).list.map((m) => m.id);
    for (const token of [colleagueToken, b.token]) {
      expect((await ok(t, calls.messageList, {}, { token })).total).toBe(0);
      expect((await call(t, calls.messageReadFlag, { ids }, { token })).code).toBe(404);
      expect((await call(t, calls.messageDelete, { ids }, { token })).code).toBe(404);
      expect(await ok(t, calls.messageReadFlag, { all: true }, { token })).toEqual({ affected: 0 });
    }
    expect(await ok(t, calls.unreadCount, {}, { token: a.token })).toBe(3);
  });

  it('answers ids of another inbox as unknown ids, and a batch with one changes nothing', async () => {
    const a = await inbox(t, 2);
    const b = await inbox(t, 2);
    const colleague = await makeUser(t, b.tenant.id, { accountType: 1, role: 'finance' });
    const colleagueToken = await signIn(t, colleague.username);
    const idsOf = async (token: string) =>
      (await ok(t, calls.messageList, {}, { token })).list.map((m) => m.id);
    const [theirs, mine] = [await idsOf(a.token), await idsOf(b.token)];
    for (const [token, foreign] of [
      [b.token, theirs],
      [colleagueToken, mine],
    ] as const) {
      for (const def of [calls.messageReadFlag, calls.messageDelete]) {
        await expectForeignIdsUnknown(t, def, foreign, token);
      }
    }
    const mixed = [mine[0]!, theirs[0]!];
    expect((await call(t, calls.messageReadFlag, { ids: mixed }, { token: b.token })).code).toBe(
      404,
    );
    expect((await call(t, calls.messageDelete, { ids: mixed }, { token: b.token })).code).toBe(404);
    expect(await ok(t, calls.unreadCount, {}, { token: b.token })).toBe(2);
    expect(await ok(t, calls.unreadCount, {}, { token: a.token })).toBe(2);
    expect((await ok(t, calls.messageList, {}, { token: b.token })).total).toBe(2);
    // Marking a message that is already read is not an unknown id: it counts nothing.
    await ok(t, calls.messageReadFlag, { ids: [mine[0]!] }, { token: b.token });
    expect(await ok(t, calls.messageReadFlag, { ids: mine }, { token: b.token })).toEqual({
      affected: 1,
    });
  });
});

describe('notify service', () => {
  it('messages one user, or many at once', async () => {
    const { token, to } = await reader(t);
    await notifyMany(
      t.database.db,
      [
        to({
          type: 'order',
          template: 'msg.orderPaid',
          params: { order: 'OD1', amount: '¥9.00' },
          link: '/addedService/myOrder',
        }),
        to({ type: 'workOrder', template: 'msg.workOrderReplied', params: { ticket: 'WO-1' } }),
      ],
      t.clock.now(),
    );
    const list = await ok(t, calls.messageList, {}, { token });
    expect(list.list.map((m) => m.type).sort()).toEqual(['order', 'workOrder']);
    expect(list.list.find((m) => m.type === 'order')!.link).toBe('/addedService/myOrder');
  });

  it('messages every enabled holder of a permission in a tenant', async () => {
    const { tenant, token } = await adminOfNewTenant(t);
    const ops = await makeUser(t, tenant.id, { role: 'cloudOps', accountType: 1 });
    await makeUser(t, tenant.id, { role: 'finance', accountType: 1 });
    await makeUser(t, tenant.id, { role: 'cloudOps', accountType: 1, status: 0 });
    const sent = await notifyHolders(
      t.database.db,
      tenant.id,
      'v10-2',
      {
        type: 'alarm',
        template: 'msg.alarmTriggered',
        params: { metric: 'CPU', resource: 'h', value: '99%', threshold: '80%' },
      },
      t.clock.now(),
    );
    expect(sent).toBe(2);
    expect(await ok(t, calls.unreadCount, {}, { token })).toBe(1);
    expect(await ok(t, calls.unreadCount, {}, { token: await signIn(t, ops.username) })).toBe(1);
  });

  it('renders our terms in the reader’s language, never mixing languages (issue 9)', async () => {
    const { token, tell } = await reader(t);
    await tell({
      type: 'alarm',
      template: 'msg.alarmTriggered',
      params: {
        metric: { term: 'term.metric.cpu' },
        resource: 'web-01',
        value: '91%',
        threshold: '80%',
      },
    });
    const zh = await ok(t, calls.messageList, { pageSize: 1 }, { token, lang: 'zh-CN' });
    expect(zh.list[0]!.content).toContain('CPU 使用率');
    expect(zh.list[0]!.content).not.toContain('CPU usage');
    const en = await ok(t, calls.messageList, { pageSize: 1 }, { token, lang: 'en-US' });
    expect(en.list[0]!.content).toContain('CPU usage');
    expect((await ok(t, calls.messageList, { keyword: '使用率' }, { token })).total).toBe(1);
  });
});
