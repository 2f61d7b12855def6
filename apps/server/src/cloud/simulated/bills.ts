import { createHash } from 'node:crypto';
import type { ProviderCode } from '@ecloud/contract';
import { CloudError, type CloudResource } from '../adapter.ts';
import {
  billingDay,
  dayStart,
  daysInPeriod,
  shiftPeriod,
  type BillPage,
  type BillPeriodState,
  type BillSource,
  type FocusRow,
} from '../bills.ts';
import type { SimConfigJson } from '../../db/schema/index.ts';
import { seededRandom } from '../../lib/seeded-random.ts';
import { SHAPES } from './catalogue.ts';
import { buildEstate, defaultHosts } from './estate.ts';
import { originalRow } from './bill-original.ts';
import {
  BILLED_TYPES,
  DISCOUNT,
  SERVICES,
  SUBSCRIPTION_SHARE,
  hourlyList,
  trafficGrowth,
  trafficPerGb,
  type BilledType,
} from './bill-prices.ts';

/**
 * The simulated cloud's bills, priced from the same estate its inventory lists: usage per
 * resource and day for pay-as-you-go resources, a subscription charge on purchase and each
 * monthly renewal, traffic for public addresses, now and then a refund, and at the close of a
 * period a settlement adjustment and a re-rated row. Rows arrive as real ones do: a day's usage
 * the next morning, one row in twenty three days late, and the period final at 12:00 on the 3rd
 * of the next month (Alibaba's rule). The same account, period and time always give the same
 * rows, so re-reading a period is exact.
 */

export const SIM_BILL_PAGE = 500;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A day's rows arrive at 06:00 the next day; a late one three days after. */
const ON_TIME_MS = DAY + 6 * HOUR;
const LATE_MS = 3 * DAY + 6 * HOUR;

export interface SimulatedBillAccount {
  id: string;
  provider: ProviderCode;
  regions: string[];
  simConfig: SimConfigJson;
}

const seedOf = (...parts: string[]) =>
  createHash('sha256').update(parts.join('|')).digest().readUInt32LE(0);

type Draft = Omit<FocusRow, 'original'>;

const finalAt = (period: string) =>
  new Date(dayStart(`${shiftPeriod(period, 1)}-03`).getTime() + 12 * HOUR);

export class SimulatedBillSource implements BillSource {
  readonly provider: ProviderCode;
  private cache: { key: string; rows: FocusRow[] } | null = null;

  constructor(
    private readonly account: SimulatedBillAccount,
    private readonly now: () => Date,
  ) {
    this.provider = account.provider;
  }

  async periodState(period: string): Promise<BillPeriodState> {
    await this.enter();
    const now = this.now();
    const end = dayStart(`${shiftPeriod(period, 1)}-01`);
    const through = Math.min(
      end.getTime(),
      dayStart(billingDay(new Date(now.getTime() - ON_TIME_MS))).getTime(),
    );
    return {
      final: now >= finalAt(period),
      dataThrough: new Date(Math.max(dayStart(`${period}-01`).getTime(), through)),
    };
  }

  async page(period: string, cursor?: string): Promise<BillPage> {
    await this.enter();
    const offset = cursor ? Number(cursor) : 0;
    const rows = this.rowsOf(period);
    const next = offset + SIM_BILL_PAGE;
    return {
      rows: rows.slice(offset, next),
      ...(next < rows.length ? { next: String(next) } : {}),
    };
  }

  private async enter(): Promise<void> {
    const c = this.account.simConfig;
    if (c.delayMs) await new Promise((r) => setTimeout(r, c.delayMs));
    if (c.failTypes?.includes('bill')) {
      throw new CloudError(
        this.provider,
        c.failKind ?? 'provider',
        'Simulated failure reading the bill.',
        {
          providerCode: 'InternalError',
          requestId: `sim-bill-${this.now().getTime().toString(36)}`,
        },
      );
    }
  }

