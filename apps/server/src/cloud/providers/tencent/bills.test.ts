import { describe, expect, it } from 'vitest';
import { startFakeTencent } from '../../../../test/fake-clouds/tencent.ts';
import {
  billSourceCases,
  expectUniqueKeys,
  readPeriod,
  useBillFake,
} from '../../../../test/fake-clouds/bill-kit.ts';
import { createTencentBills } from './bills.ts';

const keys = { accessKeyId: 'AKIDbill0123456789', secret: 'tc-bill-secret' };
const now = () => new Date('2026-03-22T04:00:00Z');
const bill = useBillFake({ keys, start: startFakeTencent, create: createTencentBills, now });
const { source } = bill;

describe('Tencent bills (DescribeBillDetail, official SDK)', () => {
  it('reads the month by Offset/Limit to the end, one row per billing component', async () => {
    bill.fake.calls.length = 0;
    const { rows, cursors } = await readPeriod(source(), '2026-03');
    // 704 bill rows: the first has two components, the adjustment none (one row for it).
    expect(rows).toHaveLength(705);
    expectUniqueKeys(rows);
    expect(cursors).toEqual([undefined, '300', '600']);
    expect(bill.fake.calls.map((c) => [c.service, c.action, c.params.Offset])).toEqual([
      ['billing', 'DescribeBillDetail', 0],
      ['billing', 'DescribeBillDetail', 300],
      ['billing', 'DescribeBillDetail', 600],
    ]);
    expect(bill.fake.calls[0]!.params).toMatchObject({ Limit: 300, Month: '2026-03' });
  });

  it('maps every FOCUS column, purchases, refunds, adjustments and Chinese text', async () => {
    const [cpu, mem, purchase, refund, adjustment] = (await source().page('2026-03')).rows;
    expect(cpu).toMatchObject({
      lineKey: '20260301' + '0000000000|v_cvm_cpu|v_cvm_cpu_s5',
      chargePeriodStart: new Date('2026-03-01T16:00:00Z'),
      chargePeriodEnd: new Date('2026-03-01T16:59:59Z'),
      chargeDate: '2026-03-02',
      billedCost: 0,
      effectiveCost: 0,
      listCost: 1,
      billingCurrency: 'CNY',
      chargeCategory: 'Usage',
      chargeClass: null,
      chargeDescription: '按量计费小时结 · 标准型S5 CPU',
      serviceName: '云服务器CVM',
      serviceCategory: 'Compute',
      regionId: 'ap-guangzhou',
      resourceId: 'ins-00000000',
      resourceName: 'cvm-0',
      resourceType: 'host',
      pricingQuantity: '2',
      pricingUnit: '核',
      consumedQuantity: '2',
      consumedUnit: '核',
      tags: { env: '生产', 成本中心: '电商部' },
      x: {
        x_BusinessCode: 'p_cvm',
        x_ProductCode: 'sp_cvm_s5',
        x_ProductName: '云服务器CVM-标准型S5',
        x_ActionType: 'postpay_deduct_h',
        x_ChargeType: '按量计费',
        x_RegionName: '华南地区（广州）',
        x_Zone: '广州三区',
        x_Project: '默认项目',
        x_ComponentName: 'CPU',
        x_ItemCode: 'v_cvm_cpu_s5',
        x_ListUnitPrice: '0.12',
        x_ListUnitPriceUnit: '元/核/小时',
        x_Discount: '0.8',
      },
    });
    expect(cpu!.original).toMatchObject({ BillId: '202603010000000000' });
    expect(mem).toMatchObject({ billedCost: 10, listCost: 12, consumedUnit: 'GB' });
    expect(purchase).toMatchObject({
      chargeCategory: 'Purchase',
      chargeDate: '2026-03-02',
      chargePeriodEnd: new Date('2026-04-02T02:15:00Z'),
      billedCost: 128050,
      listCost: 160063,
      serviceCategory: 'Databases',
      resourceType: 'database',
      resourceName: '订单库',
      consumedQuantity: null,
      x: expect.objectContaining({ x_OrderId: '20260302000123', x_ChargeType: '包年包月' }),
    });
    expect(refund).toMatchObject({
      chargeCategory: 'Credit',
      billedCost: -64025,
      listCost: -80031,
    });
    expect(adjustment).toMatchObject({
      chargeCategory: 'Adjustment',
      billedCost: 0,
      chargeDescription: '调账补偿',
    });
  });

  it('states the month: a day late, closed on the 3rd of the next', async () => {
    const { at } = bill;
    expect(await at('2026-03-22T04:00:00Z').periodState('2026-03')).toEqual({
      final: false,
      dataThrough: new Date('2026-03-21T04:00:00Z'),
    });
    expect((await at('2026-04-02T16:00:00Z').periodState('2026-03')).final).toBe(true);
  });

  // Within DescribeBillDetail's 5 a second.
  billSourceCases(bill, {
    auth: { provider: 'TENGXUN', providerCode: 'AuthFailure.SignatureFailure', requestId: false },
    throttle: {
      read: (s) => s.page('2026-03', '600'),
      providerCode: 'RequestLimitExceeded',
      rows: 104,
    },
    spaced: { read: (s) => readPeriod(s, '2026-03'), rate: 4, calls: 3 },
  });
});
