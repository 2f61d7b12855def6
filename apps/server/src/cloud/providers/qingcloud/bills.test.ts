import { describe, expect, it } from 'vitest';
import { startFakeQingCloud } from '../../../../test/fake-clouds/qingcloud.ts';
import {
  billSourceCases,
  expectUniqueKeys,
  readPeriod,
  useBillFake,
} from '../../../../test/fake-clouds/bill-kit.ts';
import { withBillPolicy } from '../bill-kit.ts';
import { QC_BILL_RATE, createQingCloudBills } from './bills.ts';

const keys = { accessKeyId: 'QCBILLAK0001', secret: 'qc-bill-secret' };
const now = () => new Date('2026-03-22T04:00:00Z');
const bill = useBillFake({
  keys,
  start: startFakeQingCloud,
  create: createQingCloudBills,
  now,
  regions: ['pek3a'],
});
const { source } = bill;
const charges = () => bill.fake.calls.filter((c) => c.action === 'GetChargeRecords');

describe('QingCloud bills (GetChargeRecords per resource)', () => {
  it('lists the billable resources of each zone, then reads each one’s records by offset', async () => {
    bill.fake.calls.length = 0;
    const { rows, cursors } = await readPeriod(source(), '2026-03');
    expect(rows).toHaveLength(150 + 1 + 1);
    expectUniqueKeys(rows);
    expect(cursors.slice(0, 9)).toEqual([
      undefined,
      'L:0:0:100',
      'L:0:1:0',
      'L:0:2:0',
      'L:0:3:0',
      'L:0:4:0',
      'L:0:5:0',
      'L:0:6:0',
      'C:0:0',
    ]);
    expect(cursors[9]).toBe('C:0:100');
    expect(
      bill.fake.calls.slice(0, 8).map((c) => [c.action, c.params.zone, c.params.offset]),
    ).toEqual([
      ['DescribeInstances', 'pek3a', '0'],
      ['DescribeInstances', 'pek3a', '100'],
      ['DescribeVolumes', 'pek3a', '0'],
      ['DescribeEips', 'pek3a', '0'],
      ['DescribeRouters', 'pek3a', '0'],
      ['DescribeRDBs', 'pek3a', '0'],
      ['DescribeCaches', 'pek3a', '0'],
      ['DescribeMongos', 'pek3a', '0'],
    ]);
    // 130 hosts and 6 other resources, the first host's 150 records in two pages.
    expect(charges()).toHaveLength(137);
    expect(charges()[0]!.params).toMatchObject({
      resource: 'i-qc000001',
      zone: 'pek3a',
      start_time: '2026-02-28T16:00:00Z',
      end_time: '2026-03-31T16:00:00Z',
      offset: '0',
      limit: '100',
    });
    expect(charges()[1]!.params).toMatchObject({ resource: 'i-qc000001', offset: '100' });
  });

  it('maps every FOCUS column the records carry, by time and by use, and refunds', async () => {
    const { rows } = await readPeriod(source(), '2026-03');
    const [hour] = rows;
    expect(hour).toMatchObject({
      lineKey: '2026-02-28T16:00:00Z|i-qc000001|2026-02-28T17:00:00Z|hour|',
      chargePeriodStart: new Date('2026-02-28T16:00:00Z'),
      chargePeriodEnd: new Date('2026-02-28T17:00:00Z'),
      chargeDate: '2026-03-01',
      billedCost: 3, // 0.0349
      effectiveCost: 3,
      listCost: 3,
      billingCurrency: 'CNY',
      chargeCategory: 'Usage',
      chargeClass: null,
      serviceName: '云服务器',
      serviceCategory: 'Compute',
      regionId: 'pek3a',
      resourceId: 'i-qc000001',
      resourceName: 'web-1',
      resourceType: 'host',
      pricingQuantity: '1',
      pricingUnit: 'hour',
      consumedQuantity: '1',
      consumedUnit: 'hour',
      x: { x_ResourceType: 'instance', x_ListUnitPrice: '0.0349', x_PriceDuration: '1h' },
    });
    expect(hour!.original).toMatchObject({ fee: '0.0349', user_id: 'usr-qc0001' });
    expect(rows.find((r) => r.resourceId === 'eip-qc01')).toMatchObject({
      billedCost: 11, // 0.1117
      pricingQuantity: '0.105',
      pricingUnit: 'GB',
      serviceCategory: 'Networking',
      resourceType: 'eip',
      chargeDescription: 'elastic ip traffic fee',
    });
    expect(rows.find((r) => r.resourceId === 'rdb-qc01')).toMatchObject({
      chargeCategory: 'Credit',
      billedCost: -1235,
      resourceName: '订单库',
      serviceCategory: 'Databases',
    });
  });

  it('asks for the zones when the account names none', async () => {
    bill.fake.calls.length = 0;
    const s = createQingCloudBills({
      credentials: keys,
      options: { endpointFor: () => bill.fake.url },
      now,
    });
    await s.page('2026-03');
    expect(bill.fake.calls.map((c) => [c.action, c.params.zone])).toEqual([
      ['DescribeZones', undefined],
      ['DescribeInstances', 'pek3a'],
    ]);
  });

  it('lists the resources again for a cursor into a listing it does not hold', async () => {
    const page = await source().page('2026-03', 'C:131:0');
    expect(page.rows.map((r) => r.resourceId)).toEqual(['eip-qc01']);
    expect(page.next).toBe('C:132:0');
  });

  it('maps "server busy" to a throttled error the policy retries', async () => {
    bill.fake.busy = 1;
    await expect(source().page('2026-03', 'C:131:0')).rejects.toMatchObject({
      kind: 'throttled',
      providerCode: '5100',
    });
    bill.fake.busy = 2;
    const page = await withBillPolicy(source(), { baseDelayMs: 1, ratePerSecond: 100 }).page(
      '2026-03',
      'C:131:0',
    );
    expect(page.rows).toHaveLength(1);
    expect(bill.fake.busy).toBe(0);
  });

  // QingCloud throttles by "server busy", not by count: its own case above.
  billSourceCases(bill, {
    auth: { provider: 'QINGYUN', providerCode: '1200' },
    spaced: {
      read: async (s) => {
        for (const cursor of [undefined, 'L:0:0:100', 'L:0:1:0']) await s.page('2026-03', cursor);
      },
      rate: QC_BILL_RATE,
      calls: 3,
    },
  });
});
