import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cloudAccounts, type CostChangeJson } from '../../db/schema/index.ts';
import type { BillSource, FocusRow } from '../../cloud/bills.ts';
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

const diff = (before: Map<string, number>, rows: FocusRow[]): CostChangeJson[] => {
  const after = new Map<string, number>();
  for (const r of rows) after.set(r.serviceName, (after.get(r.serviceName) ?? 0) + r.billedCost);
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

/**
 * Reads one account's billing period from its provider, page by page (progress kept on the
 * period), then replaces what is stored for the period and its rollup in one transaction. A
 * crash before that commit leaves the previous ingest whole; the job runs again and reads the
 * period anew. When a provisional period arrives final, what changed per service is kept.
 */
export async function ingestPeriod(deps: IngestDeps, p: IngestPayload): Promise<{ rows: number }> {
  const k = { tenantId: p.tenantId, accountId: p.accountId, periodStart: `${p.period}-01` };
  const [account] = await deps.db
    .select()
    .from(cloudAccounts)
    .where(eq(cloudAccounts.id, p.accountId));
  if (!account || account.tenantId !== p.tenantId) return { rows: 0 };
  const source = billSourceOf(account, deps.now, deps.keyring, deps.adapterOptions);
  await repo.markPeriod(deps.db, k, { state: 'running', pagesRead: 0, error: null }, deps.now());
  try {
    if (!source) throw new NoBillSource(account.provider);
    const state = await source.periodState(p.period);
    const rows: FocusRow[] = [];
    let cursor: string | undefined;
    let pages = 0;
    const fx = parseFxRates(deps.config?.fxRates ?? DEFAULT_FX_RATES);
    do {
      const page = await source.page(p.period, cursor);
      for (const row of page.rows) rows.push(inReportingCurrency(row, fx));
      cursor = page.next;
      pages++;
      if (pages % 5 === 0) await repo.markPeriod(deps.db, k, { pagesRead: pages }, deps.now());
    } while (cursor);
    const subAccountId = account.providerAccountId ?? account.id;
    await deps.db.transaction(async (tx) => {
      const before = await repo.periodRow(tx, k);
      const wasFinal = before?.status === 'final';
      const finalising = state.final && !wasFinal && before?.ingestedAt != null;
      const reconciliation = finalising ? diff(await repo.serviceTotals(tx, k), rows) : null;
      await repo.replacePeriod(tx, k, account.provider, subAccountId, rows);
      await repo.finishPeriod(
        tx,
        k,
        {
          status: state.final ? 'final' : 'provisional',
          rows: rows.length,
          billedTotal: rows.reduce((s, r) => s + r.billedCost, 0),
          dataThrough: state.dataThrough,
          finalizedAt: wasFinal ? before.finalizedAt : state.final ? deps.now() : null,
          reconciliation: wasFinal ? before.reconciliation : reconciliation,
        },
        deps.now(),
      );
      await repo.markPeriod(tx, k, { pagesRead: pages }, deps.now());
    });
    return { rows: rows.length };
  } catch (e) {
    const message =
      e instanceof CloudError || e instanceof NoBillSource || e instanceof NoFxRate
        ? e.message
        : 'Unexpected error reading the bill';
    await repo.markPeriod(deps.db, k, { state: 'failed', error: message }, deps.now());
    throw e;
  }
}
