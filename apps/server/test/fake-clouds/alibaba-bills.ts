import type { WireReply } from './server.ts';

/**
 * Alibaba BssOpenApi DescribeInstanceBill (2017-12-14) at the fake: the billing-item rows of
 * each day of 2026-03, paged by NextToken as BSS does (MaxResults at most 300), amounts as
 * JSON numbers and names in Chinese as the real API writes them.
 */
const usage = (i: number) => ({
  BillingDate: '2026-03-01',
  InstanceID: `i-bp${String(i).padStart(18, '0')}`,
  NickName: `ecs-${i}`,
  ProductCode: 'ecs',
  ProductName: '云服务器 ECS',
  ProductDetail: '云服务器ECS-按量付费',
  PipCode: 'ecs',
  CommodityCode: 'ecs',
  SubscriptionType: 'PayAsYouGo',
  Item: 'PayAsYouGoBill',
  BillingItem: '实例规格',
  BillingItemCode: 'instance_type',
  Region: '华东1（杭州）',
  Zone: '杭州 专有云H',
  Currency: 'CNY',
  PretaxGrossAmount: 12.48,
  PretaxAmount: 10.61,
  InvoiceDiscount: 1.87,
  DeductedByCoupons: 0,
  Usage: '24',
  UsageUnit: '小时',
  ListPrice: '0.52',
  ListPriceUnit: '元/小时',
  ResourceGroup: '默认资源组',
  CostUnit: '未分配',
  Tag: '',
});

export const ALI_BILL_DAYS: Record<string, object[]> = {
  '2026-03-01': Array.from({ length: 650 }, (_, i) => usage(i)),
  '2026-03-02': [
    {
      ...usage(0),
      BillingDate: '2026-03-02',
      PretaxGrossAmount: 0.015,
      PretaxAmount: 0.015,
      InvoiceDiscount: 0,
      Tag: 'key:env value:生产; key:成本中心 value:电商部',
    },
    {
      ...usage(1),
      BillingDate: '2026-03-02',
      ProductCode: 'rds',
      ProductName: '云数据库 RDS 版',
      CommodityCode: 'rds',
      InstanceID: 'rm-bp01',
      NickName: '订单库',
      SubscriptionType: 'Subscription',
      Item: 'SubscriptionOrder',
      BillingItem: '',
      BillingItemCode: '',
      ProductDetail: '云数据库RDS MySQL-包年包月',
      PretaxGrossAmount: 1234567.895,
      PretaxAmount: 1049382.71,
      Usage: '',
      UsageUnit: '',
    },
    {
      ...usage(1),
      BillingDate: '2026-03-02',
      ProductCode: 'rds',
      ProductName: '云数据库 RDS 版',
      InstanceID: 'rm-bp01',
      SubscriptionType: 'Subscription',
      Item: 'Refund',
      BillingItem: '',
      BillingItemCode: '',
      ProductDetail: '退款',
      PretaxGrossAmount: -12.345,
      PretaxAmount: -12.345,
      Usage: '',
      UsageUnit: '',
    },
    {
      ...usage(2),
      BillingDate: '2026-03-02',
      Item: 'Adjustment',
      BillingItem: '调账',
      PretaxGrossAmount: -0.1,
      PretaxAmount: -0.1,
    },
  ],
  '2026-03-03': [],
  '2026-03-04': [{ ...usage(3), BillingDate: '2026-03-04' }],
};

export function aliBillReply(
  params: Record<string, string>,
  json: (status: number, body: object) => WireReply,
  error: (status: number, code: string, message: string) => WireReply,
): WireReply {
  const max = Number(params.MaxResults ?? 20);
  if (!(max >= 1 && max <= 300)) {
    return error(400, 'InvalidParameter', 'The specified parameter MaxResults is not valid.');
  }
  const date = params.BillingDate ?? '';
  if (params.Granularity === 'DAILY' && !date.startsWith(`${params.BillingCycle}-`)) {
    return error(400, 'InvalidParameter', 'BillingDate must be in BillingCycle.');
  }
  const rows = ALI_BILL_DAYS[date] ?? [];
  const start = params.NextToken ? Number(params.NextToken.replace('CAESEg-', '')) : 0;
  const items = rows.slice(start, start + max);
  const end = start + items.length;
  return json(200, {
    Code: 'Success',
    Message: 'Successful!',
    Success: true,
    Data: {
      BillingCycle: params.BillingCycle,
      AccountID: '1234567890123456',
      AccountName: 'ops@example.aliyunid.com',
      MaxResults: max,
      TotalCount: rows.length,
      NextToken: end < rows.length ? `CAESEg-${end}` : '',
      Items: items,
    },
  });
}
