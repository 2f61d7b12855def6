import { createHash } from 'node:crypto';
import type { MetricName } from '@ecloud/contract';
import type { SimConfigJson } from '../../db/schema/index.ts';

/**
 * The simulated cloud's monitoring service: plausible series with a daily rhythm (busiest in the
 * Chinese afternoon), noise, and spikes it is told to make (`metricSpikes` of the account's
 * simulation settings). A value depends only on the resource, the metric and the minute, so
 * every replica, a restart and a re-read see the same series.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
/** 06:00 UTC is 14:00 in China: the peak of the daily curve. */
const PEAK_OFFSET = 6 * 3_600_000;

interface Shape {
  /** The level a resource sits at is drawn from [lo, hi). */
  lo: number;
  hi: number;
  /** The daily swing as a share of the level. */
  swing: number;
  /** Noise as a share of the level. */
  noise: number;
  max?: number;
}
const SHAPES: Record<MetricName, Shape> = {
  cpu: { lo: 12, hi: 45, swing: 0.6, noise: 0.15, max: 100 },
  memory: { lo: 35, hi: 70, swing: 0.1, noise: 0.03, max: 100 },
  diskRead: { lo: 200, hi: 2400, swing: 0.5, noise: 0.3 },
  diskWrite: { lo: 150, hi: 1800, swing: 0.5, noise: 0.3 },
  netIn: { lo: 400, hi: 6000, swing: 0.7, noise: 0.25 },
  netOut: { lo: 300, hi: 5000, swing: 0.7, noise: 0.25 },
  connections: { lo: 20, hi: 320, swing: 0.5, noise: 0.1 },
  bandwidthIn: { lo: 0.5, hi: 20, swing: 0.7, noise: 0.25 },
  bandwidthOut: { lo: 0.5, hi: 30, swing: 0.7, noise: 0.25 },
};

const seedOf = (providerId: string, metric: string) =>
  createHash('sha256').update(`${providerId}|${metric}`).digest().readUInt32LE(0);

/** A number in [0, 1) from a seed and a minute: noise that repeats for the same minute. */
function unit(seed: number, minute: number): number {
  let t = (seed ^ Math.imul(minute, 0x9e3779b1)) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

export type Spike = NonNullable<SimConfigJson['metricSpikes']>[number];

/** One series' value generator (the per-series hashing done once). */
export function simulatedSeries(
  providerId: string,
  metric: MetricName,
  spikes: readonly Spike[] = [],
) {
  const seed = seedOf(providerId, metric);
  const s = SHAPES[metric];
  const level = s.lo + (s.hi - s.lo) * unit(seed, -1);
  const mine = spikes
    .filter((x) => x.metric === metric && (!x.providerId || x.providerId === providerId))
    .map((x) => ({ from: Date.parse(x.from), to: Date.parse(x.to), value: x.value }));
  return (atMs: number): number => {
    const spike = mine.find((x) => atMs >= x.from && atMs < x.to);
    if (spike) return spike.value;
    const phase = (((atMs - PEAK_OFFSET) % DAY) + DAY) % DAY;
    const daily = Math.cos((2 * Math.PI * phase) / DAY);
    const noise = (unit(seed, Math.floor(atMs / MINUTE)) - 0.5) * 2;
    const v = level * (1 + s.swing * daily * 0.5 + s.noise * noise);
    const capped = Math.max(0, s.max === undefined ? v : Math.min(s.max, v));
    return Math.round(capped * 100) / 100;
  };
}

/** One read of the simulated monitoring API: one point a minute in [from, to) for each pair. */
export function readSimulatedMetrics(
  sim: SimConfigJson,
  pairs: readonly { providerId: string; metric: MetricName }[],
  fromMs: number,
  toMs: number,
): { providerId: string; metric: MetricName; points: [number, number][] }[] {
  if (sim.failTypes?.includes('metrics')) {
    throw Object.assign(new Error(`simulated ${sim.failKind ?? 'provider'} failure`), {
      kind: sim.failKind ?? 'provider',
    });
  }
  const start = Math.ceil(fromMs / MINUTE) * MINUTE;
  return pairs.map(({ providerId, metric }) => {
    const at = simulatedSeries(providerId, metric, sim.metricSpikes);
    const points: [number, number][] = [];
    for (let t = start; t < toMs; t += MINUTE) points.push([t, at(t)]);
    return { providerId, metric, points };
  });
}
