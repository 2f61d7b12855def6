import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { CheckAccountResult, ProviderCode } from '@ecloud/contract';
import type { z } from 'zod';
import type { accountCreateInput, accountUpdateInput, credentialsInput } from '@ecloud/contract';
import { cloudAccounts } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { badInput, conflict, notFound } from '../../lib/errors.ts';
import { adapterFor } from '../../cloud/registry.ts';
import { maskAccessKey, sealCredentials } from '../../cloud/secrets.ts';
import { regionsOf } from '../../cloud/simulated/catalogue.ts';
import { CloudError } from '../../cloud/adapter.ts';
import { enqueueSync } from '../sync/index.ts';
import { adapterForAccount } from '../../cloud/account-adapter.ts';
import { accountById, type AccountRow } from './accounts.repository.ts';
import { checkCredentials } from './check.ts';
import { isUniqueViolation } from './db-errors.ts';

type CreateInput = z.output<typeof accountCreateInput>;
type UpdateInput = z.output<typeof accountUpdateInput>;
type CredentialsInput = z.output<typeof credentialsInput>;

/** Regions must be the provider's: checked against its catalogue before anything is saved. */
export function checkRegions(provider: ProviderCode, regions: readonly string[]) {
  const known = new Set(regionsOf(provider).map((r) => r.id));
  const unknown = regions.find((r) => !known.has(r));
  if (unknown) throw badInput('cloud.regionUnknown', { region: unknown, provider });
}

const uuidFrom = (s: string) => {
  const h = createHash('sha256').update(s).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

function adapterForInput(deps: Deps, c: CredentialsInput) {
  return adapterFor(
    {
      // Not stored yet: the simulated estate is seeded by the key instead of the account.
      id: uuidFrom(`${c.provider}|${c.accessKeyId}`),
      provider: c.provider,
      simulated: c.simulated,
      simConfig: {},
      credentials: {
        accessKeyId: c.accessKeyId,
        secret: c.secret,
        projectId: c.projectId || undefined,
        domainId: c.domainId || undefined,
      },
    },
    deps.db,
    deps.now,
    'interactive',
  );
}

/** Runs the check on fresh credentials; an adapter that cannot be built is a failed check. */
export async function checkInput(
  deps: Deps,
  c: CredentialsInput,
  regions: readonly string[],
): Promise<CheckAccountResult> {
  try {
    return await checkCredentials(adapterForInput(deps, c), regions);
  } catch (err) {
    return failedCheck(err);
  }
}

export async function checkStored(deps: Deps, a: AccountRow): Promise<CheckAccountResult> {
  let result: CheckAccountResult;
  try {
    result = await checkCredentials(adapterForAccount(deps, a, 'interactive'), a.regions);
  } catch (err) {
    result = failedCheck(err);
  }
  await deps.db
    .update(cloudAccounts)
    .set({
      health: result.health,
      healthMessage: result.message,
      healthProviderCode: result.providerCode,
      healthRequestId: result.requestId,
      providerAccountId: result.providerAccountId ?? a.providerAccountId,
      lastCheck: result.types,
    })
    .where(eq(cloudAccounts.id, a.id));
  return result;
}

function failedCheck(err: unknown): CheckAccountResult {
  const ce = err instanceof CloudError ? err : null;
  return {
    ok: false,
    health: ce?.kind === 'auth' ? 'invalid_credentials' : 'error',
    message: err instanceof Error ? err.message : String(err),
    providerCode: ce?.providerCode ?? null,
    requestId: ce?.requestId ?? null,
    providerAccountId: null,
    types: [],
  };
}

/**
 * Adds an account: the credentials are checked first and refused when the provider rejects
 * them (nothing is saved); otherwise the account is stored with what the check found and a
 * first sync is queued.
 */
export async function createAccount(
  deps: Deps,
  tenantId: string,
  userId: string,
  input: CreateInput,
): Promise<string> {
  checkRegions(input.provider, input.regions);
  const check = await checkInput(deps, input, input.regions);
  if (check.health === 'invalid_credentials') {
    throw badInput('cloud.invalidCredentials', {
      message: check.message ?? '',
      requestId: check.requestId ?? '-',
    });
  }
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(cloudAccounts)
        .values({
          tenantId,
          name: input.name,
          provider: input.provider,
          credentials: sealCredentials(deps.keyring, input),
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
        })
        .returning({ id: cloudAccounts.id });
      await enqueueSync(tx, { tenantId, accountId: row!.id, trigger: 'added', now });
      return row!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('cloud.nameTaken', { name: input.name });
    throw err;
  }
}

export async function updateAccount(deps: Deps, tenantId: string, input: UpdateInput) {
  const a = await accountById(deps.db, tenantId, input.id);
  if (!a) throw notFound('cloud.accountNotFound');
  if (input.regions) checkRegions(a.provider as ProviderCode, input.regions);
  if ((input.accessKeyId === undefined) !== (input.secret === undefined)) {
    throw badInput('cloud.keyPairNeeded');
  }
  const credentialsChanged = input.accessKeyId !== undefined;
  if (credentialsChanged) {
    const check = await checkInput(
      deps,
      {
        provider: a.provider as ProviderCode,
        accessKeyId: input.accessKeyId!,
        secret: input.secret!,
        projectId: input.projectId ?? a.projectId ?? undefined,
        domainId: input.domainId ?? a.domainId ?? undefined,
        simulated: a.simulated,
      },
      input.regions ?? a.regions,
    );
    if (check.health === 'invalid_credentials') {
      throw badInput('cloud.invalidCredentials', {
        message: check.message ?? '',
        requestId: check.requestId ?? '-',
      });
    }
  }
  const now = deps.now();
  try {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(cloudAccounts)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(credentialsChanged
            ? {
                credentials: sealCredentials(deps.keyring, {
                  accessKeyId: input.accessKeyId!,
                  secret: input.secret!,
                }),
                accessKeyMasked: maskAccessKey(input.accessKeyId!),
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
        })
        .where(and(eq(cloudAccounts.tenantId, tenantId), eq(cloudAccounts.id, a.id)));
      // New keys or regions: the inventory is brought up to date at once.
      if (credentialsChanged || input.regions) {
        await enqueueSync(tx, { tenantId, accountId: a.id, trigger: 'manual', now });
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('cloud.nameTaken', { name: input.name ?? a.name });
    throw err;
  }
  return a.id;
}

export async function setStatus(deps: Deps, tenantId: string, ids: string[], status: 0 | 1) {
  const now = deps.now();
  const rows = await deps.db
    .update(cloudAccounts)
    .set({
      status,
      updatedAt: now,
      // Enabled again: due for a sync now; disabled: no schedule.
      nextSyncAt: status === 1 ? now : null,
    })
    .where(and(eq(cloudAccounts.tenantId, tenantId), inArray(cloudAccounts.id, ids)))
    .returning({ id: cloudAccounts.id, interval: cloudAccounts.syncIntervalMin });
  return rows.length;
}

export async function deleteAccounts(deps: Deps, tenantId: string, ids: string[]) {
  const rows = await deps.db
    .delete(cloudAccounts)
    .where(and(eq(cloudAccounts.tenantId, tenantId), inArray(cloudAccounts.id, ids)))
    .returning({ id: cloudAccounts.id });
  return rows.length;
}
