import { desc, sql } from 'drizzle-orm';
import { insertId } from '../../db/sql.ts';
import type { DbOrTx } from '../../db/client.ts';
import { appropriations } from '../../db/schema/index.ts';
import { rows } from './ledger.ts';
import type { PageIn } from './list-query.ts';
import { tenantName, userName, listWhere, pageOf } from './list-query.ts';

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
  const where = listWhere(f, {
    tenant: [appropriations.tenantId, tenantId],
    created: appropriations.createdAt,
    equal: [
      [appropriations.direction, f.direction],
      [appropriations.subTenantId, f.subTenantId],
    ],
  });
  const select = {
    a: appropriations,
    sub: tenantName(appropriations.subTenantId),
    operator: userName(appropriations.userId),
  };
  const orderBy = [desc(appropriations.createdAt), desc(appropriations.id)];
  return pageOf(
    db,
    { select, from: appropriations, where, orderBy },
    f,
    ({ a, sub, operator }) => ({
      id: a.id,
      direction: a.direction as 'appropriate' | 'recover',
      subTenantId: a.subTenantId,
      subTenantName: sub,
      amount: a.amount,
      remark: a.remark,
      operator,
      createdAt: a.createdAt.toISOString(),
    }),
  );
}

export async function insertAppropriation(
  tx: DbOrTx,
  values: typeof appropriations.$inferInsert,
): Promise<string> {
  return insertId(tx, appropriations, values);
}
