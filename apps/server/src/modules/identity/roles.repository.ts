import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { roles, userRoles, users } from '../../db/schema/index.ts';
import { qualified } from '../../db/sql.ts';
import { BUILT_IN_ROLES } from './built-in-roles.ts';

export interface RoleRecord {
  id: string;
  code: string;
  name: string;
  description: string;
  permissions: string[];
  userCount: number;
}

/** Roles a tenant may use: the built-in ones and its own. */
const visibleTo = (tenantId: string) => or(isNull(roles.tenantId), eq(roles.tenantId, tenantId));

/** Built-in roles in the order the product lists them, then the tenant's own by age. */
const builtInRank = new Map<string, number>(BUILT_IN_ROLES.map((r, i) => [r.code, i]));
const rank = (r: { code: string; tenantId: string | null }) =>
  r.tenantId === null
    ? (builtInRank.get(r.code) ?? BUILT_IN_ROLES.length)
    : BUILT_IN_ROLES.length + 1;

export async function listRoles(db: DbOrTx, tenantId: string): Promise<RoleRecord[]> {
  const rows = await db
    .select({
      tenantId: roles.tenantId,
      id: roles.id,
      code: roles.code,
      name: roles.name,
      description: roles.description,
      permissions: roles.permissions,
      userCount: sql<number>`(
        select count(*)::int from ${userRoles} ur join ${users} u on u.id = ur.user_id
        where ur.role_id = ${qualified(roles, roles.id)} and u.tenant_id = ${tenantId} and u.deleted_at is null
      )`,
    })
    .from(roles)
    .where(visibleTo(tenantId))
    .orderBy(roles.createdAt, roles.code);
  // A stable sort keeps the tenant's own roles in creation order after the built-in ones.
  return rows.sort((a, b) => rank(a) - rank(b)).map(({ tenantId: _tenant, ...role }) => role);
}

export async function rolesByIds(
  db: DbOrTx,
  tenantId: string,
  ids: string[],
): Promise<RoleRecord[]> {
  if (!ids.length) return [];
  const found = await listRoles(db, tenantId);
  return found.filter((r) => ids.includes(r.id));
}

export async function rolesOfUser(db: DbOrTx, userId: string) {
  return db
    .select({ id: roles.id, code: roles.code, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(roles.name);
}

export async function replaceUserRoles(
  db: DbOrTx,
  userId: string,
  roleIds: string[],
): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length)
    await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

export async function roleIdByCode(db: DbOrTx, code: string): Promise<string> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.code, code), isNull(roles.tenantId)));
  if (!row) throw new Error(`built-in role ${code} is missing`);
  return row.id;
}
