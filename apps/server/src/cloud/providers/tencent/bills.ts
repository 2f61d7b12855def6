import type {
  BillDetail as Detail,
  BillDetailComponent as Component,
} from 'tencentcloud-sdk-nodejs/tencentcloud/services/billing/v20180709/billing_models.js';
import { billingDay, type BillPage, type BillSource, type FocusRow } from '../../bills.ts';
import { keyCounter, minorOf, ruledState, xColumns, type BillSourceFactory } from '../bill-kit.ts';
import { serviceKind } from '../bill-services.ts';
import { sdkCaller } from '../define.ts';
import { nextOffset, optStr } from '../fields.ts';
import { lazy } from '../lazy.ts';
import { tencentConfig, toCloudError } from './adapter.ts';

/**
 * Tencent's bill: billing 2018-07-09 DescribeBillDetail through the official SDK, the month's
 * resource bill with each row's billing components, paged by Offset/Limit (300 a page) with
 * the total asked for. One FOCUS row per component, the level at which Tencent prices. Tencent
 * publishes no period state here; we take a day's lag and the month closed on the 3rd.
 */
const PROVIDER = 'TENGXUN' as const;
export const TC_BILL_PAGE = 300;
/** DescribeBillDetail allows 5 calls a second; we keep below it. */
export const TC_BILL_RATE = 4;

const sdk = lazy(() => import('tencentcloud-sdk-nodejs/tencentcloud/services/billing/index.js'));

/** Tencent's time of day "2026-03-02 00:00:00" is China Standard Time. */
const cst = (s: string | undefined): Date | undefined =>
  s ? new Date(`${s.replace(' ', 'T')}+08:00`) : undefined;

/** ActionType (prepay_purchase, prepay_return, postpay_deduct_h, recon_deduct, ...) in FOCUS. */
function category(action: string | undefined): FocusRow['chargeCategory'] {
  const a = action ?? '';
  if (/return|refund/i.test(a)) return 'Credit';
  if (a.startsWith('recon')) return 'Adjustment';
  if (/^(prepay|ripay|prePurchase)/.test(a)) return 'Purchase';
  return 'Usage';
}

export function tcFocusRows(d: Detail, key: (k: string) => string): FocusRow[] {
  const start = cst(d.FeeBeginTime) ?? cst(d.PayTime) ?? new Date(0);
  const end = cst(d.FeeEndTime) ?? start;
  const chargeCategory = category(d.ActionType);
  const kind = serviceKind(`${d.BusinessCode ?? ''} ${d.ProductCode ?? ''}`);
  const resourceId = d.ResourceId ?? '';
  const tags = Object.fromEntries(
    (d.Tags ?? []).flatMap((t) => (t.TagKey ? [[t.TagKey, t.TagValue ?? '']] : [])),
  );
  const components: (Component | undefined)[] = d.ComponentSet?.length
    ? d.ComponentSet
    : [undefined];
  // DescribeBillDetail bills in yuan.
  const minor = minorOf('CNY');
  return components.map((c) => {
    const billed = minor(c?.RealCost);
    return {
      lineKey: key([d.BillId ?? '', c?.ComponentCode ?? '', c?.ItemCode ?? ''].join('|')),
      chargePeriodStart: start,
      chargePeriodEnd: end,
      chargeDate: billingDay(chargeCategory === 'Purchase' ? (cst(d.PayTime) ?? start) : start),
      billedCost: billed,
      effectiveCost: billed,
      listCost: minor(c?.Cost),
      // DescribeBillDetail bills in yuan.
      billingCurrency: 'CNY',
      chargeCategory,
      chargeClass: null,
      chargeDescription: [d.ActionTypeName, c?.ItemCodeName].filter(Boolean).join(' · '),
      serviceName: d.BusinessCodeName || d.BusinessCode || '',
      serviceCategory: kind.category,
      regionId: d.RegionId ?? '',
      resourceId,
      resourceName: d.ResourceName || resourceId,
      resourceType: kind.type,
      pricingQuantity: optStr(c?.UsedAmount) ?? null,
      pricingUnit: optStr(c?.UsedAmountUnit) ?? null,
      consumedQuantity: chargeCategory === 'Usage' ? (optStr(c?.UsedAmount) ?? null) : null,
      consumedUnit: chargeCategory === 'Usage' ? (optStr(c?.UsedAmountUnit) ?? null) : null,
      tags,
      x: xColumns({
        x_BusinessCode: d.BusinessCode,
        x_ProductCode: d.ProductCode,
        x_ProductName: d.ProductCodeName,
        x_ActionType: d.ActionType,
        x_ChargeType: d.PayModeName,
        x_RegionName: d.RegionName,
        x_Zone: d.ZoneName,
        x_Project: d.ProjectName,
        x_OrderId: d.OrderId,
        x_ComponentName: c?.ComponentCodeName,
        x_ItemCode: c?.ItemCode,
        x_ListUnitPrice: c?.SinglePrice,
        x_ListUnitPriceUnit: c?.PriceUnit,
        x_Discount: c?.Discount,
      }),
      original: { ...d },
    };
  });
}

export const createTencentBills: BillSourceFactory = ({ credentials, options, now }) => {
  const setting = { credentials, options, timeoutMs: options.timeoutMs ?? 15_000 };
  const call = sdkCaller(toCloudError);
  const source: BillSource = {
    provider: PROVIDER,
    periodState: async (period) =>
      ruledState(period, now(), { lagMs: 24 * 3_600_000, finalDay: 3, finalHour: 0 }),
    async page(period, cursor): Promise<BillPage> {
      const Offset = cursor ? Number(cursor) : 0;
      const client = new (await sdk()).billing.v20180709.Client(
        tencentConfig(setting, 'billing', undefined),
      );
      const r = await call('DescribeBillDetail', () =>
        client.DescribeBillDetail({ Offset, Limit: TC_BILL_PAGE, Month: period, NeedRecordNum: 1 }),
      );
      const details = r.DetailSet ?? [];
      const key = keyCounter();
      const rows = details.flatMap((d) => tcFocusRows(d, key));
      const next = nextOffset(Offset, details.length, r.Total);
      return next ? { rows, next } : { rows };
    },
  };
  return source;
};
