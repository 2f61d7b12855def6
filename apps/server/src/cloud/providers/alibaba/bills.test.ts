import { describe, expect, it } from 'vitest';
import { startFakeAlibaba } from '../../../../test/fake-clouds/alibaba.ts';
import {
  billSourceCases,
  expectUniqueKeys,
  readPeriod,
  useBillFake,
} from '../../../../test/fake-clouds/bill-kit.ts';
import { createAlibabaBills } from './bills.ts';

const keys = { accessKeyId: 'LTAI5tBILLKEY', secret: 'bill-secret&/+=' };
// 12:00 on 4 March 2026, UTC+8: the days 1 to 4 of the period have rows.
const now = () => new Date('2026-03-04T04:00:00Z');
const bill = useBillFake({ keys, start: startFakeAlibaba, create: createAlibabaBills, now });
const { source } = bill;

describe('Alibaba bills (DescribeInstanceBill)', () => {
  it('reads the period day by day, each day paged by NextToken to its end', async () => {
    bill.fake.calls.length = 0;
    const { rows, cursors } = await readPeriod(source(), '2026-03');
    expect(rows).toHaveLength(650 + 4 + 0 + 1);
    expectUniqueKeys(rows);
    const calls = bill.fake.calls.map((c) => [c.params.BillingDate, c.params.NextToken ?? '']);
    expect(calls).toEqual([
      ['2026-03-01', ''],
      ['2026-03-01', 'CAESEg-300'],
      ['2026-03-01', 'CAESEg-600'],
      ['2026-03-02', ''],
      ['2026-03-03', ''],
      ['2026-03-04', ''],
    ]);
    expect(cursors[1]).toBe('2026-03-01~CAESEg-300');
    expect(bill.fake.calls[0]!.params).toMatchObject({
      Action: 'DescribeInstanceBill',
      Version: '2017-12-14',
      BillingCycle: '2026-03',
      Granularity: 'DAILY',
      IsBillingItem: 'true',
      MaxResults: '300',
    });
  });

  it('maps every FOCUS column, refunds, adjustments and Chinese text, in exact fen', async () => {
    const page = await source().page('2026-03', '2026-03-02');
    const [usage, purchase, refund, adjustment] = page.rows;
    expect(page.next).toBe('2026-03-03');
    expect(usage).toMatchObject({
      lineKey: '2026-03-02|i-bp000000000000000000|instance_type|PayAsYouGoBill|ecs',
      chargePeriodStart: new Date('2026-03-01T16:00:00Z'),
      chargePeriodEnd: new Date('2026-03-02T16:00:00Z'),
      chargeDate: '2026-03-02',
      billedCost: 2, // 0.015 rounds half up to 2 fen
      effectiveCost: 2,
      listCost: 2,
      billingCurrency: 'CNY',
      chargeCategory: 'Usage',
      chargeClass: null,
      chargeDescription: '实例规格',
      serviceName: '云服务器 ECS',
      serviceCategory: 'Compute',
      regionId: '华东1（杭州）',
      resourceId: 'i-bp000000000000000000',
      resourceName: 'ecs-0',
      resourceType: 'host',
      pricingQuantity: '24',
      pricingUnit: '小时',
      consumedQuantity: '24',
      consumedUnit: '小时',
      tags: { env: '生产', 成本中心: '电商部' },
      x: {
        x_ProductCode: 'ecs',
        x_CommodityCode: 'ecs',
        x_BillingItemCode: 'instance_type',
        x_ChargeType: 'PayAsYouGo',
        x_Zone: '杭州 专有云H',
        x_ResourceGroup: '默认资源组',
        x_CostUnit: '未分配',
        x_ListUnitPrice: '0.52',
        x_ListUnitPriceUnit: '元/小时',
      },
    });
    expect(usage!.original).toMatchObject({ PretaxAmount: 0.015, Tag: expect.any(String) });
    expect(purchase).toMatchObject({
      chargeCategory: 'Purchase',
      billedCost: 104938271,
      listCost: 123456790, // 1234567.895 -> .90 (half up on the digits, not a float's .89)
      serviceCategory: 'Databases',
      resourceType: 'database',
      resourceName: '订单库',
      chargeDescription: '云数据库RDS MySQL-包年包月',
      pricingQuantity: null,
      consumedQuantity: null,
    });
    expect(refund).toMatchObject({ chargeCategory: 'Credit', billedCost: -1235, listCost: -1235 });
    expect(adjustment).toMatchObject({ chargeCategory: 'Adjustment', billedCost: -10 });
  });

  it('states the period by Alibaba’s rule: a day late, final at 12:00 on the 3rd', async () => {
    const { at } = bill;
    expect(await at('2026-03-04T04:00:00Z').periodState('2026-03')).toEqual({
      final: false,
      dataThrough: new Date('2026-03-03T04:00:00Z'),
    });
    expect((await at('2026-04-03T03:59:00Z').periodState('2026-03')).final).toBe(false);
    expect(await at('2026-04-03T04:00:00Z').periodState('2026-03')).toEqual({
      final: true,
      dataThrough: new Date('2026-03-31T16:00:00Z'),
    });
  });

  // Within the documented 10 a second.
  billSourceCases(bill, {
    auth: { provider: 'ALI', providerCode: 'SignatureDoesNotMatch', requestId: true },
    throttle: {
      read: (s) => s.page('2026-03', '2026-03-04'),
      providerCode: 'Throttling.User',
      rows: 1,
    },
    spaced: { read: (s) => readPeriod(s, '2026-03'), rate: 8, calls: 6 },
  });
});
