import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import type { ProviderCode } from '@ecloud/contract';
import { testApp } from '../../../test/harness.ts';
import { adminOfNewTenant } from '../../../test/fixtures.ts';
import { startFakeAws, type FakeAws } from '../../../test/fake-clouds/aws.ts';
import { startFakeJd, type FakeJd } from '../../../test/fake-clouds/jd.ts';
import { startFakeQingCloud, type FakeQingCloud } from '../../../test/fake-clouds/qingcloud.ts';
import {
  backgroundJobs,
  cloudAccounts,
  costDaily,
  costLineItems,
  costPeriods,
} from '../../db/schema/index.ts';
import { sealCredentials } from '../../cloud/secrets.ts';
import { addSimAccount } from '../cloud/test-support.ts';
import { ingestPeriod } from './ingest.service.ts';
import { INGEST_JOB, scheduleIngests } from './schedule.ts';

/**
 * The bill adapters of AWS, JD Cloud and QingCloud end to end: an ingest of a real account
 * (sealed keys, the call policy) against each provider's fake server lands its FOCUS rows, the
 * provider's original row and the x_ columns in the store, with the rollup equal to them; a
 * provider's refusal shows on the account's period.
 */
const t = await testApp();
const db = t.database.db;
const keys = { accessKeyId: 'AKINGEST0001', secret: 'ingest-secret' };
let aws: FakeAws;
let jd: FakeJd;
let qc: FakeQingCloud;
beforeAll(async () => {
  [aws, jd, qc] = await Promise.all([
    startFakeAws(keys),
    startFakeJd(keys),
    startFakeQingCloud(keys),
  ]);
});
afterAll(() => Promise.all([aws.close(), jd.close(), qc.close()]));

/** A tenant's account of `provider` made real: its keys sealed as the console stores them. */
async function realAccount(provider: ProviderCode, regions: string[]) {
  const { token, tenant } = await adminOfNewTenant(t);
  const accountId = await addSimAccount(t, token, { provider });
  await db
    .update(cloudAccounts)
    .set({ simulated: false, regions, credentials: sealCredentials(t.app.deps.keyring, keys) })
    .where(eq(cloudAccounts.id, accountId));
  return { tenantId: tenant.id, accountId };
}

const ingestAt = (iso: string, url: string) => ({
  db,
  now: () => new Date(iso),
  keyring: t.app.deps.keyring,
  adapterOptions: { endpointFor: () => url },
});

async function stored(accountId: string) {
  const [lines] = await db
    .select({ n: sql<string>`count(*)`, total: sql<string>`coalesce(sum(billed_cost), 0)` })
    .from(costLineItems)
    .where(eq(costLineItems.accountId, accountId));
  const [roll] = await db
    .select({ total: sql<string>`coalesce(sum(billed_cost), 0)` })
    .from(costDaily)
    .where(eq(costDaily.accountId, accountId));
  const [period] = await db
    .select()
    .from(costPeriods)
    .where(and(eq(costPeriods.accountId, accountId), eq(costPeriods.periodStart, '2026-03-01')));
  return { n: Number(lines!.n), total: Number(lines!.total), rollup: Number(roll!.total), period };
}

/** A stored line, its original row and x_ columns parsed (they are kept as JSON text). */
const line = async (accountId: string, lineKey: string) => {
  const [r] = await db
    .select()
    .from(costLineItems)
    .where(and(eq(costLineItems.accountId, accountId), eq(costLineItems.lineKey, lineKey)));
  return r && { ...r, original: JSON.parse(r.original), x: JSON.parse(r.x) };
};

