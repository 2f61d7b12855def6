import { eq } from 'drizzle-orm';
import { calls, type ProviderCode } from '@ecloud/contract';
import { ok, type TestApp } from '../../../test/harness.ts';
import { unique } from '../../../test/fixtures.ts';
import { cloudAccounts, type SimConfigJson } from '../../db/schema/index.ts';
import { drainJobs } from '../sync/index.ts';

/** Test helpers for the cloud domain (API tests only). */
export const syncDeps = (t: TestApp) => ({
  db: t.database.db,
  now: t.clock.now,
  keyring: t.app.deps.keyring,
});

/** Runs every due sync job to the end, as a worker would. */
export const drain = (t: TestApp) => drainJobs(syncDeps(t));

export const SECRET = 'Sim-Secret-Do-Not-Leak-9f3a';

export async function addSimAccount(
  t: TestApp,
  token: string,
  opts: {
    provider?: ProviderCode;
    regions?: string[];
    name?: string;
    sim?: SimConfigJson;
    syncIntervalMin?: number;
  } = {},
) {
  const provider = opts.provider ?? 'ALI';
  const { id } = await ok(
    t,
    calls.accountCreate,
    {
      name: opts.name ?? unique('acct '),
      provider,
      accessKeyId: unique('LTAI'),
      secret: SECRET,
      simulated: true,
      regions: opts.regions ?? (provider === 'ALI' ? ['cn-hangzhou', 'cn-shanghai'] : []),
      syncIntervalMin: opts.syncIntervalMin ?? 60,
    },
    { token },
  );
  if (opts.sim) await setSim(t, id, opts.sim);
  return id;
}

export async function setSim(t: TestApp, accountId: string, sim: SimConfigJson) {
  await t.database.db
    .update(cloudAccounts)
    .set({ simConfig: sim })
    .where(eq(cloudAccounts.id, accountId));
}
