import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { RuleFields } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { alarmRules, alarmStates, cloudAccounts } from '../../db/schema/index.ts';
import { deleteOwned, findOwned, insertId, ofTenant, qualified } from '../../db/sql.ts';

export type RuleRow = typeof alarmRules.$inferSelect;

export const findRule = (db: DbOrTx, tenantId: string, id: string) =>
  findOwned(db, alarmRules, tenantId, id);

/** Resources alarming now under the rule. */
export async function firingCount(db: DbOrTx, ruleId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(alarmStates)
    .where(and(eq(alarmStates.ruleId, ruleId), eq(alarmStates.status, 'firing')));
  return row?.n ?? 0;
}

export const insertRule = (db: DbOrTx, tenantId: string, f: RuleFields, now: Date) =>
  insertId(db, alarmRules, { ...f, tenantId, createdAt: now, updatedAt: now });

/** Replaces a rule's fields and forgets where it stood: the changed rule is evaluated afresh. */
export async function updateRule(
  db: DbOrTx,
  tenantId: string,
  id: string,
  f: RuleFields,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(alarmRules)
    .set({ ...f, updatedAt: now })
    .where(and(eq(alarmRules.tenantId, tenantId), eq(alarmRules.id, id)))
    .returning({ id: alarmRules.id });
  if (rows.length) await db.delete(alarmStates).where(eq(alarmStates.ruleId, id));
  return rows.length > 0;
}

export async function setEnabled(
  db: DbOrTx,
  tenantId: string,
  ids: string[],
  enabled: boolean,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(alarmRules)
    .set({ enabled, updatedAt: now })
    .where(and(eq(alarmRules.tenantId, tenantId), inArray(alarmRules.id, ids)))
    .returning({ id: alarmRules.id });
  return rows.length;
}

export const deleteRules = (db: DbOrTx, tenantId: string, ids: string[]) =>
  deleteOwned(db, alarmRules, tenantId, ids);

export async function listRules(
  db: DbOrTx,
  tenantId: string,
  f: { keyword?: string; metric?: string; enabled?: boolean; page: number; pageSize: number },
) {
  const where = ofTenant(
    alarmRules,
    tenantId,
    f.keyword ? ilike(alarmRules.name, `%${f.keyword.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
    f.metric ? eq(alarmRules.metric, f.metric) : undefined,
    f.enabled === undefined ? undefined : eq(alarmRules.enabled, f.enabled),
  );
  const [total] = await db.select({ n: count() }).from(alarmRules).where(where);
  const list = await db
    .select({
      rule: alarmRules,
      firing: sql<number>`(select count(*)::int from ${alarmStates} s
        where s.rule_id = ${qualified(alarmRules, alarmRules.id)} and s.status = 'firing')`,
    })
    .from(alarmRules)
    .where(where)
    .orderBy(desc(alarmRules.createdAt), desc(alarmRules.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  return { total: total?.n ?? 0, list };
}

export async function ownsAccount(db: DbOrTx, tenantId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cloudAccounts.id })
    .from(cloudAccounts)
    .where(and(eq(cloudAccounts.tenantId, tenantId), eq(cloudAccounts.id, id)));
  return !!row;
}
