import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calls } from '@ecloud/contract';
import { call, testApp } from '../../../test/harness.ts';
import { reportDefinitions } from '../../db/schema/index.ts';
import { eventAt, tenantWithRule } from '../monitoring/test/alarm-events.ts';
import { reportCsv } from './test/report-csv.ts';

/** The alarms subject: the tenant's alarm events of a period, in the owner's language. */
const t = await testApp();
const csvOf = reportCsv(t);
const MINUTE = 60_000;
/** An hour ten days back: the poller never writes there. */
const BASE = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 240 * 3_600_000;
const iso = (min: number) => new Date(BASE + min * MINUTE).toISOString();
/** Minute `min` as the file writes it in Shanghai (UTC+8, no daylight saving). */
const local = (min: number) =>
  new Date(BASE + min * MINUTE + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

const ALARMS = {
  name: 'Alarms',
  subject: 'alarms',
  conditions: {},
  period: { kind: 'range', from: iso(-60), to: iso(120) },
  columns: ['resourceName', 'ruleName', 'level', 'status', 'startedAt', 'endedAt', 'duration'],
  format: 'csv',
  schedule: { kind: 'once', hour: 8, timeZone: 'Asia/Shanghai' },
  recipients: [] as string[],
};

/** Two tenants' events around the period -60..120 minutes of BASE. */
async function twoTenants() {
  const a = await tenantWithRule(t);
  const b = await tenantWithRule(t, 'Theirs');
  await eventAt(t, a, BASE, { kind: 'firing', start: -3000, at: -3000 });
  await eventAt(t, a, BASE, { kind: 'firing', start: 0, at: 0 });
  await eventAt(t, a, BASE, { kind: 'recovered', start: 0, at: 30, value: 50 });
  await eventAt(t, a, BASE, { kind: 'firing', level: 'warning', start: 60, at: 60 });
  await eventAt(t, a, BASE, { kind: 'acknowledged', level: 'warning', start: 60, at: 65 });
  await eventAt(t, a, BASE, { kind: 'firing', start: 200, at: 200 });
  await eventAt(t, b, BASE, { kind: 'firing', start: 10, at: 10 });
  return { a, b };
}

describe('report subject: alarms', () => {
  it('writes exactly the tenant’s events of the period, in the owner’s language', async () => {
    const { a } = await twoTenants();
    const h = a.host.name;
    const en = await csvOf(a.token, ALARMS);
    expect(en).toEqual([
      'Resource,Rule,Level,Status,Started,Ended,Duration',
      `${h},CPU high,Warning,Acknowledged,${local(60)},,`,
      `${h},CPU high,Warning,Fired,${local(60)},,`,
      `${h},CPU high,Critical,Recovered,${local(0)},${local(30)},30 min`,
      `${h},CPU high,Critical,Fired,${local(0)},${local(30)},30 min`,
    ]);
    const zh = await csvOf(a.token, ALARMS, 'zh-CN');
    expect(zh).toEqual([
      '资源,告警规则,级别,状态,开始时间,结束时间,持续时长',
      `${h},CPU high,警告,已确认,${local(60)},,`,
      `${h},CPU high,警告,触发,${local(60)},,`,
      `${h},CPU high,严重,恢复,${local(0)},${local(30)},30 分钟`,
      `${h},CPU high,严重,触发,${local(0)},${local(30)},30 分钟`,
    ]);
  });

  it('filters by its conditions and a relative period', async () => {
    const { a } = await twoTenants();
    const columns = ['status', 'level', 'value', 'threshold', 'provider', 'at'];
    const critical = await csvOf(a.token, {
      ...ALARMS,
      columns,
      conditions: { level: 'critical', kind: 'firing', ruleId: a.ruleId },
    });
    expect(critical).toEqual([
      'Status,Level,Value,Threshold,Provider,Event time',
      `Fired,Critical,95,90,ALI,${local(0)}`,
    ]);
    const month = await csvOf(a.token, {
      ...ALARMS,
      period: { kind: 'relative', relative: 'last30Days' },
    });
    expect(month).toHaveLength(1 + 6);
    const aws = await csvOf(a.token, { ...ALARMS, conditions: { provider: 'AWS' } });
    expect(aws).toHaveLength(1);
  });

  it('refuses a period over ten years or an unknown level naming the field', async () => {
    const c = await tenantWithRule(t);
    const cases = [
      [
        { period: { kind: 'range', from: '2010-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' } },
        /\bperiod\.to[:：]/,
      ],
      [{ conditions: { level: 'fatal' } }, /\bconditions\.level[:：]/],
      [{ conditions: { from: '2010-01-01', to: '2026-01-01' } }, /\bconditions\.to[:：]/],
      [{ conditions: { kind: 'exploded' } }, /\bconditions\.kind[:：]/],
    ] as const;
    for (const [change, field] of cases)
      for (const lang of ['en-US', 'zh-CN'] as const) {
        const res = await call(
          t,
          calls.reportCreate,
          { ...ALARMS, ...change },
          { token: c.token, lang },
        );
        expect(res.code).toBe(400);
        expect(res.message).toMatch(field);
      }
    const rows = await t.database.db
      .select()
      .from(reportDefinitions)
      .where(eq(reportDefinitions.tenantId, c.tenant.id));
    expect(rows).toHaveLength(0);
  });
});
