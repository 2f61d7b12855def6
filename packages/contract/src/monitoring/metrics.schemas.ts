import { z } from 'zod';
import type { CloudResourceType } from '../cloud/schemas.ts';
import { idSchema } from '../common/paging.ts';

/** Every metric we collect, with its unit (the chart's axis and the list's cell). */
export const METRICS = {
  cpu: '%',
  memory: '%',
  diskRead: 'KB/s',
  diskWrite: 'KB/s',
  netIn: 'kbit/s',
  netOut: 'kbit/s',
  connections: '',
  bandwidthIn: 'Mbit/s',
  bandwidthOut: 'Mbit/s',
} as const;
export type MetricName = keyof typeof METRICS;
export const METRIC_NAMES = Object.keys(METRICS) as [MetricName, ...MetricName[]];
export const metricNameSchema = z.enum(METRIC_NAMES);

/** What each watched type reports (as the providers' monitoring services offer them). */
export const TYPE_METRICS: Partial<Record<CloudResourceType, readonly MetricName[]>> = {
  host: ['cpu', 'memory', 'diskRead', 'diskWrite', 'netIn', 'netOut'],
  disk: ['diskRead', 'diskWrite'],
  database: ['cpu', 'memory', 'connections', 'diskRead', 'diskWrite'],
  redis: ['cpu', 'memory', 'connections', 'netIn', 'netOut'],
  mongo: ['cpu', 'memory', 'connections', 'diskRead', 'diskWrite'],
  eip: ['bandwidthIn', 'bandwidthOut'],
};

/** The ranges a chart offers; the grain follows from the range (`grainOf`). */
export const METRIC_RANGES = ['1h', '6h', '24h', '7d', '30d'] as const;
export type MetricRange = (typeof METRIC_RANGES)[number];
export const RANGE_MS: Record<MetricRange, number> = {
  '1h': 3_600_000,
  '6h': 6 * 3_600_000,
  '24h': 24 * 3_600_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
};

/**
 * Raw points (one a minute) up to 6 h, 5-minute rollups up to a day, hourly rollups up to a week
 * and two-hour rollups beyond: a chart draws at most 360 points a line (a week at 5 minutes was
 * 2,016 a line; 30 days of hours 720).
 */
export type MetricGrain = 'raw' | '5m' | '1h' | '2h';
export const grainOf = (range: MetricRange): MetricGrain =>
  RANGE_MS[range] <= RANGE_MS['6h']
    ? 'raw'
    : RANGE_MS[range] <= RANGE_MS['24h']
      ? '5m'
      : RANGE_MS[range] <= RANGE_MS['7d']
        ? '1h'
        : '2h';

export const seriesInput = z
  .object({
    metric: metricNameSchema,
    range: z.enum(METRIC_RANGES),
    /** One resource, or every resource of a group (the first 20 by name). */
    resourceId: idSchema.optional(),
    groupId: idSchema.optional(),
  })
  .refine((v) => !!v.resourceId !== !!v.groupId, {
    message: 'give either resourceId or groupId',
    path: ['resourceId'],
  });

export const seriesOutput = z.object({
  metric: metricNameSchema,
  unit: z.string(),
  grain: z.enum(['raw', '5m', '1h', '2h']),
  from: z.string(),
  to: z.string(),
  series: z.array(
    z.object({
      resourceId: idSchema,
      name: z.string(),
      /** [epoch ms, value] pairs, oldest first; the bucket's average for rollups. */
      points: z.array(z.tuple([z.number(), z.number()])),
      /**
       * Why the provider has no metrics for the resource as it is, so none are read: a disk
       * not attached (Huawei names a disk's metrics by its server and drive letter), a
       * database whose nodes are not known yet (Huawei reads DDS per node).
       */
      noMetrics: z.enum(['detached', 'noNodes']).optional(),
    }),
  ),
});
export type MetricSeries = z.infer<typeof seriesOutput>;

/** The latest value of each metric of a group's resources (the list's key metrics). */
export const latestInput = z.object({ groupId: idSchema });
export const latestOutput = z.array(
  z.object({
    resourceId: idSchema,
    values: z.record(z.string(), z.number()),
    at: z.string().nullable(),
  }),
);

/** How current each account's metrics are, and why not when they are late. */
export const freshnessOutput = z.array(
  z.object({
    accountId: idSchema,
    accountName: z.string(),
    provider: z.string(),
    lastPolledAt: z.string().nullable(),
    /** Age of the newest point, in seconds (null: none yet). */
    lagSeconds: z.number().int().nullable(),
    late: z.boolean(),
    /** Why it is late: a provider error, throttling, or not polled yet. */
    reason: z.string().nullable(),
    callsLastPoll: z.number().int(),
    callBudgetPerMinute: z.number(),
  }),
);
