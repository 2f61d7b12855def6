import { describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { eventually, ok, testApp } from './harness.ts';
import { adminOfNewTenant, sendWelcome } from './fixtures.ts';

const a = await testApp();

describe('caches stay honest', () => {
  it('updates the unread count when any writer adds a message', async () => {
    const { tenant, person, token } = await adminOfNewTenant(a);
    expect(await ok(a, calls.unreadCount, {}, { token })).toBe(0);
    await sendWelcome(a, { tenantId: tenant.id, userId: person.id });
    expect(await eventually(() => ok(a, calls.unreadCount, {}, { token }), 1)).toBe(1);
  });

  it('updates the count at once after the user reads or deletes', async () => {
    const { tenant, person, token } = await adminOfNewTenant(a);
    for (let i = 0; i < 3; i++) await sendWelcome(a, { tenantId: tenant.id, userId: person.id });
    expect(await eventually(() => ok(a, calls.unreadCount, {}, { token }), 3)).toBe(3);
    const ids = (await ok(a, calls.messageList, {}, { token })).list.map((m) => m.id);
    await ok(a, calls.messageReadFlag, { ids: [ids[0]!] }, { token });
    expect(await ok(a, calls.unreadCount, {}, { token })).toBe(2);
    await ok(a, calls.messageDelete, { ids: [ids[1]!] }, { token });
    expect(await ok(a, calls.unreadCount, {}, { token })).toBe(1);
  });
});
