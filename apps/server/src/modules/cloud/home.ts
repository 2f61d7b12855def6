import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type {
  AccountHealth,
  Language,
  CloudResourceType,
  HomeSummary,
  ProviderCode,
} from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { cloudAccounts, resources } from '../../db/schema/index.ts';
import { latestJobs } from '../sync/index.ts';

/** Health words that need someone to look (disabled accounts are a choice, not a problem). */
const ATTENTION: readonly string[] = [
  'invalid_credentials',
  'permission_missing',
  'error',
  'unchecked',
];

export async function homeSummary(
  db: DbOrTx,
  lang: Language,
  tenantId: string,
): Promise<HomeSummary> {
  const [byProviderType, accounts, status, jobs] = await Promise.all([
    db
      .select({ provider: resources.provider, type: resources.type, count: count() })
      .from(resources)
      .where(and(eq(resources.tenantId, tenantId), isNull(resources.deletedAt)))
      .groupBy(resources.provider, resources.type),
    db.select().from(cloudAccounts).where(eq(cloudAccounts.tenantId, tenantId)),
    db
      .select({
        running: sql<number>`count(*) filter (where ${resources.status} = 'running')`.mapWith(
          Number,
        ),
        stopped: sql<number>`count(*) filter (where ${resources.status} = 'stopped')`.mapWith(
          Number,
        ),
      })
      .from(resources)
      .where(
        and(
          eq(resources.tenantId, tenantId),
          eq(resources.type, 'host'),
          isNull(resources.deletedAt),
        ),
      ),
    latestJobs(db, lang, tenantId),
  ]);
  const byProvider = new Map<string, { count: number; accounts: number }>();
  for (const a of accounts) {
    const p = byProvider.get(a.provider) ?? { count: 0, accounts: 0 };
    p.accounts++;
    byProvider.set(a.provider, p);
  }
  for (const r of byProviderType) {
    const p = byProvider.get(r.provider) ?? { count: 0, accounts: 0 };
    p.count += r.count;
    byProvider.set(r.provider, p);
  }
  const running = new Set(jobs.filter((j) => j.state === 'running').map((j) => j.accountId));
  return {
    byProviderType: byProviderType.map((r) => ({
      provider: r.provider as ProviderCode,
      type: r.type as CloudResourceType,
      count: r.count,
    })),
    byProvider: [...byProvider].map(([provider, v]) => ({
      provider: provider as ProviderCode,
      ...v,
    })),
    attention: accounts
      .filter((a) => a.status === 1 && ATTENTION.includes(a.health) && !running.has(a.id))
      .map((a) => ({
        id: a.id,
        name: a.name,
        provider: a.provider as ProviderCode,
        health: a.health as AccountHealth,
        message: a.healthMessage,
        requestId: a.healthRequestId,
        status: a.status as 0 | 1,
      })),
    lastSyncs: jobs
      .sort((a, b) => (b.finishedAt ?? b.queuedAt).localeCompare(a.finishedAt ?? a.queuedAt))
      .slice(0, 10),
    totals: {
      accounts: accounts.length,
      resources: byProviderType.reduce((s, r) => s + r.count, 0),
      running: status[0]?.running ?? 0,
      stopped: status[0]?.stopped ?? 0,
    },
  };
}
