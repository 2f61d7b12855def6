import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  or,
  sql,
} from 'drizzle-orm';
import type { AccountHealth, CloudAccount, ProviderCode } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { deleteOwned, ownedFinder, ofTenant, ownedIds, insertId } from '../../db/sql.ts';
import { cloudAccounts, resources, syncJobs } from '../../db/schema/index.ts';
import { pageOf } from '../../db/page.ts';

export type AccountRow = typeof cloudAccounts.$inferSelect;
export type NewAccount = typeof cloudAccounts.$inferInsert;
export type AccountChanges = Partial<Omit<NewAccount, 'id' | 'tenantId'>>;

export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const accountById = ownedFinder(cloudAccounts);

export async function accountsByIds(db: DbOrTx, tenantId: string, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select()
    .from(cloudAccounts)
    .where(ownedIds(cloudAccounts, tenantId, ids));
}

/** Provider, status and health of every account of the tenant (the provider catalogue's view). */
export function accountStates(db: DbOrTx, tenantId: string) {
  return db
    .select({
      provider: cloudAccounts.provider,
      status: cloudAccounts.status,
      health: cloudAccounts.health,
    })
    .from(cloudAccounts)
    .where(eq(cloudAccounts.tenantId, tenantId));
}

export function accountOptions(db: DbOrTx, tenantId: string) {
  return db
    .select()
    .from(cloudAccounts)
    .where(eq(cloudAccounts.tenantId, tenantId))
    .orderBy(asc(cloudAccounts.provider), asc(cloudAccounts.name));
}

export async function insertAccount(db: DbOrTx, values: NewAccount): Promise<string> {
  return insertId(db, cloudAccounts, values);
}

/** Changes the given accounts of the tenant; the number changed tells the caller which existed. */
export async function updateAccounts(
  db: DbOrTx,
  tenantId: string,
  ids: string[],
  changes: AccountChanges,
): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .update(cloudAccounts)
    .set(changes)
    .where(ownedIds(cloudAccounts, tenantId, ids))
    .returning({ id: cloudAccounts.id });
  return rows.length;
}

export const deleteAccounts = (db: DbOrTx, tenantId: string, ids: string[]) =>
  deleteOwned(db, cloudAccounts, tenantId, ids);

export interface AccountFilter {
  provider?: ProviderCode;
  health?: AccountHealth;
  status?: 0 | 1;
  keyword?: string;
}

const SORTS = {
  name: cloudAccounts.name,
  provider: cloudAccounts.provider,
  createdAt: cloudAccounts.createdAt,
  lastSyncAt: cloudAccounts.lastSyncAt,
  health: cloudAccounts.health,
} as const;

/** Accounts with a running job count as syncing; the stored health is what the last run found. */
const runningJob = sql`exists (select 1 from sync_jobs j where j.account_id = ${cloudAccounts.id} and j.state = 'running')`;

export function listAccounts(
  db: DbOrTx,
  tenantId: string,
  f: AccountFilter,
  page: { page: number; pageSize: number; sortField?: keyof typeof SORTS; sortOrder?: string },
) {
  const where = and(
    eq(cloudAccounts.tenantId, tenantId),
    f.provider ? eq(cloudAccounts.provider, f.provider) : undefined,
    f.status !== undefined ? eq(cloudAccounts.status, f.status) : undefined,
    f.health === 'syncing'
      ? runningJob
      : f.health
        ? and(eq(cloudAccounts.health, f.health), sql`not ${runningJob}`)
        : undefined,
    f.keyword
      ? or(
          ilike(cloudAccounts.name, likePattern(f.keyword)),
          ilike(cloudAccounts.remark, likePattern(f.keyword)),
        )
      : undefined,
  );
  const col = SORTS[page.sortField ?? 'createdAt'];
  const dir = (page.sortOrder ?? (page.sortField ? 'ascend' : 'descend')) === 'ascend' ? asc : desc;
  return pageOf(
    db,
    {
      select: getTableColumns(cloudAccounts),
      from: cloudAccounts,
      where,
      orderBy: [sql`${dir(col)} nulls last`, asc(cloudAccounts.id)],
    },
    page,
    (r) => r,
  );
}

/** Live resources per account and type, and which accounts have a running job. */
export async function accountExtras(db: DbOrTx, tenantId: string, ids: string[]) {
  const counts = new Map<string, Record<string, number>>();
  const syncing = new Set<string>();
  if (!ids.length) return { counts, syncing };
  const [rows, jobs] = await Promise.all([
    db
      .select({ accountId: resources.accountId, type: resources.type, n: count() })
      .from(resources)
      .where(
        ofTenant(
          resources,
          tenantId,
          inArray(resources.accountId, ids),
          isNull(resources.deletedAt),
        ),
      )
      .groupBy(resources.accountId, resources.type),
    db
      .select({ accountId: syncJobs.accountId })
      .from(syncJobs)
      .where(
        ofTenant(
          syncJobs,
          tenantId,
          inArray(syncJobs.accountId, ids),
          eq(syncJobs.state, 'running'),
        ),
      ),
  ]);
  for (const r of rows) {
    const c = counts.get(r.accountId) ?? {};
    c[r.type] = r.n;
    counts.set(r.accountId, c);
  }
  for (const j of jobs) syncing.add(j.accountId);
  return { counts, syncing };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const NOT_POLLED: CloudAccount['metrics'] = { late: true, reason: null, lagSeconds: null };

export function toAccount(
  a: AccountRow,
  extras: {
    counts: Map<string, Record<string, number>>;
    syncing: Set<string>;
    metrics?: Map<string, CloudAccount['metrics']>;
  },
): CloudAccount {
  const counts = extras.counts.get(a.id) ?? {};
  return {
    id: a.id,
    name: a.name,
    provider: a.provider as ProviderCode,
    accessKeyMasked: a.accessKeyMasked,
    projectId: a.projectId,
    domainId: a.domainId,
    regions: a.regions,
    syncIntervalMin: a.syncIntervalMin,
    simulated: a.simulated,
    status: a.status as 0 | 1,
    health: extras.syncing.has(a.id) ? 'syncing' : (a.health as AccountHealth),
    healthMessage: a.healthMessage,
    healthProviderCode: a.healthProviderCode,
    healthRequestId: a.healthRequestId,
    providerAccountId: a.providerAccountId,
    lastSyncAt: iso(a.lastSyncAt),
    lastSyncStatus: a.lastSyncStatus as CloudAccount['lastSyncStatus'],
    nextSyncAt: iso(a.nextSyncAt),
    resourceCount: Object.values(counts).reduce((s, n) => s + n, 0),
    metrics: extras.metrics?.get(a.id) ?? NOT_POLLED,
    counts,
    remark: a.remark,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}
