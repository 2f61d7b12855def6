import { z } from 'zod';
import type { ReportColumn, ReportSubject } from './schemas.ts';

/** A dimension a subject's rows may be grouped by, titled in both languages. */
export interface ReportGroup {
  key: string;
  en: string;
  zh: string;
}
const dim = (key: string, en: string, zh: string): ReportGroup => ({ key, en, zh });

const month = dim('month', 'Month', '月份');
const day = dim('day', 'Day', '日期');
const provider = dim('provider', 'Provider', '云平台');
const account = dim('account', 'Cloud account', '云账号');

/** The tag dimension: grouped by the value of one tag key, named beside it. */
export const TAG_GROUP = 'tag';

/**
 * Each subject's dimensions (docs/decisions.md, Reports: group-by). Times are days and months
 * of the schedule's time zone; a bill line's day is its charge date.
 */
export const REPORT_GROUPS: Record<ReportSubject, readonly ReportGroup[]> = {
  costs: [
    provider,
    account,
    dim('service', 'Service', '产品'),
    dim('region', 'Region', '地域'),
    dim('chargeCategory', 'Charge category', '费用类型'),
    dim(TAG_GROUP, 'Tag value', '标签值'),
    month,
    day,
  ],
  resources: [
    provider,
    account,
    dim('type', 'Type', '类型'),
    dim('region', 'Region', '地域'),
    dim('status', 'Status', '状态'),
  ],
  orders: [
    dim('product', 'Product', '产品'),
    dim('status', 'Status', '状态'),
    dim('type', 'Type', '类型'),
    month,
  ],
  consumption: [dim('source', 'Source', '来源'), provider, month, day],
  alarms: [
    dim('level', 'Level', '级别'),
    dim('status', 'Status', '状态'),
    dim('rule', 'Rule', '告警规则'),
    dim('resource', 'Resource', '资源'),
    dim('metric', 'Metric', '监控指标'),
    provider,
    account,
    day,
  ],
};

/** Dimensions whose groups are read in time order (the others by their first measure). */
export const TIME_GROUPS: readonly string[] = ['month', 'day'];

const measure = (
  key: string,
  en: string,
  zh: string,
  kind: ReportColumn['kind'] = 'money',
): ReportColumn => ({ key, kind, en, zh });
const count = (en: string, zh: string) => measure('count', en, zh, 'number');

/**
 * What a grouped report's row carries beside its group: sums (money in fen, written in yuan as
 * the ungrouped columns are) and the count of rows. A grouped definition's columns are these.
 */
export const REPORT_MEASURES: Record<ReportSubject, readonly ReportColumn[]> = {
  costs: [
    measure('billedCost', 'Billed cost', '应付金额'),
    measure('listCost', 'List cost', '原价'),
    count('Line items', '明细数'),
  ],
  resources: [
    count('Resources', '资源数'),
    measure('cpu', 'vCPU', 'vCPU', 'number'),
    measure('memoryMb', 'Memory (MB)', '内存 (MB)', 'number'),
    measure('sizeGb', 'Size (GB)', '容量 (GB)', 'number'),
  ],
  orders: [measure('totalFen', 'Amount', '金额'), count('Orders', '订单数')],
  consumption: [
    measure('amount', 'Amount', '金额'),
    measure('voucherPart', 'Voucher part', '代金券支付'),
    measure('allocatedPart', 'Allocated part', '划拨金支付'),
    measure('cashPart', 'Cash part', '现金支付'),
    measure('refunded', 'Refunded', '已退款'),
    count('Debits', '笔数'),
  ],
  alarms: [count('Events', '事件数')],
};

/** A definition's group-by: one of its subject's dimensions (the tag one names its key). */
export const reportGroupBySchema = z.object({
  field: z.string().max(32),
  tagKey: z.string().trim().min(1).max(128).optional(),
});
export type ReportGroupBy = z.infer<typeof reportGroupBySchema>;
