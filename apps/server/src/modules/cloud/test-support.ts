import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { z } from 'zod';
import { calls, type CallDef, type ProviderCode } from '@ecloud/contract';
import { call, ok, type TestApp } from '../../../test/harness.ts';
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

/**
 * Asserts that a call answers for ids of another owner exactly as for ids that never existed:
 * 404 in the envelope, with the same message.
 */
export async function expectSameAsUnknown<C extends CallDef>(
  t: TestApp,
  def: C,
  foreign: z.input<C['input']>,
  unknown: z.input<C['input']>,
  token: string,
) {
  const [a, b] = [await call(t, def, foreign, { token }), await call(t, def, unknown, { token })];
  expect({ http: a.http, code: a.code, message: a.message, data: a.data }).toEqual({
    http: b.http,
    code: 404,
    message: b.message,
    data: null,
  });
  expect(b.code).toBe(404);
}

/**
 * Asserts that a batch call (`ids`, plus any other fields it takes) answers for another owner's
 * ids exactly as for an id that never existed.
 */
export const expectForeignIdsUnknown = <C extends CallDef>(
  t: TestApp,
  def: C,
  foreign: string[],
  token: string,
  more: Record<string, unknown> = {},
) =>
  expectSameAsUnknown(
    t,
    def,
    { ids: foreign, ...more } as z.input<C['input']>,
    { ids: [NO_SUCH_ID], ...more } as z.input<C['input']>,
    token,
  );

/** An id no row has. */
export const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
