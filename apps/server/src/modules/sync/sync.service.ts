import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { notifySubject } from '../notify/index.ts';
import { enqueueQuotaRead } from '../resources/quota-read.ts';
import { CLOUD_RESOURCE_TYPES } from '@ecloud/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { cloudAccounts, resources, type TypeStateJson } from '../../db/schema/index.ts';
import {
  CloudError,
  type CloudAdapter,
  type CloudResource,
  type ResourceType,
} from '../../cloud/adapter.ts';
import type { Keyring } from '../../cloud/secrets.ts';
import { adapterForAccount } from '../../cloud/account-adapter.ts';
import { healthAfter } from '../../cloud/health.ts';
import { markVanished, upsertResources } from './inventory.repository.ts';
import { enqueueSync, finishJob, heartbeat, type SyncJobRow } from './sync-queue.repository.ts';

export interface SyncDeps {
  db: Database;
  now: () => Date;
  keyring: Keyring;
  log?: FastifyBaseLogger;
}

/** Steps of one job run side by side: providers rate-limit per account, so a few suffice. */
const STEP_CONCURRENCY = 4;
/** Resources written per statement batch. */
const WRITE_BATCH = 500;
/** Rows a job must write before the table's statistics are refreshed. */
const ANALYZE_AFTER = 5_000;

type AccountRow = typeof cloudAccounts.$inferSelect;

const describe = (err: unknown) =>
  err instanceof CloudError
    ? {
        message: err.message,
        providerCode: err.providerCode ?? null,
        requestId: err.requestId ?? null,
        kind: err.kind,
      }
    : {
        message: err instanceof Error ? err.message : String(err),
        providerCode: null,
        requestId: null,
        kind: 'provider' as const,
      };

/**
 * Runs one claimed job: every type in every region (or the job's scope), each step on its
 * own so one failing type or region never stops the rest. Progress and finished steps are
 * written as it goes, so the console can show progress and a job taken over after a crash
 * resumes. Stops early (leaving the job to be taken over) when `signal` aborts or the lease
 * is lost.
 */
export async function runSyncJob(
  deps: SyncDeps,
  job: SyncJobRow,
  owner: string,
  signal?: AbortSignal,
): Promise<'finished' | 'abandoned'> {
  const { db } = deps;
  const [account] = await db
    .select()
    .from(cloudAccounts)
    .where(eq(cloudAccounts.id, job.accountId));
  if (!account || account.status !== 1) {
    await finishJob(db, job.id, owner, deps.now(), {
      state: 'failed',
      error: account ? 'sync.accountDisabled' : 'sync.accountDeleted',
    });
    return 'finished';
  }

  let adapter: CloudAdapter;
  let regions: string[];
  try {
    adapter = adapterForAccount(deps, account);
    regions = account.regions.length
      ? account.regions
      : (await adapter.listRegions()).map((r) => r.id);
  } catch (err) {
    const d = describe(err);
    await recordAccountFailure(deps, account, d);
    await finishJob(db, job.id, owner, deps.now(), {
      state: 'failed',
      error: d.message,
      errors: 1,
    });
    return 'finished';
  }

  const scope = new Set(job.scope);
  const steps: { type: ResourceType; region: string; key: string }[] = [];
  for (const type of CLOUD_RESOURCE_TYPES) {
    for (const region of regions) {
      const key = `${type}:${region}`;
      if (scope.size === 0 || scope.has(type) || scope.has(key)) steps.push({ type, region, key });
    }
  }
  const completed = new Set(job.completed);
  const progress = {
    done: completed.size,
    upserted: job.upserted,
    deleted: job.deleted,
    errors: job.errors,
  };
  const failures = new Map<string, { region: string; d: ReturnType<typeof describe> }[]>();
  let lost = false;
  await heartbeat(db, job.id, owner, deps.now(), { total: steps.length });

  const pending = steps.filter((s) => !completed.has(s.key));
  let next = 0;
  const worker = async () => {
    while (next < pending.length && !lost && !signal?.aborted) {
      const step = pending[next++]!;
      const stamp = deps.now();
      try {
        // Pages are written in batches: far fewer statements than one per provider page.
        const owner = {
          tenantId: account.tenantId,
          accountId: account.id,
          provider: account.provider,
        };
        let buffer: CloudResource[] = [];
        const flush = async () => {
          const n = await upsertResources(db, owner, buffer, stamp);
          // Read-modify-write after the await: steps run side by side.
          progress.upserted += n;
          buffer = [];
        };
        let cursor: string | undefined;
        do {
          const page = await adapter.list(step.type, step.region, cursor);
          buffer.push(...page.items);
          if (buffer.length >= WRITE_BATCH) await flush();
          cursor = page.next;
        } while (cursor && !signal?.aborted);
        if (buffer.length) await flush();
        if (signal?.aborted) return;
        const gone = await markVanished(db, account.id, step.type, step.region, stamp);
        progress.deleted += gone;
      } catch (err) {
        const d = describe(err);
        progress.errors++;
        const list = failures.get(step.type) ?? [];
        list.push({ region: step.region, d });
        failures.set(step.type, list);
        deps.log?.warn(
          {
            accountId: account.id,
            step: step.key,
            providerCode: d.providerCode,
            requestId: d.requestId,
          },
          `sync step failed: ${d.message}`,
        );
      }
      completed.add(step.key);
      progress.done = completed.size;
      const ours = await heartbeat(db, job.id, owner, deps.now(), {
        ...progress,
        current: step.key,
        completed: [...completed],
      });
      if (!ours) lost = true;
    }
  };
  await Promise.all(Array.from({ length: Math.min(STEP_CONCURRENCY, pending.length) }, worker));
  if (lost || signal?.aborted) return 'abandoned';

  const state =
    progress.errors === 0 ? 'succeeded' : progress.errors >= steps.length ? 'failed' : 'partial';
  const now = deps.now();
  await finishAccount(deps, account, steps, failures, state, now, job);
  await finishJob(db, job.id, owner, now, {
    state,
    ...progress,
    error: firstError(failures),
  });
  await followPendingActions(deps, account, now);
  // Fresh statistics after a large change: the list queries' plans depend on them, and the
  // embedded PGlite has no autovacuum to gather them (PostgreSQL's would, later).
  if (progress.upserted - job.upserted + progress.deleted - job.deleted >= ANALYZE_AFTER) {
    await db.execute(sql`analyze resources`);
  }
  return 'finished';
}

