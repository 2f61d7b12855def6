import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cloudAccounts, resources } from '../../db/schema/index.ts';

/** Live resources of the tenant by provider and type. */
export function resourcesByProviderType(db: DbOrTx, tenantId: string) {
  return db
    .select({ provider: resources.provider, type: resources.type, count: count() })
    .from(resources)
    .where(and(eq(resources.tenantId, tenantId), isNull(resources.deletedAt)))
    .groupBy(resources.provider, resources.type);
}

export function tenantAccounts(db: DbOrTx, tenantId: string) {
  return db.select().from(cloudAccounts).where(eq(cloudAccounts.tenantId, tenantId));
}

/** Running and stopped live hosts of the tenant. */
export async function hostStates(db: DbOrTx, tenantId: string) {
  const [row] = await db
    .select({
      running: sql<number>`count(*) filter (where ${resources.status} = 'running')`.mapWith(Number),
      stopped: sql<number>`count(*) filter (where ${resources.status} = 'stopped')`.mapWith(Number),
    })
    .from(resources)
    .where(
      and(
        eq(resources.tenantId, tenantId),
        eq(resources.type, 'host'),
        isNull(resources.deletedAt),
      ),
    );
  return { running: row?.running ?? 0, stopped: row?.stopped ?? 0 };
}
