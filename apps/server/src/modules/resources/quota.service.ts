import type { calls, Language, ProviderCode, QuotaRequest } from '@ecloud/contract';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { ServiceOf } from '../../lib/call-types.ts';
import { badInput, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { storedTerm, translate, type MessageKey } from '../../lib/i18n.ts';
import { regionsOf } from '../../cloud/simulated/catalogue.ts';
import { ownAccount } from '../cloud/accounts.service.ts';
import { openWorkOrder } from '../workorders/workorders.service.ts';
import * as repo from './quota.repository.ts';
import { enqueueQuotaCheck } from './quota-alerts.ts';
import { quotaStandings } from './quota-alerts.repository.ts';

const statusWord = (lang: Language, status: string) =>
  translate(lang, `quota.status.${status}` as MessageKey);

export const listQuotaRequests: ServiceOf<typeof calls.quotaList> = async (ctx, input) => {
  const { page, pageSize, sortField, sortOrder, mine, ...filter } = input;
  const { list: rows, total } = await repo.listQuotaRequests(
    ctx.deps.db,
    ctx.auth.user.tenantId,
    { ...filter, requestedBy: mine ? ctx.auth.user.id : undefined },
    { page, pageSize, sortField, sortOrder },
  );
  const list = rows.map(
    ({ q, accountName, provider, by, reviewer, workOrderId, workOrderNumber }): QuotaRequest => ({
      id: q.id,
      accountId: q.accountId,
      accountName,
      provider: provider as ProviderCode,
      region: q.region,
      item: q.item as QuotaRequest['item'],
      current: q.current,
      requested: q.requested,
      reason: q.reason,
      status: q.status as QuotaRequest['status'],
      requestedBy: by,
      requestedById: q.requestedBy,
      reviewedBy: reviewer,
      reviewComment: q.reviewComment,
      reviewedAt: q.reviewedAt ? q.reviewedAt.toISOString() : null,
      createdAt: q.createdAt.toISOString(),
      workOrderId,
      workOrderNumber,
    }),
  );
  return { list, total, page, pageSize };
};

export const createQuotaRequest: ServiceOf<typeof calls.quotaCreate> = async (ctx, input) => {
  const { tenantId, id: userId } = ctx.auth.user;
  const a = await ownAccount(ctx, input.accountId);
  if (!regionsOf(a.provider as ProviderCode).some((r) => r.id === input.region)) {
    throw badInput('quota.regionUnknown', { region: input.region, provider: a.provider });
  }
  // The request and its work order exist together: one desk (support's) sees every request.
  const id = await ctx.deps.db.transaction(async (tx) => {
    const requestId = await repo.insertQuotaRequest(tx, {
      tenantId,
      accountId: a.id,
      region: input.region,
      item: input.item,
      current: input.current,
      requested: input.requested,
      reason: input.reason,
      requestedBy: userId,
      createdAt: ctx.deps.now(),
    });
    await openWorkOrder(ctx, tx, {
      category: 'quota',
      severity: 'normal',
      // Stored as a term: each reader of the desk sees it in their own language.
      title: storedTerm('quota.workOrderTitle', {
        item: storedTerm(`quota.item.${input.item}` as MessageKey),
        current: input.current,
        requested: input.requested,
        account: a.name,
        region: input.region,
      }),
      description: input.reason,
      quotaRequestId: requestId,
    });
    // A request states the quota's limit: it is checked against usage soon.
    await enqueueQuotaCheck(tx, ctx.deps.now(), tenantId);
    return requestId;
  });
  return { id };
};

async function ownRequest(ctx: ServiceContext, id: string) {
  const q = await repo.quotaRequestById(ctx.deps.db, ctx.auth.user.tenantId, id);
  if (!q) throw notFound('quota.notFound');
  return q;
}

/** Closes a pending request; one someone else closed first is a conflict naming its state. */
async function close(
  ctx: ServiceContext,
  q: { id: string; status: string },
  changes: Parameters<typeof repo.closePending>[3],
) {
  const closed = await repo.closePending(ctx.deps.db, ctx.auth.user.tenantId, q.id, changes);
  if (!closed) throw conflict('quota.notPending', { status: statusWord(ctx.lang, q.status) });
}

/** Approves or rejects a pending request; nobody reviews their own. */
export const reviewQuotaRequest: ServiceOf<typeof calls.quotaReview> = async (ctx, input) => {
  const userId = ctx.auth.user.id;
  const q = await ownRequest(ctx, input.id);
  if (q.requestedBy === userId) throw forbidden('quota.ownReview');
  await close(ctx, q, {
    status: input.decision === 'approve' ? 'approved' : 'rejected',
    reviewedBy: userId,
    reviewComment: input.comment,
    reviewedAt: ctx.deps.now(),
  });
  // An approved request raises the limit it is checked against.
  await enqueueQuotaCheck(ctx.deps.db, ctx.deps.now(), ctx.auth.user.tenantId);
  return { id: q.id };
};

/** Withdraws a pending request; only the one who made it may. */
export const withdrawQuotaRequest: ServiceOf<typeof calls.quotaWithdraw> = async (ctx, input) => {
  const q = await ownRequest(ctx, input.id);
  if (q.requestedBy !== ctx.auth.user.id) throw forbidden('quota.notYours');
  await close(ctx, q, { status: 'withdrawn' });
  return { affected: 1 };
};

/** The quotas the tenant's warnings watch: each limit with where it came from, and its usage. */
export const listQuotaLimits: ServiceOf<typeof calls.quotaLimits> = async (ctx) => {
  const rows = await quotaStandings(ctx.deps.db, ctx.auth.user.tenantId);
  return {
    list: rows.map((r) => ({
      accountId: r.account_id,
      accountName: r.account_name,
      region: r.region,
      item: r.item as QuotaRequest['item'],
      limit: r.quota_limit,
      used: r.used,
      source: r.source,
      level: (r.level as 'ok' | 'warning' | 'critical' | null) ?? null,
    })),
  };
};
