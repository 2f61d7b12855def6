import { describe, expect, it } from 'vitest';
import { COST_VIEWS_MAX, calls } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { adminOfNewTenant, makeUser, signIn } from '../../../test/fixtures.ts';

const t = await testApp();
const SETTINGS = { startDate: '2026-09-01', endDate: '2026-11-27', groupBy: 'tag', tagKey: 'env' };

describe('saved views of the expense analysis', () => {
  it('are each person’s own: saved, listed by name, replaced by name, deleted', async () => {
    const { tenant, token } = await adminOfNewTenant(t);
    const colleague = await makeUser(t, tenant.id, { role: 'administrator' });
    const theirs = await signIn(t, colleague.username);
    const { id } = await ok(
      t,
      calls.costViewSave,
      { name: 'Tags by env', settings: SETTINGS },
      { token },
    );
    await ok(t, calls.costViewSave, { name: 'A month', settings: { grain: 'month' } }, { token });
    expect((await ok(t, calls.costViewList, {}, { token })).map((v) => v.name)).toEqual([
      'A month',
      'Tags by env',
    ]);
    // The same name replaces the view (and keeps its id).
    const again = await ok(
      t,
      calls.costViewSave,
      { name: 'Tags by env', settings: { ...SETTINGS, grain: 'month' } },
      { token },
    );
    expect(again.id).toBe(id);
    const list = await ok(t, calls.costViewList, {}, { token });
    expect(list.find((v) => v.id === id)!.settings).toEqual({ ...SETTINGS, grain: 'month' });
    // A colleague sees none of them and cannot delete them.
    expect(await ok(t, calls.costViewList, {}, { token: theirs })).toEqual([]);
    const refused = await call(t, calls.costViewDelete, { id }, { token: theirs });
    expect(refused.code).toBe(404);
    expect(await ok(t, calls.costViewDelete, { id }, { token })).toEqual({ affected: 1 });
    expect((await ok(t, calls.costViewList, {}, { token })).map((v) => v.name)).toEqual([
      'A month',
    ]);
  });

  it('refuses settings the screen does not have, an empty name, and more than the maximum', async () => {
    const { token } = await adminOfNewTenant(t);
    for (const [bad, field] of [
      [{ name: 'x', settings: { colour: 'red' } }, 'settings'],
      [{ name: ' ', settings: SETTINGS }, 'name'],
      [{ name: 'x', settings: {} }, 'settings'],
      [{ name: 'x', settings: { tagKey: 'k'.repeat(129) } }, 'tagKey'],
    ] as const) {
      const res = await call(t, calls.costViewSave, bad, { token });
      expect(res.code, JSON.stringify(bad).slice(0, 60)).toBe(400);
      expect(res.message).toContain(field);
    }
    expect(await ok(t, calls.costViewList, {}, { token })).toEqual([]);
    for (let i = 0; i < COST_VIEWS_MAX; i++)
      await ok(t, calls.costViewSave, { name: `View ${i}`, settings: SETTINGS }, { token });
    const over = await call(
      t,
      calls.costViewSave,
      { name: 'One more', settings: SETTINGS },
      { token },
    );
    expect(over.code).toBe(400);
    expect(over.message).toContain(String(COST_VIEWS_MAX));
    // Replacing one by name is still allowed at the maximum.
    await ok(t, calls.costViewSave, { name: 'View 0', settings: { grain: 'day' } }, { token });
  });
});
