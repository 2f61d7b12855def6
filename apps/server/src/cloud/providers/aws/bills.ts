import type { BillPage, BillSource, FocusRow } from '../../bills.ts';
import { shiftPeriod } from '../../bills.ts';
import { keyCounter, minorOf, ruledState, xColumns, type BillSourceFactory } from '../bill-kit.ts';
import { serviceKind } from '../bill-services.ts';
import { toCloudError } from './adapter.ts';
import { awsJsonCall } from './json-call.ts';

/**
 * AWS's bill through Cost Explorer GetCostAndUsage (service ce, us-east-1, JSON 1.1, SigV4
 * signed here as CloudWatch is: the console ships no Cost Explorer client). Two queries a
 * period, each paged by NextPageToken: the usage records (Usage, DiscountedUsage,
 * SavingsPlanCoveredUsage) per UTC day, service and usage type with their quantity, then every
 * other record type (credits, refunds, tax, fees) per day, service and record type. Chosen over
 * Data Exports/CUR, which needs an S3 bucket and an export set up on the account; what this
 * cannot give (resource ids, list cost) is in docs/decisions.md. Every request costs USD 0.01,
 * so a full read of a month is two calls plus pages.
 */
const PROVIDER = 'AWS' as const;
const TARGET = 'AWSInsightsIndexService.GetCostAndUsage';
/** Cost Explorer documents no rate; each call is charged, so one a second is plenty. */
export const AWS_BILL_RATE = 1;

export const USAGE_RECORDS = ['Usage', 'DiscountedUsage', 'SavingsPlanCoveredUsage'];
const METRICS = ['UnblendedCost', 'AmortizedCost', 'UsageQuantity'];

/**
 * The region prefix AWS writes on usage types ("USE1-BoxUsage", "EUW1-DataTransfer-Out-Bytes").
 * A usage type without one is us-east-1's or a global service's: its region stays empty.
 */
const USAGE_REGIONS: Record<string, string> = {
  USE1: 'us-east-1',
  USE2: 'us-east-2',
  USW1: 'us-west-1',
  USW2: 'us-west-2',
  CAN1: 'ca-central-1',
  SAE1: 'sa-east-1',
  EUC1: 'eu-central-1',
  EUW1: 'eu-west-1',
  EUW2: 'eu-west-2',
  EUW3: 'eu-west-3',
  EUN1: 'eu-north-1',
  EUS1: 'eu-south-1',
  APN1: 'ap-northeast-1',
  APN2: 'ap-northeast-2',
  APN3: 'ap-northeast-3',
  APS1: 'ap-southeast-1',
  APS2: 'ap-southeast-2',
  APS3: 'ap-south-1',
  APE1: 'ap-east-1',
  MES1: 'me-south-1',
  AFS1: 'af-south-1',
  CNN1: 'cn-north-1',
  CNW1: 'cn-northwest-1',
};

export const usageRegion = (usageType: string): string =>
  USAGE_REGIONS[/^([A-Z]{3}\d)-/.exec(usageType)?.[1] ?? ''] ?? '';

/** RECORD_TYPE in FOCUS's charge categories. */
export function awsCategory(recordType: string): FocusRow['chargeCategory'] {
  if (USAGE_RECORDS.includes(recordType)) return 'Usage';
  if (recordType === 'Tax') return 'Tax';
  if (/Credit|Refund|Discount|Negation/i.test(recordType)) return 'Credit';
  if (/Fee|Upfront|Recurring/i.test(recordType)) return 'Purchase';
  return 'Adjustment';
}

interface Metric {
  Amount?: string;
  Unit?: string;
}
export interface CeGroup {
  Keys?: string[];
  Metrics?: Record<string, Metric>;
}
interface CeResult {
  TimePeriod?: { Start?: string; End?: string };
  Groups?: CeGroup[];
  Estimated?: boolean;
}
interface Reply {
  ResultsByTime?: CeResult[];
  NextPageToken?: string;
}