describe('bill ingestion from AWS, JD Cloud and QingCloud (fake providers)', () => {
  it('AWS: Cost Explorer’s days land as FOCUS rows in CNY at FX_RATES, with the dollars and the original group kept', async () => {
    const { tenantId, accountId } = await realAccount('AWS', ['us-east-1']);
    // The 3rd (UTC+8): Cost Explorer has days 1-3, one page of each query.
    const r = await ingestPeriod(ingestAt('2026-03-03T04:00:00Z', aws.url), {
      tenantId,
      accountId,
      period: '2026-03',
    });
    expect(r.rows).toBe(3 * 3 + 4);
    const s = await stored(accountId);
    expect(s.n).toBe(13);
    expect(s.rollup).toBe(s.total);
    expect(s.period).toMatchObject({ status: 'provisional', state: 'done', error: null, rows: 13 });
    expect(s.period!.billedTotal).toBe(s.total);
    const compute = await line(
      accountId,
      '2026-03-02|Amazon Elastic Compute Cloud - Compute|USE1-BoxUsage:t3.medium',
    );
    // In CNY at the default rate (USD=7.1), the dollars kept beside: the screens add in fen.
    expect(compute).toMatchObject({
      providerName: 'AWS',
      billedCost: 710,
      billingCurrency: 'CNY',
      regionId: 'us-east-1',
      pricingUnit: 'Hrs',
      x: {
        x_UsageType: 'USE1-BoxUsage:t3.medium',
        x_Estimated: 'true',
        x_OriginalCurrency: 'USD',
        x_OriginalBilledCost: '100',
        x_ExchangeRate: '7.1000',
      },
    });
    expect(Number(compute!.pricingQuantity)).toBe(24);
    expect(compute!.original).toMatchObject({ Keys: expect.any(Array), Estimated: true });
  });

  it('AWS without a rate for its currency: the period fails saying so, the store unchanged', async () => {
    const { tenantId, accountId } = await realAccount('AWS', ['us-east-1']);
    const deps = { ...ingestAt('2026-03-03T04:00:00Z', aws.url), config: { fxRates: 'EUR=7.7' } };
    await expect(ingestPeriod(deps, { tenantId, accountId, period: '2026-03' })).rejects.toThrow(
      /USD/,
    );
    const s = await stored(accountId);
    expect(s.n).toBe(0);
    expect(s.period).toMatchObject({ state: 'failed' });
    expect(s.period!.error).toMatch(/no exchange rate to CNY.*FX_RATES/);
  });

  it('JD Cloud: every page of queryBillDetail lands, with the payment split kept', async () => {
    const { tenantId, accountId } = await realAccount('JINGDONG', ['cn-north-1']);
    await ingestPeriod(ingestAt('2026-03-22T04:00:00Z', jd.url), {
      tenantId,
      accountId,
      period: '2026-03',
    });
    const s = await stored(accountId);
    expect(s.n).toBe(450);
    expect(s.rollup).toBe(s.total);
    expect(s.period).toMatchObject({ state: 'done', pagesRead: 3, rows: 450 });
    const vm = await line(accountId, '2026-03-01 00:00:00|i-jd000000|vm|1|按量费用|g.n2.medium');
    expect(vm).toMatchObject({
      providerName: 'JINGDONG',
      billedCost: 1,
      listCost: 2,
      tags: { 部门: '商业平台部' },
      x: expect.objectContaining({ x_PayVoucher: '0.005', x_PayCash: '0.007' }),
    });
    expect(vm!.original).toMatchObject({ realTotalFee: 0.012 });
  });

  it('a provider’s refusal fails the period with its words and leaves the store as it was', async () => {
    const { tenantId, accountId } = await realAccount('QINGYUN', ['pek3a']);
    qc.deny.add('DescribeInstances');
    try {
      await expect(
        ingestPeriod(ingestAt('2026-03-22T04:00:00Z', qc.url), {
          tenantId,
          accountId,
          period: '2026-03',
        }),
      ).rejects.toMatchObject({ provider: 'QINGYUN', kind: 'permission' });
    } finally {
      qc.deny.clear();
    }
    const s = await stored(accountId);
    expect(s.n).toBe(0);
    expect(s.period).toMatchObject({
      state: 'failed',
      error: 'DescribeInstances: PermissionDenied, you are not allowed to DescribeInstances',
    });
  });

  it('the schedule reads real accounts, an AWS period again only 8 hours after the last try', async () => {
    const { tenantId, accountId } = await realAccount('AWS', ['us-east-1']);
    const T = Date.parse('2026-03-03T04:00:00Z');
    const at = (ms: number, keyring = true) => ({
      db,
      now: () => new Date(ms),
      keyring: keyring ? t.app.deps.keyring : undefined,
    });
    const mine = like(backgroundJobs.key, `${accountId}:%`);
    const queued = async () =>
      (
        await db
          .select({ key: backgroundJobs.key })
          .from(backgroundJobs)
          .where(and(eq(backgroundJobs.kind, INGEST_JOB), mine))
      )
        .map((j) => j.key!.slice(accountId.length + 1))
        .sort();
    // What the runner does with them: read, then the jobs are gone.
    const runAll = () =>
      db.delete(backgroundJobs).where(and(eq(backgroundJobs.kind, INGEST_JOB), mine));

    // Without the keyring a real account's keys cannot be opened: nothing is queued for it.
    await scheduleIngests(at(T, false));
    expect(await queued()).toEqual([]);

    await scheduleIngests(at(T));
    const first = await queued();
    expect(first).toHaveLength(13);
    expect(first.at(-1)).toBe('2026-03');
    await runAll();
    await ingestPeriod(ingestAt('2026-03-03T04:00:00Z', aws.url), {
      tenantId,
      accountId,
      period: '2026-03',
    });

    // An hour later: the month just read waits (Cost Explorer calls are charged).
    await scheduleIngests(at(T + 3_600_000));
    expect(await queued()).toEqual(['2026-02']);
    await runAll();
    await scheduleIngests(at(T + 8 * 3_600_000 + 60_000));
    expect(await queued()).toEqual(['2026-02', '2026-03']);
  });
});