  /** Every row of the period visible now (cached per hour of the clock). */
  private rowsOf(period: string): FocusRow[] {
    const now = this.now();
    const key = `${period}|${Math.floor(now.getTime() / HOUR)}`;
    if (this.cache?.key !== key)
      this.cache = { key, rows: generatePeriod(this.account, period, now) };
    return this.cache.rows;
  }
}

function estateResources(account: SimulatedBillAccount): { type: BilledType; r: CloudResource }[] {
  const shape = SHAPES[account.provider];
  const regions = account.regions.length > 0 ? account.regions : [shape.regions[0]!.id];
  const out: { type: BilledType; r: CloudResource }[] = [];
  for (const region of regions) {
    const index = shape.regions.findIndex((x) => x.id === region);
    const hosts = account.simConfig.perRegion ?? defaultHosts(account.id, region);
    const estate = buildEstate(account.provider, account.id, region, hosts, index);
    for (const type of BILLED_TYPES) for (const r of estate[type]) out.push({ type, r });
  }
  return out;
}

/** All rows of a period as the provider would hand them over at `now`. */
export function generatePeriod(
  account: SimulatedBillAccount,
  period: string,
  now: Date,
): FocusRow[] {
  const final = now >= finalAt(period);
  const resources = estateResources(account);
  const days = daysInPeriod(period);
  const drafts: { d: Draft; day: string }[] = [];
  const periodEnd = `${shiftPeriod(period, 1)}-01`;
  const row = (
    type: BilledType | 'traffic',
    r: CloudResource,
    day: string,
    item: string,
    listFen: number,
    extra: Partial<Draft> = {},
  ): Draft => {
    const list = Math.round(listFen);
    const billed = Math.round(list * DISCOUNT);
    const service = SERVICES[type]!;
    return {
      lineKey: `${r.providerId}|${day}|${item}`,
      chargePeriodStart: dayStart(day),
      chargePeriodEnd: new Date(dayStart(day).getTime() + DAY),
      chargeDate: day,
      billedCost: billed,
      effectiveCost: billed,
      listCost: list,
      billingCurrency: 'CNY',
      chargeCategory: 'Usage',
      chargeClass: null,
      chargeDescription: 'Pay-as-you-go',
      serviceName: service.names[account.provider],
      serviceCategory: service.category,
      regionId: r.region,
      resourceId: r.providerId,
      resourceName: r.name,
      resourceType: type === 'traffic' ? 'eip' : type,
      pricingQuantity: '24',
      pricingUnit: 'Hours',
      consumedQuantity: '24',
      consumedUnit: 'Hours',
      tags: { ...(r.tags ?? {}) },
      x: { x_ProductCode: type, x_BillingItemCode: item, x_ChargeType: 'PayAsYouGo' },
      ...extra,
    };
  };
  for (let dayNo = 1; dayNo <= days; dayNo++) {
    const day = `${period}-${String(dayNo).padStart(2, '0')}`;
    const end = dayStart(day).getTime() + DAY;
    for (const { type, r } of resources) {
      if (r.createdAt && r.createdAt.getTime() >= end) continue;
      const hourly = hourlyList(account.provider, type, r);
      if (r.chargeType === 'prepaid') {
        const created = r.createdAt ? billingDay(r.createdAt) : `${period}-01`;
        const renewDay = Math.min(Number(created.slice(8, 10)), days);
        if (dayNo !== renewDay) continue;
        const first = created.slice(0, 7) === period;
        drafts.push({
          day,
          d: row(type, r, day, 'subscription', hourly * 730 * SUBSCRIPTION_SHARE, {
            chargeCategory: 'Purchase',
            chargeDescription: first ? 'New purchase' : 'Renewal',
            chargePeriodEnd: dayStart(
              `${shiftPeriod(period, 1)}-${String(renewDay).padStart(2, '0')}`,
            ),
            pricingQuantity: '1',
            pricingUnit: 'Months',
            consumedQuantity: '1',
            consumedUnit: 'Months',
            x: {
              x_ProductCode: type,
              x_BillingItemCode: 'subscription',
              x_ChargeType: 'Subscription',
            },
          }),
        });
        continue;
      }
      // A stopped pay-as-you-go host stops its compute charge (economical mode).
      if (!(type === 'host' && r.status === 'stopped')) {
        drafts.push({ day, d: row(type, r, day, 'usage', hourly * 24) });
      }
      if (type === 'eip' && r.hostId) {
        const rand = seededRandom(seedOf(r.providerId, day));
        const gb =
          Math.round(
            (5 + (seedOf(r.providerId) % 40)) * (0.85 + rand() * 0.3) * trafficGrowth(day) * 100,
          ) / 100;
        drafts.push({
          day,
          d: row('traffic', r, day, 'traffic', gb * trafficPerGb(account.provider), {
            pricingQuantity: gb.toFixed(2),
            pricingUnit: 'GB',
            consumedQuantity: gb.toFixed(2),
            consumedUnit: 'GB',
          }),
        });
      }
    }
  }
  const rand = seededRandom(seedOf(account.id, period, 'events'));
  const purchases = drafts.filter((x) => x.d.chargeCategory === 'Purchase');
  if (purchases.length > 0 && rand() < 0.35) {
    const p = purchases[Math.floor(rand() * purchases.length)]!;
    const refund = -Math.round(p.d.billedCost * 0.3);
    drafts.push({
      day: p.day,
      d: {
        ...p.d,
        lineKey: `${p.d.resourceId}|${p.day}|refund`,
        chargeCategory: 'Credit',
        chargeDescription: 'Refund: configuration downgrade',
        billedCost: refund,
        effectiveCost: refund,
        listCost: refund,
        x: { ...p.d.x, x_ChargeType: 'Refund' },
      },
    });
  }
  const visible = drafts.filter(({ d, day }) => {
    const late = seedOf(d.lineKey) % 20 === 0;
    return final || now.getTime() >= dayStart(day).getTime() + (late ? LATE_MS : ON_TIME_MS);
  });
  if (final)
    visible.push(
      ...closing(
        visible.map((v) => v.d),
        period,
        periodEnd,
      ),
    );
  return visible.map(({ d }) => ({ ...d, original: originalRow(account.provider, d) }));
}

