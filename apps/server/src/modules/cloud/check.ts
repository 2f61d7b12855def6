import { CLOUD_RESOURCE_TYPES, type CheckAccountResult, type TypeCheck } from '@ecloud/contract';
import { CloudError, type CloudAdapter } from '../../cloud/adapter.ts';

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
      health:
        d.kind === 'auth'
          ? 'invalid_credentials'
          : d.kind === 'permission'
            ? 'permission_missing'
            : 'error',
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
