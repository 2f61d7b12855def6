import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cloudAccounts, type CostChangeJson } from '../../db/schema/index.ts';
import type { BillPeriodState, BillSource } from '../../cloud/bills.ts';
import { CloudError, type AdapterOptions } from '../../cloud/adapter.ts';
import { billSourceForAccount, type BillAccount } from '../../cloud/account-bills.ts';
import type { Keyring } from '../../cloud/secrets.ts';
import { DEFAULT_FX_RATES, type Config } from '../../config.ts';
import { inReportingCurrency, NoFxRate, parseFxRates } from './fx.ts';
import * as repo from './ingest.repository.ts';

export interface IngestDeps {
  db: Database;
  now: () => Date;
  /** Opens a real account's secrets; without it only simulated accounts have bills. */
  keyring?: Keyring;
  /** Where the providers are reached (tests point them at fake servers). */
  adapterOptions?: AdapterOptions;
  /** The exchange rates of foreign-currency bills (FX_RATES); unset: the default's. */
  config?: Pick<Config, 'fxRates'>;
  /** The account's bill source, in place of the adapter's (tests: a source that fails). */
  billSource?: (account: AccountForBills) => BillSource | null;
}

export interface IngestPayload {
  tenantId: string;
  accountId: string;
  /** YYYY-MM */
  period: string;
}

export type AccountForBills = BillAccount &
  Pick<typeof cloudAccounts.$inferSelect, 'tenantId' | 'providerAccountId'>;

/** The bill adapter of an account (cloud/account-bills.ts). */
export function billSourceOf(
  account: AccountForBills,
  now: () => Date,
  keyring?: Keyring,
  options?: AdapterOptions,
): BillSource | null {
  return billSourceForAccount({ now, keyring, options }, account);
}

export class NoBillSource extends Error {
  constructor(provider: string) {
    super(`No bill source for ${provider}: the server holds no keyring to open the account's keys`);
  }
}

/** Staged pages older than this are not resumed: the read starts over (decisions.md). */
export const STAGING_TTL_MS = 2 * 3_600_000;

/** The replace of a large period (millions of rows) may outlast the pool's statement limit. */
const REPLACE_TIMEOUT_MS = 600_000;

const diff = (before: Map<string, number>, after: Map<string, number>): CostChangeJson[] => {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .map((serviceName) => ({
      serviceName,
      before: before.get(serviceName) ?? 0,
      after: after.get(serviceName) ?? 0,
    }))
    .filter((c) => c.before !== c.after)
    .sort((a, b) => Math.abs(b.after - b.before) - Math.abs(a.after - a.before));
};

/** Whether staged pages may be completed now, or the read must start over. */
export function resumable(staged: repo.Staging, state: BillPeriodState, now: Date): boolean {
  return (
    now.getTime() - staged.startedAt.getTime() <= STAGING_TTL_MS &&
    staged.periodFinal === state.final
  );
}

/**
 * Reads one account's billing period from its provider, page by page, staging each page with
 * the cursor that follows it, then replaces what is stored for the period and its rollups from
 * the staged rows in one transaction. A crash loses at most the page in flight: the next run
 * resumes after the last staged page unless the staging has gone stale (`resumable`), and
 * until the replace commits the previous ingest stays whole. When a provisional period arrives
 * final, what changed per service is kept.
 */
export async function ingestPeriod(deps: IngestDeps, p: IngestPayload): Promise<{ rows: number }> {
  const k = { tenantId: p.tenantId, accountId: p.accountId, periodStart: `${p.period}-01` };
  const [account] = await deps.db
    .select()
    .from(cloudAccounts)
    .where(eq(cloudAccounts.id, p.accountId));
  if (!account || account.tenantId !== p.tenantId) return { rows: 0 };
  const source = deps.billSource
    ? deps.billSource(account)
    : billSourceOf(account, deps.now, deps.keyring, deps.adapterOptions);
  await repo.markPeriod(deps.db, k, { state: 'running', error: null }, deps.now());
  try {
    if (!source) throw new NoBillSource(account.provider);
    const current = await source.periodState(p.period);
    let staged = await repo.staging(deps.db, k);
    if (staged && !resumable(staged, current, deps.now())) {
      await repo.clearStaging(deps.db, k);
      staged = null;
    }
    // A resumed read keeps the state its first page was read under: the bill is that read's.
    const state = staged ? { final: staged.periodFinal, dataThrough: staged.dataThrough } : current;
    let pages = staged?.pages ?? 0;
    let cursor = staged?.nextCursor ?? undefined;
    await repo.markPeriod(deps.db, k, { pagesRead: pages }, deps.now());
    const fx = parseFxRates(deps.config?.fxRates ?? DEFAULT_FX_RATES);
    while (pages === 0 || cursor) {
      const page = await source.page(p.period, cursor);
      pages++;
      cursor = page.next;
      await repo.stagePage(
        deps.db,
        k,
        {
          pageNo: pages,
          nextCursor: cursor ?? null,
          rows: page.rows.map((row) => inReportingCurrency(row, fx)),
          periodFinal: state.final,
          dataThrough: state.dataThrough,
        },
        deps.now(),
      );
    }
    const subAccountId = account.providerAccountId ?? account.id;
    const rows = await deps.db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(`set local statement_timeout = ${REPLACE_TIMEOUT_MS}`));
        const before = await repo.periodRow(tx, k);
        const wasFinal = before?.status === 'final';
        const finalising = state.final && !wasFinal && before?.ingestedAt != null;
        const after = await repo.stagedTotals(tx, k);
        const reconciliation = finalising
          ? diff(await repo.serviceTotals(tx, k), after.byService)
          : null;
        await repo.replacePeriod(tx, k, account.provider, subAccountId);
        await repo.finishPeriod(
          tx,
          k,
          {
            status: state.final ? 'final' : 'provisional',
            rows: after.rows,
            billedTotal: after.billedTotal,
            dataThrough: state.dataThrough,
            finalizedAt: wasFinal ? before.finalizedAt : state.final ? deps.now() : null,
            reconciliation: wasFinal ? before.reconciliation : reconciliation,
          },
          deps.now(),
        );
        await repo.markPeriod(tx, k, { pagesRead: pages }, deps.now());
        return after.rows;
      })
      .catch(async (e: unknown) => {
        // A row key twice in the staged pages (a provider's paging shifted between a read and
        // its resume) would fail every resume the same way: the next run reads anew.
        if (e instanceof repo.RepeatedLineKey || isUniqueViolation(e))
          await repo.clearStaging(deps.db, k);
        throw e;
      });
    return { rows };
  } catch (e) {
    const message =
      e instanceof CloudError || e instanceof NoBillSource || e instanceof NoFxRate
        ? e.message
        : 'Unexpected error reading the bill';
    await repo.markPeriod(deps.db, k, { state: 'failed', error: message }, deps.now());
    throw e;
  }
}

const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: unknown; cause?: { code?: unknown } };
  return err.code === '23505' || err.cause?.code === '23505';
};
