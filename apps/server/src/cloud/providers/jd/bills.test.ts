import { describe, expect, it } from 'vitest';
import { startFakeJd } from '../../../../test/fake-clouds/jd.ts';
import {
  billSourceCases,
  expectUniqueKeys,
  readPeriod,
  useBillFake,
} from '../../../../test/fake-clouds/bill-kit.ts';
import { createJdBills } from './bills.ts';

const keys = { accessKeyId: 'JDBILLAK0001', secret: 'jd-bill-secret' };
const now = () => new Date('2026-03-22T04:00:00Z');
const bill = useBillFake({ keys, start: startFakeJd, create: createJdBills, now });
const { source } = bill;

describe('JD Cloud bills (billing queryBillDetail)', () => {
  it('reads the month by pageIndex to the last page, signed for the billing service', async () => {
    bill.fake.calls.length = 0;
    const { rows, cursors } = await readPeriod(source(), '2026-03');
    expect(rows).toHaveLength(450);
    expectUniqueKeys(rows);
    expect(cursors).toEqual([undefined, '2', '3']);
    expect(bill.fake.calls.map((c) => [c.service, c.method, c.path])).toEqual([
      ['billing', 'POST', '/billDetail:list'],
      ['billing', 'POST', '/billDetail:list'],
      ['billing', 'POST', '/billDetail:list'],
    ]);
    expect(bill.fake.calls.map((c) => c.body)).toEqual(
      [1, 2, 3].map((pageIndex) => ({
        startTime: '2026-03-01 00:00:00',
        endTime: '2026-03-31 23:59:59',
        pageIndex,
        pageSize: 200,
      })),
    );
  });

  it('maps every FOCUS column, purchases, refunds, payment split and Chinese text', async () => {
    const [usage, purchase, refund] = (await source().page('2026-03')).rows;
    expect(usage).toMatchObject({
      lineKey: '2026-03-01 00:00:00|i-jd000000|vm|1|按量费用|g.n2.medium',
      chargePeriodStart: new Date('2026-02-28T16:00:00Z'),
      chargePeriodEnd: new Date('2026-02-28T17:00:00Z'),
      chargeDate: '2026-03-01',
      billedCost: 1, // 0.012
      effectiveCost: 1,
      listCost: 2, // 0.015 rounds half up on its digits
      billingCurrency: 'CNY',
      chargeCategory: 'Usage',
      chargeClass: null,
      chargeDescription: '按量费用 · g.n2.medium',
      serviceName: '云主机',
      serviceCategory: 'Compute',
      regionId: 'cn-north-1',
      resourceId: 'i-jd000000',
      resourceName: 'vm-0',
      resourceType: 'host',
      pricingQuantity: null,
      consumedQuantity: null,
      tags: { 部门: '商业平台部' },
      x: {
        x_AppCode: 'jcloud',
        x_AppName: '基础云',
        x_ServiceCode: 'vm',
        x_ChargeType: 'ByConfiguration',
        x_Spec: 'g.n2.medium',
        x_BillTime: '2026-03-01 00:16:58',
        x_DiscountAmount: '0.003',
        x_PayVoucher: '0.005',
        x_PayBalance: '0',
        x_PayCash: '0.007',
        x_PayArrears: '0',
      },
    });
    expect(usage!.original).toMatchObject({ realTotalFee: 0.012, pin: 'jcloud-ops' });
    expect(purchase).toMatchObject({
      chargeCategory: 'Purchase',
      billedCost: 111112, // 1111.115
      listCost: 123457, // 1234.565
      serviceCategory: 'Databases',
      resourceType: 'database',
      resourceName: '订单库',
      chargePeriodEnd: new Date('2026-03-31T16:00:00Z'),
      x: expect.objectContaining({ x_ChargeType: 'Subscription' }),
    });
    expect(refund).toMatchObject({ chargeCategory: 'Credit', billedCost: -1235, listCost: -1235 });
  });

  it('states the period by the assumed rule: an hour late, final from the 5th', async () => {
    const { at } = bill;
    expect(await at('2026-03-22T04:00:00Z').periodState('2026-03')).toEqual({
      final: false,
      dataThrough: new Date('2026-03-22T03:00:00Z'),
    });
    expect((await at('2026-04-04T15:59:00Z').periodState('2026-03')).final).toBe(false);
    expect((await at('2026-04-04T16:00:00Z').periodState('2026-03')).final).toBe(true);
  });

  billSourceCases(bill, {
    auth: { provider: 'JINGDONG', providerCode: 'UNAUTHENTICATED', requestId: true },
    throttle: { read: (s) => s.page('2026-03', '3'), providerCode: 'RESOURCE_EXHAUSTED', rows: 50 },
    denied: {
      deny: 'billing /billDetail:list',
      error: {
        provider: 'JINGDONG',
        kind: 'permission',
        providerCode: 'PERMISSION_DENIED',
        message: expect.stringContaining('queryBillDetail'),
      },
    },
    spaced: { read: (s) => readPeriod(s, '2026-03'), rate: 4, calls: 3 },
  });
});
