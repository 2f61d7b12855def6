import type { BillPage, BillSource, FocusRow } from '../../bills.ts';
import {
  dayPeriod,
  keyCounter,
  minorOf,
  periodDays,
  ruledState,
  xColumns,
  type BillSourceFactory,
} from '../bill-kit.ts';
import { serviceKind } from '../bill-services.ts';
import { optStr } from '../fields.ts';
import { aliRpc } from './call.ts';

/**
 * Alibaba's bill: BssOpenApi 2017-12-14 DescribeInstanceBill at billing-item level per day
 * (Granularity DAILY needs a BillingDate, so the period is read day by day, each day paged by
 * NextToken, 300 rows a page). Alibaba publishes no period state: usage arrives 24 h late and
 * the period is final after 12:00 (UTC+8) on the 3rd of the next month.
 */
const PROVIDER = 'ALI' as const;
const VERSION = '2017-12-14';
export const ALI_BILL_PAGE = 300;
/** The documented limit is 10 calls a second per account; we keep below it. */
export const ALI_BILL_RATE = 8;

/** A row of DescribeInstanceBill (amounts are JSON numbers, Usage and ListPrice strings). */
export interface AliBillItem {
  BillingDate?: string;
  InstanceID?: string;
  NickName?: string;
  ProductCode?: string;
  ProductName?: string;
  ProductDetail?: string;
  PipCode?: string;
  CommodityCode?: string;
  SubscriptionType?: string;
  Item?: string;
  BillingItem?: string;
  BillingItemCode?: string;
  Region?: string;
  Zone?: string;
  Currency?: string;
  PretaxGrossAmount?: number | string;
  PretaxAmount?: number | string;
  InvoiceDiscount?: number | string;
  DeductedByCoupons?: number | string;
  DeductedByCashCoupons?: number | string;
  DeductedByPrepaidCard?: number | string;
  PaymentAmount?: number | string;
  OutstandingAmount?: number | string;
  Usage?: string;
  UsageUnit?: string;
  ListPrice?: string;
  ListPriceUnit?: string;
  ResourceGroup?: string;
  CostUnit?: string;
  Tag?: string;
}

const CATEGORY: Record<string, FocusRow['chargeCategory']> = {
  SubscriptionOrder: 'Purchase',
  PayAsYouGoBill: 'Usage',
  Refund: 'Credit',
  Adjustment: 'Adjustment',
};

/** "key:env value:prod; key:app value:商城" */
export function aliTags(raw: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (raw ?? '').split(';')) {
    const m = /^\s*key:(.*?)\s+value:(.*?)\s*$/.exec(part);
    if (m?.[1]) out[m[1]] = m[2] ?? '';
  }
  return out;
}

export function aliFocusRow(item: AliBillItem, day: string, key: (k: string) => string): FocusRow {
  const currency = item.Currency || 'CNY';
  const minor = minorOf(currency);
  const billed = minor(item.PretaxAmount);
  const code = item.ProductCode || item.PipCode || '';
  const kind = serviceKind(`${code} ${item.CommodityCode ?? ''}`);
  const category = CATEGORY[item.Item ?? ''] ?? 'Usage';
  const resourceId = item.InstanceID ?? '';
  const x = xColumns({
    x_ProductCode: code,
    x_CommodityCode: item.CommodityCode,
    x_BillingItemCode: item.BillingItemCode,
    x_ChargeType: item.SubscriptionType,
    x_Zone: item.Zone,
    x_ResourceGroup: item.ResourceGroup,
    x_CostUnit: item.CostUnit,
    x_ListUnitPrice: item.ListPrice,
    x_ListUnitPriceUnit: item.ListPriceUnit,
  });
  return {
    lineKey: key(
      [day, resourceId, item.BillingItemCode ?? '', item.Item ?? '', item.CommodityCode ?? ''].join(
        '|',
      ),
    ),
    ...dayPeriod(item.BillingDate || day),
    billedCost: billed,
    // Coupons and prepaid cards pay part of the bill; what the resource cost is still PretaxAmount.
    effectiveCost: billed,
    listCost: minor(item.PretaxGrossAmount),
    billingCurrency: currency,
    chargeCategory: category,
    chargeClass: null,
    chargeDescription: item.BillingItem || item.ProductDetail || item.ProductName || '',
    serviceName: item.ProductName || code,
    serviceCategory: kind.category,
    regionId: item.Region ?? '',
    resourceId,
    resourceName: item.NickName || resourceId,
    resourceType: kind.type,
    pricingQuantity: optStr(item.Usage) ?? null,
    pricingUnit: optStr(item.UsageUnit) ?? null,
    consumedQuantity: category === 'Usage' ? (optStr(item.Usage) ?? null) : null,
    consumedUnit: category === 'Usage' ? (optStr(item.UsageUnit) ?? null) : null,
    tags: aliTags(item.Tag),
    x,
    original: { ...item },
  };
}

interface Reply {
  Code?: string;
  Message?: string;
  RequestId?: string;
  Success?: boolean;
  Data?: { NextToken?: string; Items?: AliBillItem[] | { Item?: AliBillItem[] } };
}

/** Cursor: "YYYY-MM-DD" for a day's first page, "YYYY-MM-DD~token" for the next. */
const splitCursor = (cursor: string | undefined): [string | undefined, string | undefined] => {
  if (!cursor) return [undefined, undefined];
  const i = cursor.indexOf('~');
  return i < 0 ? [cursor, undefined] : [cursor.slice(0, i), cursor.slice(i + 1)];
};

export const createAlibabaBills: BillSourceFactory = ({ credentials, options, now }) => {
  const setting = { credentials, timeoutMs: options.timeoutMs ?? 15_000 };
  const base = options.endpointFor?.('bss', '') ?? 'https://business.aliyuncs.com';
  const describe = (params: Record<string, string>) =>
    aliRpc<Reply>(
      setting,
      { base, action: 'DescribeInstanceBill', version: VERSION, params },
      // BSS answers some failures with HTTP 200 and Success false.
      (json) => json.Success === false,
    );

  const source: BillSource = {
    provider: PROVIDER,
    periodState: async (period) =>
      ruledState(period, now(), { lagMs: 24 * 3_600_000, finalDay: 3, finalHour: 12 }),
    async page(period, cursor): Promise<BillPage> {
      const days = periodDays(period, now());
      const [at, token] = splitCursor(cursor);
      const day = at ?? days[0];
      if (!day || !days.includes(day)) return { rows: [] };
      const params: Record<string, string> = {
        BillingCycle: period,
        Granularity: 'DAILY',
        BillingDate: day,
        IsBillingItem: 'true',
        MaxResults: String(ALI_BILL_PAGE),
      };
      if (token) params.NextToken = token;
      const data = (await describe(params)).Data ?? {};
      const items = Array.isArray(data.Items) ? data.Items : (data.Items?.Item ?? []);
      const key = keyCounter();
      const rows = items.map((item) => aliFocusRow(item, day, key));
      const following = days[days.indexOf(day) + 1];
      const next = data.NextToken ? `${day}~${data.NextToken}` : following;
      return next ? { rows, next } : { rows };
    },
  };
  return source;
};
