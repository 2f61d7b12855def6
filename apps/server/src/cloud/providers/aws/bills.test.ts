import { describe, expect, it } from 'vitest';
import { startFakeAws } from '../../../../test/fake-clouds/aws.ts';
import {
  billSourceCases,
  expectUniqueKeys,
  readPeriod,
  useBillFake,
} from '../../../../test/fake-clouds/bill-kit.ts';
import { AWS_BILL_RATE, createAwsBills } from './bills.ts';

const keys = { accessKeyId: 'AKIABILL00000001', secret: 'aws/bill+secret' };
// 12:00 on 22 March 2026 (UTC+8): Cost Explorer has the UTC days 1 to 22.
const now = () => new Date('2026-03-22T04:00:00Z');
const bill = useBillFake({ keys, start: startFakeAws, create: createAwsBills, now });
const { source } = bill;

describe('AWS bills (Cost Explorer GetCostAndUsage)', () => {
  it('reads usage then the other record types, each paged by NextPageToken, signed for ce', async () => {
    bill.fake.calls.length = 0;
    const { rows, cursors } = await readPeriod(source(), '2026-03');
    expect(rows).toHaveLength(22 * 3 + 4);
    expectUniqueKeys(rows);
    expect(cursors).toEqual([
      undefined,
      'usage~ce-8',
      'usage~ce-16',
      'other',
      'other~ce-8',
      'other~ce-16',
    ]);
    const calls = bill.fake.calls;
    expect(calls.map((c) => [c.service, c.region, c.action])).toEqual(
      Array(6).fill(['ce', 'us-east-1', 'GetCostAndUsage']),
    );
    const usageFilter = {
      Dimensions: {
        Key: 'RECORD_TYPE',
        Values: ['Usage', 'DiscountedUsage', 'SavingsPlanCoveredUsage'],
      },
    };
    expect(calls[0]!.body).toEqual({
      TimePeriod: { Start: '2026-03-01', End: '2026-03-23' },
      Granularity: 'DAILY',
      Metrics: ['UnblendedCost', 'AmortizedCost', 'UsageQuantity'],
      Filter: usageFilter,
      GroupBy: [
        { Type: 'DIMENSION', Key: 'SERVICE' },
        { Type: 'DIMENSION', Key: 'USAGE_TYPE' },
      ],
    });
    expect(calls[1]!.body).toMatchObject({ NextPageToken: 'ce-8' });
    expect(calls[3]!.body).toMatchObject({
      Filter: { Not: usageFilter },
      GroupBy: [
        { Type: 'DIMENSION', Key: 'SERVICE' },
        { Type: 'DIMENSION', Key: 'RECORD_TYPE' },
      ],
    });
    expect(calls[3]!.body).not.toHaveProperty('NextPageToken');
  });

  it('maps usage rows to FOCUS in exact cents, with the region from the usage type', async () => {
    const [compute, ebs, rds] = (await source().page('2026-03')).rows;
    expect(compute).toMatchObject({
      lineKey: '2026-03-01|Amazon Elastic Compute Cloud - Compute|USE1-BoxUsage:t3.medium',
      chargePeriodStart: new Date('2026-03-01T00:00:00Z'),
      chargePeriodEnd: new Date('2026-03-02T00:00:00Z'),
      chargeDate: '2026-03-01',
      billedCost: 100,
      effectiveCost: 100,
      listCost: 100,
      billingCurrency: 'USD',
      chargeCategory: 'Usage',
      chargeClass: null,
      chargeDescription: 'USE1-BoxUsage:t3.medium',
      serviceName: 'Amazon Elastic Compute Cloud - Compute',
      serviceCategory: 'Compute',
      regionId: 'us-east-1',
      resourceId: '',
      resourceType: 'host',
      pricingQuantity: '24',
      pricingUnit: 'Hrs',
      consumedQuantity: '24',
      consumedUnit: 'Hrs',
      tags: {},
      x: { x_UsageType: 'USE1-BoxUsage:t3.medium', x_Estimated: 'true' },
    });
    expect(compute!.original).toMatchObject({
      Keys: ['Amazon Elastic Compute Cloud - Compute', 'USE1-BoxUsage:t3.medium'],
      Estimated: true,
    });
    // 0.005 rounds half up to a cent; the amortised 4.9999E-3 to none.
    expect(ebs).toMatchObject({
      billedCost: 1,
      effectiveCost: 0,
      regionId: 'eu-west-1',
      serviceCategory: 'Storage',
      resourceType: 'disk',
      pricingUnit: 'GB-Mo',
    });
    // A reserved instance's usage: nothing billed that day, its share of the fee amortised.
    expect(rds).toMatchObject({
      billedCost: 0,
      effectiveCost: 41,
      regionId: 'ap-northeast-1',
      serviceCategory: 'Databases',
    });
  });

  it('maps the other record types to tax, purchases and credits', async () => {
    const { rows } = await source().page('2026-03', 'other');
    expect(rows.map((r) => [r.chargeDate, r.serviceName, r.chargeCategory, r.billedCost])).toEqual([
      ['2026-03-01', 'Tax', 'Tax', 247],
      ['2026-03-01', 'Amazon Relational Database Service', 'Purchase', 1235],
      ['2026-03-02', 'Amazon Elastic Compute Cloud - Compute', 'Credit', -12],
      ['2026-03-03', 'AWS Support (Business)', 'Credit', -50],
    ]);
    expect(rows[0]).toMatchObject({
      regionId: '',
      pricingQuantity: null,
      consumedQuantity: null,
      chargeDescription: 'Tax: Tax',
      x: { x_RecordType: 'Tax', x_Estimated: 'true' },
    });
  });

  it('asks nothing of a month that has not begun, and ends the current one tomorrow (UTC)', async () => {
    bill.fake.calls.length = 0;
    expect(await source().page('2026-04')).toEqual({ rows: [] });
    expect(bill.fake.calls).toHaveLength(0);
    await source().page('2026-02');
    expect(bill.fake.calls[0]!.body).toMatchObject({
      TimePeriod: { Start: '2026-02-01', End: '2026-03-01' },
    });
  });

  it('states the period: a day late, final from 00:00 UTC on the 5th', async () => {
    const { at } = bill;
    expect(await at('2026-03-22T04:00:00Z').periodState('2026-03')).toEqual({
      final: false,
      dataThrough: new Date('2026-03-21T04:00:00Z'),
    });
    expect((await at('2026-04-04T23:59:00Z').periodState('2026-03')).final).toBe(false);
    expect((await at('2026-04-05T00:00:00Z').periodState('2026-03')).final).toBe(true);
  });

  // One call a second: each call is charged.
  billSourceCases(bill, {
    auth: { provider: 'AWS', providerCode: 'InvalidSignatureException', requestId: true },
    throttle: {
      read: (s) => s.page('2026-03', 'other'),
      providerCode: 'LimitExceededException',
      rows: 4,
    },
    denied: {
      deny: 'GetCostAndUsage',
      error: { provider: 'AWS', kind: 'permission', providerCode: 'AccessDeniedException' },
    },
    spaced: {
      read: async (s) => {
        for (const cursor of [undefined, 'usage~ce-8', 'usage~ce-16'])
          await s.page('2026-03', cursor);
      },
      rate: AWS_BILL_RATE,
      calls: 3,
    },
  });
});