export function awsFocusRow(
  result: CeResult,
  group: CeGroup,
  usage: boolean,
  key: (k: string) => string,
): FocusRow {
  const day = result.TimePeriod?.Start ?? '';
  const [service = '', second = ''] = group.Keys ?? [];
  const cost = group.Metrics?.UnblendedCost;
  const currency = cost?.Unit || 'USD';
  const minor = minorOf(currency);
  const billed = minor(cost?.Amount);
  const quantity = group.Metrics?.UsageQuantity;
  const kind = serviceKind(`${service} ${usage ? second : ''}`);
  const category = usage ? 'Usage' : awsCategory(second);
  const start = new Date(`${day}T00:00:00Z`);
  return {
    lineKey: key([day, service, second].join('|')),
    chargePeriodStart: start,
    chargePeriodEnd: new Date(`${result.TimePeriod?.End ?? day}T00:00:00Z`),
    // Cost Explorer's days are UTC days; the billing day is the one the UTC day starts in.
    chargeDate: day,
    billedCost: billed,
    effectiveCost: minor(group.Metrics?.AmortizedCost?.Amount ?? cost?.Amount),
    // Cost Explorer has no list (public) price: the unblended cost is the closest it gives.
    listCost: billed,
    billingCurrency: currency,
    chargeCategory: category,
    chargeClass: null,
    chargeDescription: usage ? second : `${second}: ${service}`,
    serviceName: service,
    serviceCategory: kind.category,
    regionId: usage ? usageRegion(second) : '',
    // GetCostAndUsage has no resource ids (GetCostAndUsageWithResources has 14 days only).
    resourceId: '',
    resourceName: '',
    resourceType: kind.type,
    pricingQuantity: usage ? (quantity?.Amount ?? null) : null,
    pricingUnit: usage ? (quantity?.Unit ?? null) : null,
    consumedQuantity: usage ? (quantity?.Amount ?? null) : null,
    consumedUnit: usage ? (quantity?.Unit ?? null) : null,
    tags: {},
    x: xColumns({
      x_UsageType: usage ? second : undefined,
      x_RecordType: usage ? undefined : second,
      x_Estimated: result.Estimated ? 'true' : undefined,
    }),
    original: { TimePeriod: result.TimePeriod, Estimated: result.Estimated, ...group },
  };
}

/** Cursor: "usage" or "other", then "~" and Cost Explorer's NextPageToken. */
const splitCursor = (cursor: string | undefined): ['usage' | 'other', string | undefined] => {
  if (!cursor) return ['usage', undefined];
  const i = cursor.indexOf('~');
  const phase = (i < 0 ? cursor : cursor.slice(0, i)) === 'other' ? 'other' : 'usage';
  return [phase, i < 0 ? undefined : cursor.slice(i + 1)];
};

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export const createAwsBills: BillSourceFactory = ({ credentials, options, now }) => {
  const setting = { credentials, options, timeoutMs: options.timeoutMs ?? 15_000 };
  const query = (payload: object) =>
    awsJsonCall<Reply>(setting, toCloudError, {
      service: 'ce',
      region: 'us-east-1',
      target: TARGET,
      action: 'GetCostAndUsage',
      payload,
    });

  const source: BillSource = {
    provider: PROVIDER,
    // Cost Explorer refreshes at least once a day; AWS finalises a month's bill in the first days
    // of the next (no API says when): we call it final at 00:00 UTC on the 5th.
    periodState: async (period) =>
      ruledState(period, now(), { lagMs: 24 * 3_600_000, finalDay: 5, finalHour: 8 }),
    async page(period, cursor): Promise<BillPage> {
      const start = `${period}-01`;
      const monthEnd = `${shiftPeriod(period, 1)}-01`;
      const tomorrow = utcDay(new Date(now().getTime() + 86_400_000));
      const end = tomorrow < monthEnd ? tomorrow : monthEnd;
      if (end <= start) return { rows: [] };
      const [phase, token] = splitCursor(cursor);
      const usage = phase === 'usage';
      const records = { Dimensions: { Key: 'RECORD_TYPE', Values: USAGE_RECORDS } };
      const reply = await query({
        TimePeriod: { Start: start, End: end },
        Granularity: 'DAILY',
        Metrics: METRICS,
        Filter: usage ? records : { Not: records },
        GroupBy: [
          { Type: 'DIMENSION', Key: 'SERVICE' },
          { Type: 'DIMENSION', Key: usage ? 'USAGE_TYPE' : 'RECORD_TYPE' },
        ],
        ...(token ? { NextPageToken: token } : {}),
      });
      const key = keyCounter();
      const rows = (reply.ResultsByTime ?? []).flatMap((r) =>
        (r.Groups ?? []).map((g) => awsFocusRow(r, g, usage, key)),
      );
      const next = reply.NextPageToken
        ? `${phase}~${reply.NextPageToken}`
        : usage
          ? 'other'
          : undefined;
      return next ? { rows, next } : { rows };
    },
  };
  return source;
};
