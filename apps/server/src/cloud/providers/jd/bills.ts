import {
  billingDay,
  daysInPeriod,
  type BillPage,
  type BillSource,
  type FocusRow,
} from '../../bills.ts';
import { keyCounter, minorOf, ruledState, xColumns, type BillSourceFactory } from '../bill-kit.ts';
import { serviceKind } from '../bill-services.ts';
import { optStr } from '../fields.ts';
import { jdTime } from './renew.ts';
import { jdRequest } from './request.ts';

/**
 * JD Cloud's bill: billing v1 queryBillDetail (POST /v1/regions/{regionId}/billDetail:list, as
 * jdcloud-sdk-js 1.2.202 src/repo/billing/v1/billing.js sends it), the month's bill rows per
 * resource and charging hour, paged by pageIndex (from 1) and pageSize. The SDK documents up
 * to 1000 a page, a doc mirror 200: we ask for 200. startTime/endTime are Beijing wall time and
 * may not cross a month. JD publishes no period state, rate limit or closing day for it (see
 * docs/decisions.md "Bill adapters, second round").
 */
const PROVIDER = 'JINGDONG' as const;
const REGION = 'cn-north-1';
export const JD_BILL_PAGE = 200;
/** No documented limit; JD's OpenAPI gateway commonly allows 10 a second: we keep to 4. */
export const JD_BILL_RATE = 4;

/** A row of queryBillDetail's result (amounts are JSON numbers in yuan). */
export interface JdBillRow {
  pin?: string;
  appCode?: string;
  appCodeName?: string;
  serviceCode?: string;
  serviceCodeName?: string;
  billingType?: number;
  billingTypeName?: string;
  resourceId?: string;
  resourceName?: string;
  region?: string;
  actionTypeName?: string;
  formula?: string;
  startTime?: string;
  endTime?: string;
  billTime?: string;
  totalFee?: number | string;
  discountFee?: number | string;
  realTotalFee?: number | string;
  cashCouponPayFee?: number | string;
  balancePayFee?: number | string;
  cashPayFee?: number | string;
  arrearFee?: number | string;
  tagDetails?: { tagKey?: string; tagValue?: string }[];
}

const BILLING_TYPES: Record<number, string> = {
  1: 'ByConfiguration',
  2: 'ByUsage',
  3: 'Subscription',
  4: 'PerUse',
};

/**
 * The charge category from JD's fee type words (按量费用, 新购, 续费, 升配, 退款, 调账...) and the
 * billing type (3 is 包年包月). The full list of actionTypeName values is not documented.
 */
export function jdCategory(row: JdBillRow): FocusRow['chargeCategory'] {
  const action = row.actionTypeName ?? '';
  if (/退/.test(action)) return 'Credit';
  if (/调账|调整|补偿/.test(action)) return 'Adjustment';
  if (/税/.test(action)) return 'Tax';
  if (/新购|续费|升配|降配|变配|购买/.test(action) || row.billingType === 3) return 'Purchase';
  return 'Usage';
}

export function jdFocusRow(row: JdBillRow, key: (k: string) => string): FocusRow {
  const minor = minorOf('CNY');
  const start = jdTime(row.startTime) ?? jdTime(row.billTime) ?? new Date(0);
  // JD's end is the last second of the charged span ("23:59:59"): FOCUS's end is exclusive.
  const lastSecond = jdTime(row.endTime);
  const end = lastSecond ? new Date(lastSecond.getTime() + 1000) : start;
  const billed = minor(row.realTotalFee);
  const kind = serviceKind(`${row.serviceCode ?? ''} ${row.appCode ?? ''}`);
  const resourceId = row.resourceId ?? '';
  const category = jdCategory(row);
  return {
    lineKey: key(
      [
        row.startTime ?? '',
        resourceId,
        row.serviceCode ?? '',
        row.billingType ?? '',
        row.actionTypeName ?? '',
        row.formula ?? '',
      ].join('|'),
    ),
    chargePeriodStart: start,
    chargePeriodEnd: end,
    chargeDate: billingDay(start),
    billedCost: billed,
    effectiveCost: billed,
    listCost: minor(row.totalFee),
    // The bill is in yuan; JD's API carries no currency.
    billingCurrency: 'CNY',
    chargeCategory: category,
    chargeClass: null,
    chargeDescription: [row.actionTypeName, row.formula].filter(Boolean).join(' · '),
    serviceName: row.serviceCodeName || row.serviceCode || '',
    serviceCategory: kind.category,
    regionId: row.region ?? '',
    resourceId,
    resourceName: row.resourceName || resourceId,
    resourceType: kind.type,
    // queryBillDetail carries amounts and the spec (formula), no quantities.
    pricingQuantity: null,
    pricingUnit: null,
    consumedQuantity: null,
    consumedUnit: null,
    tags: Object.fromEntries(
      (row.tagDetails ?? []).flatMap((t) => (t.tagKey ? [[t.tagKey, t.tagValue ?? '']] : [])),
    ),
    x: xColumns({
      x_AppCode: row.appCode,
      x_AppName: row.appCodeName,
      x_ServiceCode: row.serviceCode,
      x_ChargeType: BILLING_TYPES[row.billingType ?? 0] ?? row.billingTypeName,
      x_Spec: optStr(row.formula),
      x_BillTime: row.billTime,
      x_DiscountAmount: row.discountFee,
      x_PayVoucher: row.cashCouponPayFee,
      x_PayBalance: row.balancePayFee,
      x_PayCash: row.cashPayFee,
      x_PayArrears: row.arrearFee,
    }),
    original: { ...row },
  };
}

interface Result {
  pagination?: { currPageNo?: number; numberPages?: number; numberRecords?: number };
  result?: JdBillRow[];
}

export const createJdBills: BillSourceFactory = ({ credentials, options, now }) => {
  const setting = { credentials, options, timeoutMs: options.timeoutMs ?? 15_000 };
  const query = (payload: object) =>
    jdRequest<Result>(setting, {
      service: 'billing',
      region: REGION,
      version: 'v1',
      method: 'POST',
      path: '/billDetail:list',
      body: JSON.stringify(payload),
      what: 'queryBillDetail',
    });

  const source: BillSource = {
    provider: PROVIDER,
    // Assumed, not documented: an hour's lag (billTime about 17 minutes after the hour in
    // JD's examples) and the month closed by the 5th.
    periodState: async (period) =>
      ruledState(period, now(), { lagMs: 3_600_000, finalDay: 5, finalHour: 0 }),
    async page(period, cursor): Promise<BillPage> {
      const pageIndex = cursor ? Number(cursor) : 1;
      const result = await query({
        startTime: `${period}-01 00:00:00`,
        endTime: `${period}-${String(daysInPeriod(period)).padStart(2, '0')} 23:59:59`,
        pageIndex,
        pageSize: JD_BILL_PAGE,
      });
      const rows = result.result ?? [];
      const pages = result.pagination?.numberPages ?? 0;
      const key = keyCounter();
      const out = rows.map((r) => jdFocusRow(r, key));
      return rows.length > 0 && pageIndex < pages
        ? { rows: out, next: String(pageIndex + 1) }
        : { rows: out };
    },
  };
  return source;
};
