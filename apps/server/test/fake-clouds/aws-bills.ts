/**
 * AWS Cost Explorer GetCostAndUsage at the fake (JSON 1.1): daily groups of 2026-03 for the
 * two queries the bill adapter makes (usage records by service and usage type; the other
 * record types by service and record type), paged by NextPageToken at eight days a page, with
 * Cost Explorer's validation of the time period, metrics and group-bys.
 */
type Reply = [status: number, body: object];

const invalid = (message: string): Reply => [
  400,
  { __type: 'com.amazonaws.awsinsightsindexservice#ValidationException', message },
];

const USAGE_GROUPS = [
  {
    Keys: ['Amazon Elastic Compute Cloud - Compute', 'USE1-BoxUsage:t3.medium'],
    Metrics: {
      UnblendedCost: { Amount: '0.9984000000', Unit: 'USD' },
      AmortizedCost: { Amount: '0.9984000000', Unit: 'USD' },
      UsageQuantity: { Amount: '24', Unit: 'Hrs' },
    },
  },
  {
    Keys: ['EC2 - Other', 'EUW1-EBS:VolumeUsage.gp3'],
    Metrics: {
      UnblendedCost: { Amount: '0.005', Unit: 'USD' },
      AmortizedCost: { Amount: '4.9999E-3', Unit: 'USD' },
      UsageQuantity: { Amount: '0.0625', Unit: 'GB-Mo' },
    },
  },
  {
    Keys: ['Amazon Relational Database Service', 'APN1-InstanceUsage:db.t3.micro'],
    Metrics: {
      UnblendedCost: { Amount: '0', Unit: 'USD' },
      AmortizedCost: { Amount: '0.41', Unit: 'USD' },
      UsageQuantity: { Amount: '24', Unit: 'Hrs' },
    },
  },
];

const other = (service: string, record: string, amount: string) => ({
  Keys: [service, record],
  Metrics: {
    UnblendedCost: { Amount: amount, Unit: 'USD' },
    AmortizedCost: { Amount: amount, Unit: 'USD' },
    UsageQuantity: { Amount: '0', Unit: 'N/A' },
  },
});
const OTHER_GROUPS: Record<string, object[]> = {
  '2026-03-01': [
    other('Tax', 'Tax', '2.47'),
    other('Amazon Relational Database Service', 'RIFee', '12.345'),
  ],
  '2026-03-02': [other('Amazon Elastic Compute Cloud - Compute', 'Credit', '-1.2E-1')],
  '2026-03-03': [other('AWS Support (Business)', 'Refund', '-0.5')],
};

const addDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export const AWS_BILL_PAGE_DAYS = 8;

export function awsBillReply(body: unknown): Reply {
  const b = (body ?? {}) as {
    TimePeriod?: { Start?: string; End?: string };
    Granularity?: string;
    Metrics?: string[];
    Filter?: { Dimensions?: { Key?: string; Values?: string[] }; Not?: unknown };
    GroupBy?: { Type?: string; Key?: string }[];
    NextPageToken?: string;
  };
  const { Start = '', End = '' } = b.TimePeriod ?? {};
  const day = /^\d{4}-\d\d-\d\d$/;
  if (!day.test(Start) || !day.test(End) || End <= Start) {
    return invalid('Start date (and hour) should be before end date (and hour)');
  }
  if (!b.Metrics?.length) return invalid('Metrics is required');
  const allowed = ['SERVICE', 'USAGE_TYPE', 'RECORD_TYPE', 'LINKED_ACCOUNT', 'AZ'];
  if ((b.GroupBy?.length ?? 0) > 2 || b.GroupBy?.some((g) => !allowed.includes(g.Key ?? ''))) {
    return invalid('Group by dimension is not valid or more than two');
  }
  const byRecord = b.GroupBy?.[1]?.Key === 'RECORD_TYPE';
  const days: string[] = [];
  for (let d = Start; d < End; d = addDay(d)) days.push(d);
  const from = b.NextPageToken ? Number(b.NextPageToken.replace('ce-', '')) : 0;
  const page = days.slice(from, from + AWS_BILL_PAGE_DAYS);
  const to = from + page.length;
  return [
    200,
    {
      GroupDefinitions: b.GroupBy,
      ResultsByTime: page.map((d) => ({
        TimePeriod: { Start: d, End: addDay(d) },
        Total: {},
        Groups: !d.startsWith('2026-03') ? [] : byRecord ? (OTHER_GROUPS[d] ?? []) : USAGE_GROUPS,
        Estimated: true,
      })),
      DimensionValueAttributes: [],
      ...(to < days.length ? { NextPageToken: `ce-${to}` } : {}),
    },
  ];
}