const firstError = (failures: Map<string, { d: { message: string } }[]>) =>
  [...failures.values()][0]?.[0]?.d.message ?? null;

async function finishAccount(
  deps: SyncDeps,
  account: AccountRow,
  steps: { type: ResourceType; region: string }[],
  failures: Map<string, { region: string; d: ReturnType<typeof describe> }[]>,
  state: 'succeeded' | 'partial' | 'failed',
  now: Date,
  job: SyncJobRow,
) {
  const counts = await deps.db
    .select({ type: resources.type, n: count() })
    .from(resources)
    .where(and(eq(resources.accountId, account.id), isNull(resources.deletedAt)))
    .groupBy(resources.type);
  const byType = new Map(counts.map((r) => [r.type, r.n]));
  const typeState: Record<string, TypeStateJson> = { ...account.typeState };
  for (const type of new Set(steps.map((s) => s.type))) {
    const f = failures.get(type);
    const prev = typeState[type];
    typeState[type] = {
      count: byType.get(type) ?? 0,
      error: f?.[0]?.d.message ?? null,
      providerCode: f?.[0]?.d.providerCode ?? null,
      requestId: f?.[0]?.d.requestId ?? null,
      failedRegions: f?.map((x) => x.region) ?? [],
      syncedAt: f ? (prev?.syncedAt ?? null) : now.toISOString(),
    };
  }
  const all = [...failures.values()].flat().map((x) => x.d);
  const health =
    state === 'failed' && all.every((d) => d.kind === 'auth')
      ? 'invalid_credentials'
      : all.some((d) => d.kind === 'permission')
        ? 'permission_missing'
        : all.length
          ? 'error'
          : 'ok';
  const worst =
    all.find((d) => d.kind === 'auth') ?? all.find((d) => d.kind === 'permission') ?? all[0];
  const partialJob = job.scope.length > 0;
  await deps.db
    .update(cloudAccounts)
    .set({
      typeState,
      health,
      healthMessage: worst?.message ?? null,
      healthProviderCode: worst?.providerCode ?? null,
      healthRequestId: worst?.requestId ?? null,
      // A refresh of a few hosts is not a sync of the account.
      ...(partialJob
        ? {}
        : {
            lastSyncAt: now,
            lastSyncStatus: state,
            nextSyncAt:
              account.syncIntervalMin > 0
                ? new Date(now.getTime() + account.syncIntervalMin * 60_000)
                : null,
          }),
    })
    .where(eq(cloudAccounts.id, account.id));
  if (!partialJob && state === 'failed') await tellSyncFailed(deps, account, worst?.message, now);
  // Usage moved with the inventory: the account's limits are read, then the tenant's quotas
  // checked, soon.
  if (!partialJob) await enqueueQuotaRead(deps.db, now, account.id);
}

/** A sync that starts failing is told once (not at every retry) to the tenant's sync recipients. */
async function tellSyncFailed(deps: SyncDeps, account: AccountRow, error = '', now: Date) {
  if (account.lastSyncStatus === 'failed') return;
  await notifySubject(
    deps.db,
    'sync',
    undefined,
    {
      tenantId: account.tenantId,
      warningType: 'sync',
      template: 'msg.syncFailed',
      params: { account: account.name, error: error.slice(0, 300) },
    },
    now,
  );
}

async function recordAccountFailure(
  deps: SyncDeps,
  account: AccountRow,
  d: ReturnType<typeof describe>,
) {
  const now = deps.now();
  await deps.db
    .update(cloudAccounts)
    .set({
      health: healthAfter(d.kind),
      healthMessage: d.message,
      healthProviderCode: d.providerCode,
      healthRequestId: d.requestId,
      lastSyncAt: now,
      lastSyncStatus: 'failed',
      nextSyncAt:
        account.syncIntervalMin > 0
          ? new Date(now.getTime() + account.syncIntervalMin * 60_000)
          : null,
    })
    .where(eq(cloudAccounts.id, account.id));
  await tellSyncFailed(deps, account, d.message, now);
}

/** Hosts acted on and not yet settled get another look a few seconds later. */
export const ACTION_REFRESH_MS = 5_000;

async function followPendingActions(deps: SyncDeps, account: AccountRow, now: Date) {
  const pending = await deps.db
    .selectDistinct({ region: resources.region })
    .from(resources)
    .where(
      and(
        eq(resources.accountId, account.id),
        eq(resources.type, 'host'),
        isNotNull(resources.pendingAction),
        isNull(resources.deletedAt),
      ),
    );
  if (!pending.length) return;
  await enqueueSync(deps.db, {
    tenantId: account.tenantId,
    accountId: account.id,
    trigger: 'action',
    now,
    scope: pending.map((p) => `host:${p.region}`),
    runAfter: new Date(now.getTime() + ACTION_REFRESH_MS),
  });
}
