import {
  billingDay,
  dayStart,
  shiftPeriod,
  type BillPage,
  type BillSource,
  type FocusRow,
} from '../../bills.ts';
import { keyCounter, minorOf, ruledState, xColumns, type BillSourceFactory } from '../bill-kit.ts';
import { nextOffset, optStr } from '../fields.ts';
import { qingCloudCaller, type QingCloudCall } from './adapter.ts';

/**
 * QingCloud's bill: the IaaS API's GetChargeRecords (yunify/qingcloud-docs, "获取指定资源的消费记录"),
 * the charge records of ONE resource in one zone, paged by offset/limit (at most 100). QingCloud
 * has no account-wide itemised bill API, so the source lists the account's billable resources
 * zone by zone (the inventory's Describe calls), then reads each one's records for the period.
 * A resource deleted before the read is no longer listed, so its charges are missed; products
 * the inventory does not list (load balancers, snapshots, object storage...) too. See
 * docs/decisions.md "Bill adapters, second round".
 */
const PROVIDER = 'QINGYUN' as const;
export const QC_BILL_PAGE = 100;
/** No documented rate limit (ret_code 2500 is its quota): we keep to 4 calls a second. */
export const QC_BILL_RATE = 4;

/** The billable kinds we list: Describe action, its set, id field, and how the bill names it. */
const KINDS = [
  ['DescribeInstances', 'instance_set', 'instance_id', '云服务器', 'Compute', 'host'],
  ['DescribeVolumes', 'volume_set', 'volume_id', '云硬盘', 'Storage', 'disk'],
  ['DescribeEips', 'eip_set', 'eip_id', '公网 IP', 'Networking', 'eip'],
  ['DescribeRouters', 'router_set', 'router_id', 'VPC 网络', 'Networking', 'vpc'],
  ['DescribeRDBs', 'rdb_set', 'rdb_id', '关系型数据库', 'Databases', 'database'],
  ['DescribeCaches', 'cache_set', 'cache_id', '缓存服务', 'Databases', 'redis'],
  ['DescribeMongos', 'mongo_set', 'mongo_id', 'MongoDB', 'Databases', 'mongo'],
] as const;
type Kind = (typeof KINDS)[number];

interface Resource {
  zone: string;
  kind: number;
  id: string;
}

/** A record of GetChargeRecords (fee and price are decimal strings in yuan). */
export interface QcChargeRecord {
  user_id?: string;
  resource_id?: string;
  resource_name?: string;
  resource_type?: string;
  start_time?: string;
  end_time?: string;
  currency?: string;
  duration?: string;
  price?: string;
  fee?: string | number;
  total_sum?: string | number;
  unit?: string;
  remarks?: string;
  zone_id?: string;
}

const HOUR = 3_600_000;

export function qcFocusRow(r: QcChargeRecord, kind: Kind, key: (k: string) => string): FocusRow {
  const currency = (r.currency || 'cny').toUpperCase();
  const minor = minorOf(currency);
  const billed = minor(r.fee);
  const start = new Date(r.start_time ?? 0);
  const end = r.end_time ? new Date(r.end_time) : start;
  const unit = optStr(r.unit) ?? 'hour';
  // Charged by time the record says nothing of a quantity but its span; by use, total_sum.
  const quantity =
    unit === 'hour'
      ? String(Math.round(((end.getTime() - start.getTime()) / HOUR) * 100) / 100)
      : (optStr(r.total_sum === undefined ? undefined : String(r.total_sum)) ?? null);
  const resourceId = r.resource_id ?? '';
  return {
    lineKey: key(
      [r.start_time ?? '', resourceId, r.end_time ?? '', unit, r.remarks ?? ''].join('|'),
    ),
    chargePeriodStart: start,
    chargePeriodEnd: end,
    chargeDate: billingDay(start),
    billedCost: billed,
    effectiveCost: billed,
    // The record's amount is what was charged; QingCloud gives no list amount beside it.
    listCost: billed,
    billingCurrency: currency,
    chargeCategory: billed < 0 ? 'Credit' : 'Usage',
    chargeClass: null,
    chargeDescription: r.remarks ?? '',
    serviceName: kind[3],
    serviceCategory: kind[4],
    regionId: r.zone_id ?? '',
    resourceId,
    resourceName: r.resource_name || resourceId,
    resourceType: kind[5],
    pricingQuantity: quantity,
    pricingUnit: unit,
    consumedQuantity: quantity,
    consumedUnit: unit,
    tags: {},
    x: xColumns({
      x_ResourceType: r.resource_type,
      x_ListUnitPrice: r.price,
      x_PriceDuration: r.duration,
    }),
    original: { ...r },
  };
}

