import type { calls } from '@ecloud/contract';
import { CLOUD_RESOURCE_TYPES, type CheckAccountResult, type ProviderCode } from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { CallIn, ServiceOf } from '../../lib/call-types.ts';
import { badInput, notFound } from '../../lib/errors.ts';
import { allOfTenant } from '../../lib/all-or-none.ts';
import { maskAccessKey, sealCredentials } from '../../cloud/secrets.ts';
import { regionsOf } from '../../cloud/simulated/catalogue.ts';
import { enqueueSync } from '../sync/index.ts';
import type { SimConfigJson } from '../../db/schema/index.ts';
import * as repo from './accounts.repository.ts';
import { checkAccountRow, checkInput } from './check.ts';
import { onNameTaken } from './db-errors.ts';
import { splitPaging } from '../../lib/paging.ts';
import { accountsMetrics } from '../monitoring/metrics.service.ts';

/** Regions must be the provider's: checked against its catalogue before anything is saved. */
function checkRegions(provider: ProviderCode, regions: readonly string[]) {
  const known = new Set(regionsOf(provider).map((r) => r.id));
  const unknown = regions.find((r) => !known.has(r));
  if (unknown) throw badInput('cloud.regionUnknown', { region: unknown, provider });
}

/** The caller's account, or 404 (another tenant's account is as unknown as a missing one). */
export async function ownAccount(ctx: ServiceContext, id: string): Promise<repo.AccountRow> {
  const a = await repo.accountById(ctx.deps.db, ctx.auth.user.tenantId, id);
  if (!a) throw notFound('cloud.accountNotFound');
  return a;
}

function refuseInvalid(check: CheckAccountResult) {
  if (check.health === 'invalid_credentials') {
    throw badInput('cloud.invalidCredentials', {
      message: check.message ?? '',
      requestId: check.requestId ?? '-',
    });
  }
}

/** Checks fresh credentials, or a stored account's (and then saves what the check found). */
export const checkAccount: ServiceOf<typeof calls.checkAccount> = async (ctx, input) => {
  if (!('id' in input)) return checkInput(ctx.deps, input, input.regions ?? []);
  const a = await ownAccount(ctx, input.id);
  const result = await checkAccountRow(ctx.deps, a);
  await repo.updateAccounts(ctx.deps.db, ctx.auth.user.tenantId, [a.id], {
    health: result.health,
    healthMessage: result.message,
    healthProviderCode: result.providerCode,
    healthRequestId: result.requestId,
    providerAccountId: result.providerAccountId ?? a.providerAccountId,
    lastCheck: result.types,
  });
  return result;
};

export const listAccounts: ServiceOf<typeof calls.accountList> = async (ctx, input) => {
  const { tenantId } = ctx.auth.user;
  const { filter, paging } = splitPaging(input);
  const found = await repo.listAccounts(ctx.deps.db, tenantId, filter, paging);
  const ids = found.list.map((r) => r.id);
  const [extras, metrics] = await Promise.all([
    repo.accountExtras(ctx.deps.db, tenantId, ids),
    accountsMetrics(ctx, ids),
  ]);
  return { ...found, list: found.list.map((r) => repo.toAccount(r, { ...extras, metrics })) };
};

export const accountDetail: ServiceOf<typeof calls.accountDetail> = async (ctx, input) => {
  const a = await ownAccount(ctx, input.id);
  const [extras, metrics] = await Promise.all([
    repo.accountExtras(ctx.deps.db, ctx.auth.user.tenantId, [a.id]),
    accountsMetrics(ctx, [a.id]),
  ]);
  const base = repo.toAccount(a, { ...extras, metrics });
  return {
    ...base,
    types: CLOUD_RESOURCE_TYPES.map((type) => {
      const s = a.typeState[type];
      return {
        type,
        count: base.counts[type] ?? 0,
        error: s?.error ?? null,
        providerCode: s?.providerCode ?? null,
        requestId: s?.requestId ?? null,
        failedRegions: s?.failedRegions ?? [],
        syncedAt: s?.syncedAt ?? null,
      };
    }),
    lastCheck: a.lastCheck.map((c) => ({
      ...c,
      type: c.type as (typeof CLOUD_RESOURCE_TYPES)[number],
    })),
  };
};

export const accountOptions: ServiceOf<typeof calls.accountOptions> = async (ctx) => {
  const rows = await repo.accountOptions(ctx.deps.db, ctx.auth.user.tenantId);
  return rows.map((a) => ({
    id: a.id,
    name: a.name,
    provider: a.provider as ProviderCode,
    regions: a.regions,
    status: a.status as 0 | 1,
  }));
};

/**
 * Adds an account: the credentials are checked first and refused when the provider rejects
 * them (nothing is saved); otherwise the account is stored with what the check found and a
 * first sync is queued.
 */
