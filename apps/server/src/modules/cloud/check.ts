import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  CLOUD_RESOURCE_TYPES,
  type CheckAccountResult,
  type TypeCheck,
  type credentialsInput,
} from '@ecloud/contract';
import type { Deps } from '../../lib/deps.ts';
import { CloudError, type CloudAdapter } from '../../cloud/adapter.ts';
import { adapterFor } from '../../cloud/registry.ts';
import { adapterForAccount } from '../../cloud/account-adapter.ts';
import { healthAfter } from '../../cloud/health.ts';
import type { AccountRow } from './accounts.repository.ts';

type CredentialsInput = z.output<typeof credentialsInput>;

const detail = (err: unknown) =>
  err instanceof CloudError
    ? {
        kind: err.kind,
        message: err.message,
        providerCode: err.providerCode ?? null,
        requestId: err.requestId ?? null,
      }
    : {
        kind: 'provider' as const,
        message: err instanceof Error ? err.message : String(err),
        providerCode: null,
        requestId: null,
      };

/**
 * Verifies the credentials, then tries one page of every resource type in one region: a
 * passing connection test can still fail to sync, so each type says whether it may be read.
 */
export async function checkCredentials(
  adapter: CloudAdapter,
  regions: readonly string[],
): Promise<CheckAccountResult> {
  let providerAccountId: string | null;
  try {
    providerAccountId = (await adapter.verifyCredentials()).accountId ?? null;
  } catch (err) {
    const d = detail(err);
    return {
      ok: false,
      health: healthAfter(d.kind),
      message: d.message,
      providerCode: d.providerCode,
      requestId: d.requestId,
      providerAccountId: null,
      types: [],
    };
  }
  let region = regions[0];
  if (!region) {
    try {
      region = (await adapter.listRegions())[0]?.id;
    } catch (err) {
      const d = detail(err);
      return {
        ok: false,
        health: 'error',
        message: d.message,
        providerCode: d.providerCode,
        requestId: d.requestId,
        providerAccountId,
        types: [],
      };
    }
  }
  const types: TypeCheck[] = await Promise.all(
    CLOUD_RESOURCE_TYPES.map(async (type): Promise<TypeCheck> => {
      if (!region)
        return { type, readable: false, message: 'no region', providerCode: null, requestId: null };
      try {
        await adapter.list(type, region);
        return { type, readable: true, message: null, providerCode: null, requestId: null };
      } catch (err) {
        const d = detail(err);
        return {
          type,
          readable: false,
          message: d.message,
          providerCode: d.providerCode,
          requestId: d.requestId,
        };
      }
    }),
  );
  const failed = types.filter((t) => !t.readable);
  return {
    ok: failed.length === 0,
    health: failed.length === 0 ? 'ok' : 'permission_missing',
    message: failed[0]?.message ?? null,
    providerCode: failed[0]?.providerCode ?? null,
    requestId: failed[0]?.requestId ?? null,
    providerAccountId,
    types,
  };
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

/** Runs the check with a stored account's keys (the caller saves what it found). */
export async function checkAccountRow(deps: Deps, a: AccountRow): Promise<CheckAccountResult> {
  try {
    return await checkCredentials(adapterForAccount(deps, a, 'interactive'), a.regions);
  } catch (err) {
    return failedCheck(err);
  }
}