/**
 * Cursor: "L:zone:kind:offset" while listing the resources, "C:index:offset" while reading
 * their charge records. The listed resources are kept by the source for the period it reads.
 */
type Cursor = { phase: 'L' | 'C'; a: number; b: number; offset: number };
const parse = (cursor: string | undefined): Cursor => {
  const [phase, a, b, offset] = (cursor ?? 'L:0:0:0').split(':');
  return phase === 'C'
    ? { phase: 'C', a: Number(a), b: 0, offset: Number(b) }
    : { phase: 'L', a: Number(a), b: Number(b), offset: Number(offset) };
};

export const createQingCloudBills: BillSourceFactory = ({ credentials, options, now, regions }) => {
  const call: QingCloudCall = qingCloudCaller({
    credentials,
    options,
    timeoutMs: options.timeoutMs ?? 15_000,
  });
  /** The resources listed for a period; complete once the last Describe page is read. */
  let listed: { period: string; resources: Resource[]; complete: boolean } | undefined;
  let zones = regions?.length ? regions : undefined;

  async function zoneList(): Promise<string[]> {
    if (!zones) {
      const body = await call('DescribeZones', undefined);
      const set = (body.zone_set as { zone_id: string; status?: string }[] | undefined) ?? [];
      zones = set.filter((z) => !z.status || z.status === 'active').map((z) => z.zone_id);
    }
    return zones;
  }

  /** One Describe page of the listing; the cursor after it. */
  async function listPage(period: string, c: Cursor): Promise<string> {
    const all = await zoneList();
    if (c.a === 0 && c.b === 0 && c.offset === 0)
      listed = { period, resources: [], complete: false };
    const zone = all[c.a];
    const kind = KINDS[c.b];
    if (zone === undefined || !kind) return finished();
    const body = await call(kind[0], zone, {
      offset: String(c.offset),
      limit: String(QC_BILL_PAGE),
    });
    const items = (body[kind[1]] as Record<string, unknown>[] | undefined) ?? [];
    for (const item of items) {
      const id = item[kind[2]];
      if (typeof id === 'string' && id) listed?.resources.push({ zone, kind: c.b, id });
    }
    const more = nextOffset(c.offset, items.length, body.total_count);
    if (more) return `L:${c.a}:${c.b}:${more}`;
    if (c.b + 1 < KINDS.length) return `L:${c.a}:${c.b + 1}:0`;
    return c.a + 1 < all.length ? `L:${c.a + 1}:0:0` : finished();
  }

  function finished(): string {
    if (listed) listed.complete = true;
    return 'C:0:0';
  }

  /** A cursor into the charge records of a listing this source no longer holds: list again. */
  async function relist(period: string): Promise<Resource[]> {
    let cursor = 'L:0:0:0';
    while (cursor.startsWith('L')) cursor = await listPage(period, parse(cursor));
    return listed!.resources;
  }

  const source: BillSource = {
    provider: PROVIDER,
    // QingCloud publishes no lag or closing day for charge records: records are written as
    // each charge is deducted (hourly), so we take an hour's lag and the month closed on the 3rd.
    periodState: async (period) =>
      ruledState(period, now(), { lagMs: HOUR, finalDay: 3, finalHour: 0 }),
    async page(period, cursor): Promise<BillPage> {
      const c = parse(cursor);
      if (c.phase === 'L') return { rows: [], next: await listPage(period, c) };
      const resources =
        listed?.period === period && listed.complete ? listed.resources : await relist(period);
      const resource = resources[c.a];
      if (!resource) return { rows: [] };
      const kind = KINDS[resource.kind]!;
      const body = await call('GetChargeRecords', resource.zone, {
        resource: resource.id,
        start_time: dayStart(`${period}-01`).toISOString().replace('.000Z', 'Z'),
        end_time: dayStart(`${shiftPeriod(period, 1)}-01`)
          .toISOString()
          .replace('.000Z', 'Z'),
        offset: String(c.offset),
        limit: String(QC_BILL_PAGE),
      });
      const records = (body.charge_record_set as QcChargeRecord[] | undefined) ?? [];
      const key = keyCounter();
      const rows = records.map((r) => qcFocusRow(r, kind, key));
      const more = nextOffset(c.offset, records.length, body.total_count);
      const next = more
        ? `C:${c.a}:${more}`
        : c.a + 1 < resources.length
          ? `C:${c.a + 1}:0`
          : undefined;
      return next ? { rows, next } : { rows };
    },
  };
  return source;
};
