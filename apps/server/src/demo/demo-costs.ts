import { ingestHistory } from '../modules/costs/schedule.ts';
import { refreshEstimates } from '../modules/costs/estimate.ts';
import { createAccount } from '../modules/cloud/accounts.service.ts';
import { drainJobs } from '../modules/sync/index.ts';
import type { DemoContext } from './demo.ts';

const DAY = 86_400_000;

/**
 * Thirteen months of bills for Demo Enterprise's simulated accounts: the current month read at
 * once (provisional), the twelve before it queued for the ingest job; traffic rising since May
 * 2026 is the rise the overview and the analysis show.
 */
export async function seedCosts(ctx: DemoContext): Promise<void> {
  const started = performance.now();
  const rows = await ingestHistory(
    { db: ctx.db, now: () => ctx.now },
    ctx.tenants.enterprise,
    ctx.costMonths,
  );
  // The real-time bill from the first start, not from the estimate job's first round.
  await refreshEstimates({ db: ctx.db, now: () => ctx.now }, ctx.tenants.enterprise);
  const ms = Math.round(performance.now() - started);
  process.stdout.write(`demo costs: ${rows} line items in ${ms} ms\n`);
}

/**
 * Demo Channel reads its customer Demo Enterprise's costs (partnerops, console 2). The
 * console-2 guard wants an account of the partner's own, so it has one small simulated estate
 * with this month's bill (the hourly schedule reads last month; no year of history to queue).
 */
export async function seedPartnerCosts(ctx: DemoContext): Promise<void> {
  const tenantId = ctx.tenants.channel;
  const who = { tenantId, userId: ctx.users.get('partnerops')!.id, name: 'Pan PartnerOps' };
  await createAccount(ctx.as(who, new Date(ctx.now.getTime() - 20 * DAY)), {
    name: 'Aliyun Reseller Ops',
    provider: 'ALI',
    accessKeyId: 'DEMOALI2000KEY',
    secret: 'demo-secret-partner-not-real',
    projectId: undefined,
    domainId: undefined,
    regions: ['cn-hangzhou'],
    syncIntervalMin: 60,
    simulated: true,
    remark: 'The partner’s own delivery estate',
  });
  const deps = { db: ctx.db, now: () => ctx.now };
  await drainJobs({ db: ctx.db, now: () => new Date(), keyring: ctx.keyring });
  await ingestHistory(deps, tenantId, 0);
  await refreshEstimates(deps, tenantId);
}
