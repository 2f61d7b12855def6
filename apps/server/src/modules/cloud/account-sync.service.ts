import type { calls } from '@ecloud/contract';
import type { ServiceOf } from '../../lib/call-types.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { enqueueSync } from '../sync/index.ts';
import { accountsByIds } from './accounts.repository.ts';
import { jobsByIds, latestJobs, syncHistory } from '../sync/index.ts';
import { splitPaging } from '../../lib/paging.ts';

/** Queues a sync of each account now; all must be the caller's and enabled. */
export const syncNow: ServiceOf<typeof calls.syncNow> = async (ctx, input) => {
  const { tenantId } = ctx.auth.user;
  const accounts = await accountsByIds(ctx.deps.db, tenantId, input.ids);
  if (accounts.length !== new Set(input.ids).size) throw notFound('cloud.accountNotFound');
  const disabled = accounts.find((a) => a.status !== 1);
  if (disabled) throw conflict('cloud.accountDisabled', { name: disabled.name });
  const now = ctx.deps.now();
  const ids: string[] = [];
  for (const a of accounts) {
    const job = await enqueueSync(ctx.deps.db, {
      tenantId,
      accountId: a.id,
      trigger: 'manual',
      now,
    });
    ids.push(job.id);
  }
  return { jobs: await jobsByIds(ctx.deps.db, ctx.lang, ids) };
};

export const syncStatus: ServiceOf<typeof calls.syncStatus> = async (ctx, input) => {
  const jobs = await latestJobs(ctx.deps.db, ctx.lang, ctx.auth.user.tenantId, input.accountIds);
  return { jobs, active: jobs.some((j) => j.state === 'queued' || j.state === 'running') };
};

export const listSyncHistory: ServiceOf<typeof calls.syncHistory> = async (ctx, input) => {
  const { filter, paging } = splitPaging(input);
  const { list, total } = await syncHistory(
    ctx.deps.db,
    ctx.lang,
    ctx.auth.user.tenantId,
    filter,
    paging,
  );
  return { list, total, page: input.page, pageSize: input.pageSize };
};