export const createAccount: ServiceOf<typeof calls.accountCreate> = async (ctx, input) => {
  const { tenantId, id: userId } = ctx.auth.user;
  checkRegions(input.provider, input.regions);
  const check = await checkInput(ctx.deps, input, input.regions);
  refuseInvalid(check);
  const now = ctx.deps.now();
  return await onNameTaken('cloud.nameTaken', input.name, async () => {
    return await ctx.deps.db.transaction(async (tx) => {
      const id = await repo.insertAccount(tx, {
        tenantId,
        name: input.name,
        provider: input.provider,
        credentials: sealCredentials(ctx.deps.keyring, input),
        accessKeyMasked: maskAccessKey(input.accessKeyId),
        projectId: input.projectId || null,
        domainId: input.domainId || null,
        regions: input.regions,
        syncIntervalMin: input.syncIntervalMin,
        simulated: input.simulated,
        health: check.health,
        healthMessage: check.message,
        healthProviderCode: check.providerCode,
        healthRequestId: check.requestId,
        providerAccountId: check.providerAccountId,
        lastCheck: check.types,
        remark: input.remark,
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
      });
      await enqueueSync(tx, { tenantId, accountId: id, trigger: 'added', now });
      return { id };
    });
  });
};

export const updateAccount: ServiceOf<typeof calls.accountUpdate> = async (ctx, input) => {
  const { tenantId } = ctx.auth.user;
  const a = await ownAccount(ctx, input.id);
  if (input.regions) checkRegions(a.provider as ProviderCode, input.regions);
  if ((input.accessKeyId === undefined) !== (input.secret === undefined)) {
    throw badInput('cloud.keyPairNeeded');
  }
  const keys =
    input.accessKeyId !== undefined && input.secret !== undefined
      ? { accessKeyId: input.accessKeyId, secret: input.secret }
      : null;
  if (keys) {
    const check = await checkInput(
      ctx.deps,
      {
        provider: a.provider as ProviderCode,
        ...keys,
        projectId: input.projectId ?? a.projectId ?? undefined,
        domainId: input.domainId ?? a.domainId ?? undefined,
        simulated: a.simulated,
      },
      input.regions ?? a.regions,
    );
    refuseInvalid(check);
  }
  const now = ctx.deps.now();
  await onNameTaken('cloud.nameTaken', input.name ?? a.name, async () => {
    await ctx.deps.db.transaction(async (tx) => {
      await repo.updateAccounts(tx, tenantId, [a.id], {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(keys
          ? {
              credentials: sealCredentials(ctx.deps.keyring, keys),
              accessKeyMasked: maskAccessKey(keys.accessKeyId),
              health: 'unchecked',
              healthMessage: null,
              healthProviderCode: null,
              healthRequestId: null,
            }
          : {}),
        ...(input.projectId !== undefined ? { projectId: input.projectId || null } : {}),
        ...(input.domainId !== undefined ? { domainId: input.domainId || null } : {}),
        ...(input.regions !== undefined ? { regions: input.regions } : {}),
        ...(input.syncIntervalMin !== undefined
          ? {
              syncIntervalMin: input.syncIntervalMin,
              nextSyncAt:
                input.syncIntervalMin > 0
                  ? new Date((a.lastSyncAt ?? now).getTime() + input.syncIntervalMin * 60_000)
                  : null,
            }
          : {}),
        ...(input.remark !== undefined ? { remark: input.remark } : {}),
        updatedAt: now,
      });
      // New keys or regions: the inventory is brought up to date at once.
      if (keys || input.regions) {
        await enqueueSync(tx, { tenantId, accountId: a.id, trigger: 'manual', now });
      }
    });
  });
  return { id: a.id };
};

/** Enables or disables the accounts: all of them, or none when one is not the caller's. */
export const setAccountStatus: ServiceOf<typeof calls.accountStatus> = async (ctx, input) => {
  const now = ctx.deps.now();
  return allOfTenant(ctx, input.ids, 'cloud.accountNotFound', (tx, tenantId, ids) =>
    repo.updateAccounts(tx, tenantId, ids, {
      status: input.status,
      updatedAt: now,
      // Enabled again: due for a sync now; disabled: no schedule.
      nextSyncAt: input.status === 1 ? now : null,
    }),
  );
};

export const deleteAccounts = (ctx: ServiceContext, input: CallIn<typeof calls.accountDelete>) =>
  allOfTenant(ctx, input.ids, 'cloud.accountNotFound', repo.deleteAccounts);

/**
 * How a simulated account misbehaves (types it may not read, failing regions, delays): the
 * demo's account needing attention, and tests. A real account has no simulator: not found.
 */
export async function simulateFaults(
  ctx: ServiceContext,
  input: { id: string; sim: SimConfigJson },
): Promise<{ affected: number }> {
  const a = await ownAccount(ctx, input.id);
  if (!a.simulated) throw notFound('cloud.accountNotFound');
  const changes = { simConfig: input.sim, updatedAt: ctx.deps.now() };
  return { affected: await repo.updateAccounts(ctx.deps.db, a.tenantId, [a.id], changes) };
}
