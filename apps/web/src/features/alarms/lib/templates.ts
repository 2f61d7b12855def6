import type { RuleFields } from '@ecloud/contract';

type Template = Omit<RuleFields, 'name' | 'target' | 'enabled' | 'window'>;
const base = {
  statistic: 'avg',
  comparison: '>',
  period: 60,
  m: 3,
  n: 5,
  silence: 3600,
  noData: 'keep',
  notifyRecovery: true,
} as const;

/** Rules for the common cases, to start a new rule from. */
export const RULE_TEMPLATES: Record<string, Template> = {
  cpuHigh: {
    ...base,
    metric: 'cpu',
    levels: [
      { level: 'critical', threshold: 90 },
      { level: 'warning', threshold: 80 },
    ],
  },
  memoryHigh: {
    ...base,
    metric: 'memory',
    levels: [
      { level: 'critical', threshold: 95 },
      { level: 'warning', threshold: 85 },
    ],
  },
  connectionsHigh: {
    ...base,
    metric: 'connections',
    period: 300,
    m: 2,
    n: 3,
    levels: [{ level: 'warning', threshold: 1000 }],
  },
  hostSilent: {
    ...base,
    metric: 'cpu',
    noData: 'alarm',
    levels: [{ level: 'critical', threshold: 100 }],
  },
};