/** At the close: the usage of one row re-rated, and a settlement adjustment on the total. */
function closing(rows: Draft[], period: string, periodEnd: string): { d: Draft; day: string }[] {
  const usage = rows.filter((d) => d.chargeCategory === 'Usage');
  if (usage.length === 0) return [];
  const out: { d: Draft; day: string }[] = [];
  const target = usage[seedOf(period, String(usage.length)) % usage.length]!;
  const delta = Math.max(1, Math.round(target.billedCost * 0.05));
  out.push({
    day: target.chargeDate,
    d: {
      ...target,
      lineKey: `${target.lineKey}|rerated`,
      chargeClass: 'Correction',
      chargeDescription: 'Usage re-rated at settlement',
      billedCost: delta,
      effectiveCost: delta,
      listCost: delta,
    },
  });
  const total = usage.reduce((s, d) => s + d.billedCost, 0);
  const adjust = -Math.round(total * 0.004);
  const last = `${period}-${String(daysInPeriod(period)).padStart(2, '0')}`;
  out.push({
    day: last,
    d: {
      ...usage[0]!,
      lineKey: `settlement|${period}`,
      chargePeriodStart: dayStart(`${period}-01`),
      chargePeriodEnd: dayStart(periodEnd),
      chargeDate: last,
      chargeCategory: 'Adjustment',
      chargeDescription: 'Settlement rounding adjustment',
      billedCost: adjust,
      effectiveCost: adjust,
      listCost: adjust,
      regionId: '',
      resourceId: '',
      resourceName: '',
      resourceType: '',
      pricingQuantity: null,
      pricingUnit: null,
      consumedQuantity: null,
      consumedUnit: null,
      tags: {},
      x: { x_ChargeType: 'Adjustment' },
    },
  });
  return out;
}
