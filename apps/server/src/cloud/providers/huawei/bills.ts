import type { BillPage, BillSource, FocusRow } from '../../bills.ts';
import {
  dayPeriod,
  keyCounter,
  minorOf,
  pairTags,
  ruledState,
  xColumns,
  type BillSourceFactory,
} from '../bill-kit.ts';
import { serviceKind } from '../bill-services.ts';
import { nextOffset } from '../fields.ts';
import { huaweiFailure } from './adapter.ts';
import { bssBase, hwSend } from './request.ts';

/**
 * Huawei's bill: BSS ListCustomerselfResourceRecordDetails (POST
 * /v2/bills/customer-bills/res-records/query on the global bss endpoint), the customer's own
 * resource records per day (statistic_type 2) for the whole cycle, paged by offset and limit
 * (1000 a page). Huawei publishes no period state here: original cost arrives about an hour
 * late, and the cycle is closed on the 3rd of the next month.
 */
const PROVIDER = 'HUAWEI' as const;
const PATH = '/v2/bills/customer-bills/res-records/query';
export const HW_BILL_PAGE = 1000;
/** BSS allows 10 calls a second per source address and API; we keep below it. */
export const HW_BILL_RATE = 8;

/** A record of the reply (amounts are JSON numbers with up to 8 decimals). */
export interface HwBillRecord {
  cycle?: string;
  bill_date?: string;
  bill_type?: number;
  customer_id?: string;
  region?: string;
  region_name?: string;
  cloud_service_type?: string;
  resource_Type_code?: string;
  cloud_service_type_name?: string;
  resource_type_name?: string;
  res_instance_id?: string;
  resource_name?: string;
  resource_tag?: string;
  sku_code?: string;
  enterprise_project_id?: string;
  enterprise_project_name?: string;
  charge_mode?: number;
  consume_amount?: number | string;
  official_amount?: number | string;
  discount_amount?: number | string;
  trade_id?: string;
  product_spec_desc?: string;
}

/** bill_type by FOCUS charge category (the codes Huawei documents for the API). */
const CATEGORY_OF: [FocusRow['chargeCategory'], number[]][] = [
  ['Purchase', [1, 2, 3, 8, 18, 103]],
  ['Credit', [4, 20, 24]],
  ['Adjustment', [9, 16]],
  ['Tax', [15, 100, 101, 102]],
];
const category = (billType: number | undefined): FocusRow['chargeCategory'] =>
  CATEGORY_OF.find(([, codes]) => codes.includes(billType ?? 5))?.[0] ?? 'Usage';

/** Huawei's words for each bill type, for the description when the record carries no spec. */
const BILL_TYPE_NAMES: Record<number, string> = {
  1: '消费-新购',
  2: '消费-续订',
  3: '消费-变更',
  4: '退款-退订',
  5: '消费-使用',
  8: '消费-自动续订',
  9: '调账-补偿',
  16: '调账-扣费',
  20: '退款-变更',
  24: '退款-包年/包月转按需',
};

const CHARGE_MODES: Record<number, string> = {
  1: 'Subscription',
  3: 'PayAsYouGo',
  10: 'ReservedInstance',
  11: 'SavingsPlan',
};

export function hwFocusRow(
  r: HwBillRecord,
  currency: string,
  period: string,
  key: (k: string) => string,
): FocusRow {
  const minor = minorOf(currency);
  const billed = minor(r.consume_amount);
  const day = r.bill_date || `${period}-01`;
  const kind = serviceKind(`${r.cloud_service_type ?? ''} ${r.resource_Type_code ?? ''}`);
  const resourceId = r.res_instance_id ?? '';
  return {
    lineKey: key(
      [day, resourceId, r.sku_code ?? '', r.bill_type ?? '', r.trade_id ?? ''].join('|'),
    ),
    ...dayPeriod(day),
    billedCost: billed,
    effectiveCost: billed,
    listCost: minor(r.official_amount),
    billingCurrency: currency,
    chargeCategory: category(r.bill_type),
    chargeClass: null,
    chargeDescription: r.product_spec_desc || BILL_TYPE_NAMES[r.bill_type ?? 0] || '',
    serviceName: r.cloud_service_type_name || r.cloud_service_type || '',
    serviceCategory: kind.category,
    regionId: r.region ?? '',
    resourceId,
    resourceName: r.resource_name || resourceId,
    resourceType: kind.type,
    // The records carry amounts only, no quantities.
    pricingQuantity: null,
    pricingUnit: null,
    consumedQuantity: null,
    consumedUnit: null,
    tags: pairTags(r.resource_tag),
    x: xColumns({
      x_ServiceTypeCode: r.cloud_service_type,
      x_ResourceTypeCode: r.resource_Type_code,
      x_ResourceTypeName: r.resource_type_name,
      x_RegionName: r.region_name,
      x_SkuCode: r.sku_code,
      x_BillType: r.bill_type,
      x_ChargeType: CHARGE_MODES[r.charge_mode ?? 0],
      x_EnterpriseProject: r.enterprise_project_name,
      x_TradeId: r.trade_id,
      x_DiscountAmount: r.discount_amount,
    }),
    original: { ...r },
  };
}

interface Reply {
  monthly_records?: HwBillRecord[];
  total_count?: number;
  currency?: string;
}

export const createHuaweiBills: BillSourceFactory = ({ credentials, options, now }) => {
  const setting = { credentials, timeoutMs: options.timeoutMs ?? 15_000 };
  const base = bssBase(options);

  async function query(payload: object): Promise<Reply> {
    const reply = await hwSend(setting, {
      method: 'POST',
      base,
      path: PATH,
      payload,
      headers: { 'x-language': 'zh_CN' },
    });
    if (reply.status >= 400 || reply.json === undefined) {
      throw huaweiFailure(reply, 'ListCustomerselfResourceRecordDetails');
    }
    return reply.json as Reply;
  }

  const source: BillSource = {
    provider: PROVIDER,
    periodState: async (period) =>
      ruledState(period, now(), { lagMs: 3_600_000, finalDay: 4, finalHour: 0 }),
    async page(period, cursor): Promise<BillPage> {
      const offset = cursor ? Number(cursor) : 0;
      const reply = await query({
        cycle: period,
        statistic_type: 2,
        method: 'oneself',
        include_zero_record: false,
        offset,
        limit: HW_BILL_PAGE,
      });
      const records = reply.monthly_records ?? [];
      const key = keyCounter();
      const rows = records.map((r) => hwFocusRow(r, reply.currency || 'CNY', period, key));
      const next = nextOffset(offset, records.length, reply.total_count);
      return next ? { rows, next } : { rows };
    },
  };
  return source;
};
