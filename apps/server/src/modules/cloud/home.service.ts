import type {
  calls,
  AccountHealth,
  CloudResourceType,
  HomeSummary,
  ProviderCode,
} from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { CallIn } from '../../lib/call-types.ts';
import { hostStates, resourcesByProviderType, tenantAccounts } from './home.repository.ts';
import { latestJobs } from '../sync/index.ts';

/** Health words that need someone to look (disabled accounts are a choice, not a problem). */
const ATTENTION: readonly string[] = [
  'invalid_credentials',
  'permission_missing',
  'error',
  'unchecked',
];

/** The cloud home page: resources by provider and type, accounts to look at, last syncs. */
export async function homeSummary(
  ctx: ServiceContext,
  _input: CallIn<typeof calls.cloudHomeSummary>,
): Promise<HomeSummary> {
  const { db } = ctx.deps;
  const { tenantId } = ctx.auth.user;
  const [byProviderType, accounts, hosts, jobs] = await Promise.all([
    resourcesByProviderType(db, tenantId),
    tenantAccounts(db, tenantId),
    hostStates(db, tenantId),
    latestJobs(db, ctx.lang, tenantId),
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
      running: hosts.running,
      stopped: hosts.stopped,
    },
  };
}
