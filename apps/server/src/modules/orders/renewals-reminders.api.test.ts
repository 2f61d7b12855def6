import { describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { calls } from '@ecloud/contract';
import { ok } from '../../../test/harness.ts';
import { resources } from '../../db/schema/index.ts';
import { sendReminders } from './renewals.reminders.ts';
import { renewalEstate } from './test/renewal-estate.ts';

const { t, db, DAY, tenantWithSubscriptions } = await renewalEstate();

describe('renewals', () => {
  it('reminds at 30, 15, 7 and 1 days before expiry, once each, in the reader’s language', async () => {
    const { c, picked } = await tenantWithSubscriptions(1);
    const r = picked[0]!;
    // Due in 20 days: the 30-day reminder, once however often the sweep runs.
    await db
      .update(resources)
      .set({ expiresAt: new Date(t.clock.now().getTime() + 20 * DAY - 60_000) })
      .where(eq(resources.id, r.id));
    const messages = async (lang: 'en-US' | 'zh-CN' = 'en-US') =>
      (await ok(t, calls.messageList, { type: 'resource', pageSize: 50 }, { token: c.token, lang }))
        .list;
    await sendReminders(t.app.deps);
    await sendReminders(t.app.deps);
    expect((await messages()).map((m) => m.title)).toEqual([`${r.name} expires in 20 days`]);
    expect((await messages('zh-CN'))[0]!.title).toBe(`${r.name} 将在 20 天后到期`);
    // The clock stands still (sessions would lapse); the expiry comes nearer instead.
    for (const [left, count] of [
      [14, 2], // the 15-day one
      [13, 2],
      [6, 3], // the 7-day one
      [0.5, 4], // the 1-day one
      [0.4, 4],
    ] as const) {
      await db
        .update(resources)
        .set({ expiresAt: new Date(t.clock.now().getTime() + left * DAY) })
        .where(eq(resources.id, r.id));
      await sendReminders(t.app.deps);
      expect((await messages()).length).toBe(count);
    }
    const others = await db
      .select()
      .from(resources)
      .where(and(eq(resources.tenantId, c.tenant.id), ne(resources.id, r.id)));
    expect(others.length).toBeGreaterThan(0);
  });
});
