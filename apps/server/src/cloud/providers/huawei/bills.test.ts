import { describe, expect, it } from 'vitest';
import { startFakeHuawei } from '../../../../test/fake-clouds/huawei.ts';
import {
  billSourceCases,
  expectUniqueKeys,
  readPeriod,
  useBillFake,
} from '../../../../test/fake-clouds/bill-kit.ts';
import { createHuaweiBills } from './bills.ts';

const keys = { accessKeyId: 'HWBILLAK0001', secret: 'hw-bill-secret' };
const now = () => new Date('2026-03-22T04:00:00Z');
const bill = useBillFake({
  keys,
  start: startFakeHuawei,
  create: createHuaweiBills,
  now,
  endpoint: (url, service) => `${url}/${service}`,
});
const { source } = bill;

describe('Huawei bills (BSS resource records)', () => {
  it('reads the cycle’s daily records by offset to the end, signed, without a project', async () => {
    bill.fake.calls.length = 0;
    const { rows, cursors } = await readPeriod(source(), '2026-03');
    expect(rows).toHaveLength(2104);
    expectUniqueKeys(rows);
    expect(cursors).toEqual([undefined, '1000', '2000']);
    expect(
      bill.fake.calls.map((c) => [c.method, c.path, (c.body as { offset: number }).offset]),
    ).toEqual([
      ['POST', '/v2/bills/customer-bills/res-records/query', 0],
      ['POST', '/v2/bills/customer-bills/res-records/query', 1000],
      ['POST', '/v2/bills/customer-bills/res-records/query', 2000],
    ]);
    expect(bill.fake.calls[0]!.body).toMatchObject({
      cycle: '2026-03',
      statistic_type: 2,
      method: 'oneself',
      limit: 1000,
    });
  });

  it('maps every FOCUS column, purchases, refunds, adjustments and Chinese text', async () => {
    const [usage, purchase, refund, adjustment] = (await source().page('2026-03')).rows;
    expect(usage).toMatchObject({
      lineKey: '2026-03-02|a1b2c3d4-0000-4000-8000-000000000000|s6.large.2.linux|5|BL0000000000',
      chargePeriodStart: new Date('2026-03-01T16:00:00Z'),
      chargePeriodEnd: new Date('2026-03-02T16:00:00Z'),
      chargeDate: '2026-03-02',
      billedCost: 0, // 0.00499999 is below half a fen
      effectiveCost: 0,
      listCost: 1, // 0.005 rounds half up
      billingCurrency: 'CNY',
      chargeCategory: 'Usage',
      chargeClass: null,
      chargeDescription: '通用计算型 | s6.large.2 | 2vCPUs | 4GiB | Linux',
      serviceName: '弹性云服务器',
      serviceCategory: 'Compute',
      regionId: 'cn-north-4',
      resourceId: 'a1b2c3d4-0000-4000-8000-000000000000',
      resourceName: 'ecs-0',
      resourceType: 'host',
      pricingQuantity: null,
      consumedQuantity: null,
      tags: { env: '生产', 成本中心: '电商部' },
      x: {
        x_ServiceTypeCode: 'hws.service.type.ec2',
        x_ResourceTypeCode: 'hws.resource.type.vm',
        x_ResourceTypeName: '云主机',
        x_RegionName: '华北-北京四',
        x_SkuCode: 's6.large.2.linux',
        x_BillType: '5',
        x_ChargeType: 'PayAsYouGo',
        x_EnterpriseProject: 'default',
        x_TradeId: 'BL0000000000',
        x_DiscountAmount: '0.88',
      },
    });
    expect(usage!.original).toMatchObject({ consume_amount: 0.00499999 });
    expect(purchase).toMatchObject({
      chargeCategory: 'Purchase',
      billedCost: 128050,
      listCost: 160063,
      serviceName: '云数据库 RDS',
      serviceCategory: 'Databases',
      resourceType: 'database',
      resourceName: '订单库',
      x: expect.objectContaining({ x_ChargeType: 'Subscription' }),
    });
    expect(refund).toMatchObject({
      chargeCategory: 'Credit',
      chargeDate: '2026-03-20',
      billedCost: -64025,
      listCost: -80031,
      chargeDescription: '退款-退订',
    });
    expect(adjustment).toMatchObject({ chargeCategory: 'Adjustment', billedCost: -1000 });
  });

  it('states the cycle: an hour late, closed after the 3rd of the next month', async () => {
    const { at } = bill;
    expect(await at('2026-03-22T04:00:00Z').periodState('2026-03')).toEqual({
      final: false,
      dataThrough: new Date('2026-03-22T03:00:00Z'),
    });
    expect((await at('2026-04-03T15:59:00Z').periodState('2026-03')).final).toBe(false);
    expect((await at('2026-04-03T16:00:00Z').periodState('2026-03')).final).toBe(true);
  });

  // Within BSS's 10 a second.
  billSourceCases(bill, {
    auth: { provider: 'HUAWEI', providerCode: 'APIGW.0301', requestId: true },
    throttle: { read: (s) => s.page('2026-03', '2000'), providerCode: 'APIGW.0308', rows: 104 },
    spaced: {
      read: async (s) => {
        for (const cursor of [undefined, '1000', '2000', '1000']) await s.page('2026-03', cursor);
      },
      rate: 8,
      calls: 4,
    },
  });
});
