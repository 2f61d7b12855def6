import { describe, expect, it } from 'vitest';
import { calls } from '@ecloud/contract';
import { call, ok, testApp } from '../../../test/harness.ts';
import { eventAt, tenantWithRule } from './test/alarm-events.ts';

const t = await testApp();
const MINUTE = 60_000;
/** An hour ten days back: the poller never writes there. */
const BASE = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 240 * 3_600_000;
const iso = (min: number) => new Date(BASE + min * MINUTE).toISOString();

describe('alarm event list: time range', () => {
  it('lists the events that happened in the range, of the tenant only', async () => {
    const a = await tenantWithRule(t);
    const b = await tenantWithRule(t);
    await eventAt(t, a, BASE, { kind: 'firing', start: -3000, at: -3000 });
    await eventAt(t, a, BASE, { kind: 'firing', start: 0, at: 0 });
    await eventAt(t, a, BASE, { kind: 'recovered', start: 0, at: 30 });
    await eventAt(t, a, BASE, { kind: 'firing', level: 'warning', start: 60, at: 60 });
    await eventAt(t, a, BASE, { kind: 'firing', start: 120, at: 120 });
    await eventAt(t, b, BASE, { kind: 'firing', start: 10, at: 10 });

    const range = { from: iso(-60), to: iso(120) };
    const list = await ok(t, calls.alarmEventList, range, a);
    expect(list.total).toBe(3);
    expect(list.list.map((e) => [e.kind, e.at])).toEqual([
      ['firing', iso(60)],
      ['recovered', iso(30)],
      ['firing', iso(0)],
    ]);
    const warning = await ok(t, calls.alarmEventList, { ...range, level: 'warning' }, a);
    expect(warning.list.map((e) => e.at)).toEqual([iso(60)]);
    const from = await ok(t, calls.alarmEventList, { from: iso(60) }, a);
    expect(from.list.map((e) => e.at)).toEqual([iso(120), iso(60)]);
    expect((await ok(t, calls.alarmEventList, {}, a)).total).toBe(5);

    const theirs = await ok(t, calls.alarmEventList, range, b);
    expect(theirs.list.map((e) => e.at)).toEqual([iso(10)]);
  });

  it('filters by the resource’s provider and cloud account', async () => {
    const a = await tenantWithRule(t);
    const b = await tenantWithRule(t);
    await eventAt(t, a, BASE, { kind: 'firing', start: 0, at: 0 });
    expect((await ok(t, calls.alarmEventList, { provider: 'ALI' }, a)).total).toBe(1);
    expect((await ok(t, calls.alarmEventList, { provider: 'AWS' }, a)).total).toBe(0);
    expect((await ok(t, calls.alarmEventList, { accountId: a.accountId }, a)).total).toBe(1);
    expect((await ok(t, calls.alarmEventList, { accountId: b.accountId }, a)).total).toBe(0);
  });

  it('refuses a bad range or level naming the field', async () => {
    const a = await tenantWithRule(t);
    for (const [input, field] of [
      [{ from: '2010-01-01', to: '2026-01-01' }, /\bto[:：]/],
      [{ from: iso(60), to: iso(0) }, /\bto[:：]/],
      [{ from: 'yesterday' }, /\bfrom[:：]/],
      [{ level: 'fatal' }, /\blevel[:：]/],
    ] as const) {
      for (const lang of ['en-US', 'zh-CN'] as const) {
        const res = await call(t, calls.alarmEventList, input, { token: a.token, lang });
        expect(res.code).toBe(400);
        expect(res.message).toMatch(field);
        expect(res.message).toMatch(lang === 'zh-CN' ? /[\u4e00-\u9fff]/ : /^[\x20-\x7e]+$/);
      }
    }
  });
});
