import type { Resource, RuleFields } from '@ecloud/contract';
import { createRule } from '../modules/monitoring/rules.service.ts';
import { mute } from '../modules/monitoring/alarms.service.ts';
import { evaluateAll } from '../modules/monitoring/evaluate.ts';
import { series } from '../modules/monitoring/metrics.service.ts';
import type { DemoContext } from './demo.ts';

const HOUR = 3_600_000;
const base = {
  comparison: '>',
  window: null,
  silence: 3600,
  noData: 'keep',
  notifyRecovery: true,
  enabled: true,
} as const;

/**
 * Ops' alarms, from the simulated metrics: a CPU rule over the web tier that fired and recovered
 * (the engine run over the last six hours of raw points, five minutes at a time), a memory rule
 * firing now, and one web host muted for two hours.
 */
export async function seedAlarms(ctx: DemoContext, web: Resource[], groupId: string) {
  const tenantId = ctx.tenants.enterprise;
  const ops = ctx.as({ tenantId, userId: ctx.users.get('ops')!.id, name: 'Oscar Ops' });
  // Thresholds from the group's own last six hours (raw points): the median and above it, so
  // the simulated rhythm and noise cross them both ways.
  const s = await series(ops, { groupId, metric: 'cpu', range: '6h' });
  const values = s.series.flatMap((x) => x.points.map((p) => p[1])).sort((a, b) => a - b);
  const at = (q: number) => Math.round(values[Math.floor(values.length * q)] ?? 30);
  const peak: RuleFields = {
    ...base,
    name: 'Web 层 CPU 高峰',
    target: { kind: 'group', ids: [groupId] },
    metric: 'cpu',
    statistic: 'avg',
    levels: [
      { level: 'critical', threshold: at(0.95) },
      { level: 'warning', threshold: at(0.5) },
    ],
    period: 300,
    m: 2,
    n: 3,
  };
  await createRule(ops, peak);
  const step = 5 * 60_000;
  const start = Math.floor(ctx.now.getTime() / step) * step - 6 * HOUR;
  for (let t = start + 4 * step; t <= ctx.now.getTime(); t += step)
    await evaluateAll(ctx.db, new Date(t));
  await createRule(ops, {
    ...base,
    name: '内存基线',
    target: { kind: 'resources', ids: web.slice(0, 2).map((r) => r.id) },
    metric: 'memory',
    statistic: 'max',
    levels: [{ level: 'info', threshold: 10 }],
    period: 300,
    m: 1,
    n: 2,
  });
  await evaluateAll(ctx.db, ctx.now);
  if (web[1])
    await mute(ops, {
      resourceId: web[1].id,
      until: new Date(ctx.now.getTime() + 2 * HOUR).toISOString(),
    });
}
