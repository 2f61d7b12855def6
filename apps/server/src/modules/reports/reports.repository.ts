import { and, desc, eq, getTableColumns, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  reportDefinitions,
  reportDownloads,
  reportFileChunks,
  reportFiles,
  users,
} from '../../db/schema/index.ts';
import { deleteOwned, ownedCheck, ownedFinder, ownedId, qualified } from '../../db/sql.ts';
import { pageOf, type Join } from '../../db/page.ts';
import { listWhere, type PageIn } from '../billing/list-query.ts';

export type ReportRow = typeof reportDefinitions.$inferSelect;
export type ReportFields = Omit<
  typeof reportDefinitions.$inferInsert,
  'id' | 'tenantId' | 'ownerId' | 'createdAt' | 'updatedAt' | 'lastRunAt'
>;

export function listReports(
  db: DbOrTx,
  tenantId: string,
  f: { keyword?: string; subject?: string },
  page: PageIn,
) {
  const where = listWhere(f, {
    tenant: [reportDefinitions.tenantId, tenantId],
    equal: [[reportDefinitions.subject, f.subject]],
    keyword: [reportDefinitions.name],
  });
  const orderBy = [desc(reportDefinitions.createdAt), desc(reportDefinitions.id)];
  return pageOf(
    db,
    { select: getTableColumns(reportDefinitions), from: reportDefinitions, where, orderBy },
    page,
    (r) => r,
  );
}

export const findReport = ownedFinder(reportDefinitions);

export async function insertReport(
  db: DbOrTx,
  tenantId: string,
  ownerId: string,
  fields: ReportFields,
  now: Date,
): Promise<string> {
  const [row] = await db
    .insert(reportDefinitions)
    .values({ ...fields, tenantId, ownerId, createdAt: now, updatedAt: now })
    .returning({ id: reportDefinitions.id });
  return row!.id;
}

export async function updateReport(
  db: DbOrTx,
  tenantId: string,
  id: string,
  fields: Partial<ReportFields & Pick<ReportRow, 'lastRunAt'>>,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(reportDefinitions)
    .set({ ...fields, updatedAt: now })
    .where(ownedId(reportDefinitions, tenantId, id))
    .returning({ id: reportDefinitions.id });
  return rows.length > 0;
}

export const deleteReports = (db: DbOrTx, tenantId: string, ids: string[]) =>
  deleteOwned(db, reportDefinitions, tenantId, ids);

/** The tenant's users among `ids` (recipients must be people of the report's tenant). */
export async function tenantUserIds(
  db: DbOrTx,
  tenantId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The tenant's enabled people a report may go to (the form's choice), by name. */
export const tenantPeople = (db: DbOrTx, tenantId: string) =>
  db
    .select({ id: users.id, name: users.name, username: users.username, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.status, 1)))
    .orderBy(users.name)
    .limit(500);

/** The e-mail addresses of the given people of a tenant (those who have one). */
export async function addressesOf(db: DbOrTx, tenantId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)));
  return rows.map((r) => r.email).filter((e) => e !== '');
}

/** Due definitions, each locked for this scheduler alone (another replica skips them). */
export function lockDue(db: DbOrTx, now: Date, limit: number) {
  return db
    .select()
    .from(reportDefinitions)
    .where(and(isNotNull(reportDefinitions.nextRunAt), lte(reportDefinitions.nextRunAt, now)))
    .orderBy(reportDefinitions.nextRunAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Stores a file; a second file for the same scheduled time is dropped (false). */
export async function insertFile(
  db: DbOrTx,
  row: typeof reportFiles.$inferInsert,
): Promise<string | null> {
  const [r] = await db
    .insert(reportFiles)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: reportFiles.id });
  return r?.id ?? null;
}

const downloadCount = sql<number>`(select count(*)::int from ${reportDownloads} where ${reportDownloads.fileId} = ${qualified(
  reportFiles,
  reportFiles.id,
)})`;

export function listFiles(db: DbOrTx, tenantId: string, f: { reportId?: string }, page: PageIn) {
  const where = listWhere(
    {},
    {
      tenant: [reportFiles.tenantId, tenantId],
      equal: [[reportFiles.reportId, f.reportId]],
    },
  );
  const select = {
    id: reportFiles.id,
    reportId: reportFiles.reportId,
    reportName: reportDefinitions.name,
    filename: reportFiles.filename,
    format: reportFiles.format,
    rows: reportFiles.rows,
    truncated: reportFiles.truncated,
    sizeBytes: reportFiles.sizeBytes,
    createdAt: reportFiles.createdAt,
    expiresAt: reportFiles.expiresAt,
    downloads: downloadCount,
  };
  const orderBy = [desc(reportFiles.createdAt), desc(reportFiles.id)];
  const join: Join[] = [[reportDefinitions, eq(reportDefinitions.id, reportFiles.reportId)]];
  return pageOf(db, { select, from: reportFiles, join, where, orderBy }, page, (r) => r);
}

export const findFile = ownedFinder(reportFiles);

export const ownsFile = ownedCheck(reportFiles);

export async function recordDownload(
  db: DbOrTx,
  tenantId: string,
  fileId: string,
  userId: string,
  now: Date,
): Promise<void> {
  await db.insert(reportDownloads).values({ tenantId, fileId, userId, downloadedAt: now });
}

export function downloadsOf(db: DbOrTx, tenantId: string, fileId: string) {
  return db
    .select({ userName: users.name, downloadedAt: reportDownloads.downloadedAt })
    .from(reportDownloads)
    .innerJoin(users, eq(users.id, reportDownloads.userId))
    .where(and(eq(reportDownloads.tenantId, tenantId), eq(reportDownloads.fileId, fileId)))
    .orderBy(desc(reportDownloads.downloadedAt));
}

/** Deletes files past their time with their pieces; their download history goes with them. */
export async function deleteExpiredFiles(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .delete(reportFiles)
    .where(lte(reportFiles.expiresAt, now))
    .returning({ id: reportFiles.id });
  if (rows.length > 0)
    await db.delete(reportFileChunks).where(
      inArray(
        reportFileChunks.fileId,
        rows.map((r) => r.id),
      ),
    );
  return rows.length;
}
