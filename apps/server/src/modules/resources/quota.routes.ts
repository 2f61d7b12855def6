import type { FastifyInstance } from 'fastify';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { calls, type ProviderCode, type QuotaRequest } from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
import { badInput, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { translate, type MessageKey } from '../../lib/i18n.ts';
import { cloudAccounts, quotaRequests, users } from '../../db/schema/index.ts';
import { regionsOf } from '../../cloud/simulated/catalogue.ts';
import { accountById } from '../cloud/accounts.repository.ts';

const reviewers = alias(users, 'reviewers');

export function quotaRoutes(app: FastifyInstance): void {
  serve(app, calls.quotaList, async (ctx, input) => {
    const { tenantId, id: userId } = ctx.auth.user;
    const where = and(
      eq(quotaRequests.tenantId, tenantId),
      input.status ? eq(quotaRequests.status, input.status) : undefined,
      input.accountId ? eq(quotaRequests.accountId, input.accountId) : undefined,
      input.provider ? eq(cloudAccounts.provider, input.provider) : undefined,
      input.mine ? eq(quotaRequests.requestedBy, userId) : undefined,
    );
    const col =
      input.sortField === 'status'
        ? quotaRequests.status
        : input.sortField === 'requested'
          ? quotaRequests.requested
          : quotaRequests.createdAt;
    const dir =
      (input.sortOrder ?? (input.sortField ? 'ascend' : 'descend')) === 'ascend' ? asc : desc;
    const [rows, [total]] = await Promise.all([
      ctx.deps.db
        .select({
          q: quotaRequests,
          accountName: cloudAccounts.name,
          provider: cloudAccounts.provider,
          by: users.name,
          reviewer: reviewers.name,
        })
        .from(quotaRequests)
        .innerJoin(cloudAccounts, eq(cloudAccounts.id, quotaRequests.accountId))
        .innerJoin(users, eq(users.id, quotaRequests.requestedBy))
        .leftJoin(reviewers, eq(reviewers.id, quotaRequests.reviewedBy))
        .where(where)
        .orderBy(dir(col), desc(quotaRequests.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      ctx.deps.db
        .select({ n: count() })
        .from(quotaRequests)
        .innerJoin(cloudAccounts, eq(cloudAccounts.id, quotaRequests.accountId))
        .where(where),
    ]);
    const list = rows.map(({ q, accountName, provider, by, reviewer }): QuotaRequest => ({
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
    }));
    return { list, total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
  });

  serve(app, calls.quotaCreate, async (ctx, input) => {
    const { tenantId, id: userId } = ctx.auth.user;
    const a = await accountById(ctx.deps.db, tenantId, input.accountId);
    if (!a) throw notFound('cloud.accountNotFound');
    if (!regionsOf(a.provider as ProviderCode).some((r) => r.id === input.region)) {
      throw badInput('quota.regionUnknown', { region: input.region, provider: a.provider });
    }
    const [row] = await ctx.deps.db
      .insert(quotaRequests)
      .values({
        tenantId,
        accountId: a.id,
        region: input.region,
        item: input.item,
        current: input.current,
        requested: input.requested,
        reason: input.reason,
        requestedBy: userId,
        createdAt: ctx.deps.now(),
      })
      .returning({ id: quotaRequests.id });
    return { id: row!.id };
  });

  const statusWord = (lang: 'en-US' | 'zh-CN', status: string) =>
    translate(lang, `quota.status.${status}` as MessageKey);

  serve(app, calls.quotaReview, async (ctx, input) => {
    const { tenantId, id: userId } = ctx.auth.user;
    const [q] = await ctx.deps.db
      .select()
      .from(quotaRequests)
      .where(and(eq(quotaRequests.tenantId, tenantId), eq(quotaRequests.id, input.id)));
    if (!q) throw notFound('quota.notFound');
    if (q.requestedBy === userId) throw forbidden('quota.ownReview');
    const [row] = await ctx.deps.db
      .update(quotaRequests)
      .set({
        status: input.decision === 'approve' ? 'approved' : 'rejected',
        reviewedBy: userId,
        reviewComment: input.comment,
        reviewedAt: ctx.deps.now(),
      })
      .where(and(eq(quotaRequests.id, q.id), eq(quotaRequests.status, 'pending')))
      .returning({ id: quotaRequests.id });
    if (!row) throw conflict('quota.notPending', { status: statusWord(ctx.lang, q.status) });
    return { id: row.id };
  });

  serve(app, calls.quotaWithdraw, async (ctx, input) => {
    const { tenantId, id: userId } = ctx.auth.user;
    const [q] = await ctx.deps.db
      .select()
      .from(quotaRequests)
      .where(and(eq(quotaRequests.tenantId, tenantId), eq(quotaRequests.id, input.id)));
    if (!q) throw notFound('quota.notFound');
    if (q.requestedBy !== userId) throw forbidden('quota.notYours');
    const rows = await ctx.deps.db
      .update(quotaRequests)
      .set({ status: 'withdrawn' })
      .where(and(eq(quotaRequests.id, q.id), eq(quotaRequests.status, 'pending')))
      .returning({ id: quotaRequests.id });
    if (!rows.length)
      throw conflict('quota.notPending', { status: statusWord(ctx.lang, q.status) });
    return { affected: rows.length };
  });
}
