import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appropriations } from '../../db/schema/index.ts';
import { rows } from './ledger.ts';
import type { PageIn } from './list-query.ts';
import { paged, range, tenantName, userName } from './list-query.ts';

export async function subAccounts(db: DbOrTx, tenantId: string) {
  const list = await rows<{
    id: string;
    name: string;
    allocated: string | null;
    appropriated: string;
    recovered: string;
  }>(
    db,
    sql`select t.id, t.name,
          (select balance from ledger_accounts a where a.tenant_id = t.id and a.kind = 'allocated') as allocated,
          coalesce((select sum(amount) from appropriations p where p.tenant_id = ${tenantId}
            and p.sub_tenant_id = t.id and p.direction = 'appropriate'), 0)::bigint as appropriated,
          coalesce((select sum(amount) from appropriations p where p.tenant_id = ${tenantId}
            and p.sub_tenant_id = t.id and p.direction = 'recover'), 0)::bigint as recovered
        from tenants t where t.parent_id = ${tenantId} order by t.name`,
  );
  return list.map((r) => ({
    tenantId: r.id,
    name: r.name,
    allocated: Number(r.allocated ?? 0),
    appropriatedTotal: Number(r.appropriated),
    recoveredTotal: Number(r.recovered),
  }));
}

export async function appropriationList(
  db: DbOrTx,
  tenantId: string,
  f: PageIn & {
    from?: string;
    to?: string;
    direction?: 'appropriate' | 'recover';
    subTenantId?: string;
  },
) {
  const where = and(
    eq(appropriations.tenantId, tenantId),
    range(appropriations.createdAt, f),
    f.direction ? eq(appropriations.direction, f.direction) : undefined,
    f.subTenantId ? eq(appropriations.subTenantId, f.subTenantId) : undefined,
  );
  return paged(
    db
      .select({
        a: appropriations,
        sub: tenantName(appropriations.subTenantId),
        operator: userName(appropriations.userId),
      })
      .from(appropriations)
      .where(where)
      .orderBy(desc(appropriations.createdAt), desc(appropriations.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize)
      .then((list) =>
        list.map(({ a, sub, operator }) => ({
          id: a.id,
          direction: a.direction as 'appropriate' | 'recover',
          subTenantId: a.subTenantId,
          subTenantName: sub,
          amount: a.amount,
          remark: a.remark,
          operator,
          createdAt: a.createdAt.toISOString(),
        })),
      ),
    db.select({ n: count() }).from(appropriations).where(where),
    f,
  );
}

export async function insertAppropriation(
  tx: DbOrTx,
  values: typeof appropriations.$inferInsert,
): Promise<string> {
  const [row] = await tx.insert(appropriations).values(values).returning({ id: appropriations.id });
  return row!.id;
}
