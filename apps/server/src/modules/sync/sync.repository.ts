import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Language, ProviderCode, SyncJob, SyncJobState } from '@ecloud/contract';
import { translate, type MessageKey } from '../../lib/i18n.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cloudAccounts, syncJobs } from '../../db/schema/index.ts';

const jobColumns = {
  job: syncJobs,
  accountName: cloudAccounts.name,
  provider: cloudAccounts.provider,
};

type JobJoined = { job: typeof syncJobs.$inferSelect; accountName: string; provider: string };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Errors of our own are stored as message keys (sync.*); providers' words as they said them. */
const errorText = (error: string | null, lang: Language) =>
  error?.startsWith('sync.') ? translate(lang, error as MessageKey) : error;

export const toSyncJob = ({ job, accountName, provider }: JobJoined, lang: Language): SyncJob => ({
  id: job.id,
  accountId: job.accountId,
  accountName,
  provider: provider as ProviderCode,
  state: job.state as SyncJobState,
  trigger: job.trigger as SyncJob['trigger'],
  done: job.done,
  total: job.total,
  current: job.current,
  upserted: job.upserted,
  deleted: job.deleted,
  errors: job.errors,
  error: errorText(job.error, lang),
  queuedAt: job.queuedAt.toISOString(),
  startedAt: iso(job.startedAt),
  finishedAt: iso(job.finishedAt),
});

/**
 * The job to show for each account: the running one, else the waiting one, else the latest
 * finished full sync (host-action refreshes are not what "last sync" means).
 */
export async function latestJobs(
  db: DbOrTx,
  lang: Language,
  tenantId: string,
  accountIds?: string[],
) {
  const rows = await db
    .selectDistinctOn([syncJobs.accountId], jobColumns)
    .from(syncJobs)
    .innerJoin(cloudAccounts, eq(cloudAccounts.id, syncJobs.accountId))
    .where(
      and(
        eq(syncJobs.tenantId, tenantId),
        accountIds ? inArray(syncJobs.accountId, accountIds) : undefined,
        sql`(${syncJobs.state} in ('running', 'queued') or ${syncJobs.trigger} <> 'action')`,
      ),
    )
    .orderBy(
      syncJobs.accountId,
      sql`case ${syncJobs.state} when 'running' then 0 when 'queued' then 1 else 2 end`,
      desc(syncJobs.queuedAt),
    );
  return rows.map((r) => toSyncJob(r, lang));
}

export async function jobsByIds(db: DbOrTx, lang: Language, ids: string[]) {
  if (!ids.length) return [];
  const rows = await db
    .select(jobColumns)
    .from(syncJobs)
    .innerJoin(cloudAccounts, eq(cloudAccounts.id, syncJobs.accountId))
    .where(inArray(syncJobs.id, ids));
  return rows.map((r) => toSyncJob(r, lang));
}

export async function syncHistory(
  db: DbOrTx,
  lang: Language,
  tenantId: string,
  f: { accountId?: string; state?: SyncJobState },
  page: {
    page: number;
    pageSize: number;
    sortField?: 'queuedAt' | 'finishedAt';
    sortOrder?: string;
  },
) {
  const where = and(
    eq(syncJobs.tenantId, tenantId),
    f.accountId ? eq(syncJobs.accountId, f.accountId) : undefined,
    f.state ? eq(syncJobs.state, f.state) : undefined,
  );
  const col = page.sortField === 'finishedAt' ? syncJobs.finishedAt : syncJobs.queuedAt;
  const dir = page.sortOrder === 'ascend' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(jobColumns)
      .from(syncJobs)
      .innerJoin(cloudAccounts, eq(cloudAccounts.id, syncJobs.accountId))
      .where(where)
      .orderBy(sql`${dir(col)} nulls last`, desc(syncJobs.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(syncJobs).where(where),
  ]);
  return { list: rows.map((r) => toSyncJob(r, lang)), total: total?.n ?? 0 };
}
