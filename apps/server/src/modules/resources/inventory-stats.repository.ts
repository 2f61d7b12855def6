import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type {
  CloudResourceType,
  HostActionName,
  ProviderCode,
  ResourceStatus,
} from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { ownedIds } from '../../db/sql.ts';
import { cloudAccounts, resources } from '../../db/schema/index.ts';

export interface ScopeFilter {
  provider?: ProviderCode;
  accountId?: string;
  type?: CloudResourceType;
}

const live = (tenantId: string, f: ScopeFilter) =>
  and(
    eq(resources.tenantId, tenantId),
    isNull(resources.deletedAt),
    f.provider ? eq(resources.provider, f.provider) : undefined,
    f.accountId ? eq(resources.accountId, f.accountId) : undefined,
    f.type ? eq(resources.type, f.type) : undefined,
  );

/** Live resources per type, and how many of them run. */
export function countsByType(db: DbOrTx, tenantId: string, f: ScopeFilter) {
  return db
    .select({
      type: resources.type,
      count: count(),
      running: sql<number>`count(*) filter (where ${resources.status} = 'running')`.mapWith(Number),
    })
    .from(resources)
    .where(live(tenantId, f))
    .groupBy(resources.type);
}

/** Regions that hold live resources, per provider. */
export function regionsInUse(db: DbOrTx, tenantId: string, f: ScopeFilter) {
  return db
    .select({ provider: resources.provider, region: resources.region, count: count() })
    .from(resources)
    .where(live(tenantId, f))
    .groupBy(resources.provider, resources.region)
    .orderBy(resources.provider, resources.region);
}

/** The tenant's resources of these ids, each with the account it belongs to. */
export function resourcesWithAccounts(db: DbOrTx, tenantId: string, ids: string[]) {
  return db
    .select({ r: resources, account: cloudAccounts })
    .from(resources)
    .innerJoin(cloudAccounts, eq(cloudAccounts.id, resources.accountId))
    .where(ownedIds(resources, tenantId, ids));
}

/** Shows a transition at once (stopping ...) until the refresh reports what the cloud says. */
export async function markPending(
  db: DbOrTx,
  tenantId: string,
  ids: string[],
  status: ResourceStatus,
  action: HostActionName,
  now: Date,
) {
  await db
    .update(resources)
    .set({ status, pendingAction: action, pendingSince: now })
    .where(ownedIds(resources, tenantId, ids));
}
