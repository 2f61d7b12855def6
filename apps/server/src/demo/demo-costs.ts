import { ingestHistory } from '../modules/costs/schedule.ts';
import { refreshEstimates } from '../modules/costs/estimate.ts';
import type { DemoContext } from './demo.ts';

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
