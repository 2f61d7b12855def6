import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { tenants } from '../../db/schema/index.ts';
import { rows } from './ledger.ts';

/** Tenants as billing sees them: the platform's own, sub-accounts, partners and customers. */

export async function isPlatformTenant(db: DbOrTx, tenantId: string): Promise<boolean> {
  const r = await rows<{ n: number }>(
    db,
    sql`select 1 as n from platform_tenants where tenant_id = ${tenantId}`,
  );
  return r.length > 0;
}

/** Which of the given tenants are the platform's own (one round trip for several). */
export async function platformTenantsAmong(db: DbOrTx, tenantIds: string[]): Promise<Set<string>> {
  const list = await rows<{ tenant_id: string }>(
    db,
    sql`select tenant_id from platform_tenants where tenant_id in (${sql.join(
      tenantIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Set(list.map((r) => r.tenant_id));
}

export async function platformTenantIds(db: DbOrTx): Promise<string[]> {
  const list = await rows<{ tenant_id: string }>(db, sql`select tenant_id from platform_tenants`);
  return list.map((r) => r.tenant_id);
}

/** The sub-account `childId` of `parentId`, or null when it is not one of its children. */
export async function childTenant(db: DbOrTx, parentId: string, childId: string) {
  const [child] = await rows<{ id: string }>(
    db,
    sql`select id from tenants where id = ${childId} and parent_id = ${parentId}`,
  );
  return child ?? null;
}

export async function tenantExists(db: DbOrTx, tenantId: string): Promise<boolean> {
  const [t] = await rows<{ id: string }>(db, sql`select id from tenants where id = ${tenantId}`);
  return !!t;
}

export async function tenantKind(db: DbOrTx, tenantId: string) {
  const [t] = await rows<{ kind: string }>(
    db,
    sql`select kind from tenants where id = ${tenantId}`,
  );
  return t?.kind ?? null;
}

/** The tenant's primary account (who hears about its bank accounts' review), if any. */
export async function primaryUserId(db: DbOrTx, tenantId: string): Promise<string | null> {
  const [owner] = await rows<{ id: string }>(
    db,
    sql`select id from users where tenant_id = ${tenantId} and account_type = 0 and deleted_at is null limit 1`,
  );
  return owner?.id ?? null;
}

/** Every tenant that is not the platform's own: who vouchers and consumption may go to. */
export async function customerTenants(db: DbOrTx) {
  return db
    .select({ id: tenants.id, name: tenants.name, kind: tenants.kind })
    .from(tenants)
    .where(sql`not exists (select 1 from platform_tenants p where p.tenant_id = ${tenants.id})`)
    .orderBy(tenants.name);
}

export async function insertPlatformTenant(db: DbOrTx, tenantId: string): Promise<void> {
  await db.execute(sql`insert into platform_tenants (tenant_id) values (${tenantId})`);
}
