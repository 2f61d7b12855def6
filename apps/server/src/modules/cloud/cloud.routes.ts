import { isUniqueViolation } from './db-errors.ts';
import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import {
  ACCOUNT_HEALTH,
  CLOUD_RESOURCE_TYPES,
  PROVIDERS,
  calls,
  type AccountHealth,
  type KeyPair,
  type ProviderCode,
  type ProviderItem,
} from '@ecloud/contract';
import { serve } from '../../lib/serve-call.ts';
import { badInput, conflict, notFound } from '../../lib/errors.ts';
import { translate, type MessageKey } from '../../lib/i18n.ts';
import { cloudAccounts, keyPairs, users } from '../../db/schema/index.ts';
import { regionsOf } from '../../cloud/simulated/catalogue.ts';
import { CloudError } from '../../cloud/adapter.ts';
import { enqueueSync, jobsByIds, latestJobs, syncHistory } from '../sync/index.ts';
import { adapterForAccount } from '../../cloud/account-adapter.ts';
import {
  accountById,
  accountExtras,
  accountsByIds,
  likePattern,
  listAccounts,
  toAccount,
} from './accounts.repository.ts';
import {
  checkInput,
  checkStored,
  createAccount,
  deleteAccounts,
  setStatus,
  updateAccount,
} from './accounts.service.ts';
import { homeSummary } from './home.ts';
import { isProblem, parseSshPublicKey } from './ssh-key.ts';

/** An account the console can work with: enabled, and its keys were not refused. */
const USABLE: readonly AccountHealth[] = ACCOUNT_HEALTH.filter(
  (h) => h !== 'invalid_credentials' && h !== 'unchecked',
);

export function cloudRoutes(app: FastifyInstance): void {
  serve(app, calls.getCloud, async (ctx) => {
    const rows = await ctx.deps.db
      .select({
        provider: cloudAccounts.provider,
        status: cloudAccounts.status,
        health: cloudAccounts.health,
      })
      .from(cloudAccounts)
      .where(eq(cloudAccounts.tenantId, ctx.auth.user.tenantId));
    return PROVIDERS.map((p, i): ProviderItem => {
      const mine = rows.filter((r) => r.provider === p.code);
      return {
        id: i + 1,
        code: p.code,
        name: translate(ctx.lang, `provider.${p.code}.name` as MessageKey),
        type: mine.length ? 0 : 1,
        used: mine.some((r) => r.status === 1 && USABLE.includes(r.health as AccountHealth)),
        logo: `provider-${p.mark}`,
        mark: p.mark,
        consumeSign: p.consumeSign,
        chartColor: p.chartColor,
        introduce: translate(ctx.lang, `provider.${p.code}.introduce` as MessageKey),
        opened: p.opened,
        applied: p.applied,
        accountCount: mine.length,
      };
    });
  });

  serve(app, calls.checkAccount, async (ctx, input) => {
    if ('id' in input) {
      const a = await accountById(ctx.deps.db, ctx.auth.user.tenantId, input.id);
      if (!a) throw notFound('cloud.accountNotFound');
      return checkStored(ctx.deps, a);
    }
    return checkInput(ctx.deps, input, input.regions ?? []);
  });

  serve(app, calls.getCloudRegion, async (ctx, input) => {
    if (!input.accountId) return regionsOf(input.provider);
    const a = await accountById(ctx.deps.db, ctx.auth.user.tenantId, input.accountId);
    if (!a || a.provider !== input.provider) throw notFound('cloud.accountNotFound');
    try {
      return await adapterForAccount(ctx.deps, a, 'interactive').listRegions();
    } catch (err) {
      if (!(err instanceof CloudError)) throw err;
      throw badInput('cloud.providerError', {
        message: err.message,
        requestId: err.requestId ?? '-',
      });
    }
  });

  serve(app, calls.accountList, async (ctx, input) => {
    const { page, pageSize, sortField, sortOrder, ...filter } = input;
    const { rows, total } = await listAccounts(ctx.deps.db, ctx.auth.user.tenantId, filter, {
      page,
      pageSize,
      sortField,
      sortOrder,
    });
    const extras = await accountExtras(
      ctx.deps.db,
      rows.map((r) => r.id),
    );
    return { list: rows.map((r) => toAccount(r, extras)), total, page, pageSize };
  });

  serve(app, calls.accountDetail, async (ctx, input) => {
    const a = await accountById(ctx.deps.db, ctx.auth.user.tenantId, input.id);
    if (!a) throw notFound('cloud.accountNotFound');
    const extras = await accountExtras(ctx.deps.db, [a.id]);
    const base = toAccount(a, extras);
    return {
      ...base,
      types: CLOUD_RESOURCE_TYPES.map((type) => {
        const s = a.typeState[type];
        return {
          type,
          count: base.counts[type] ?? 0,
          error: s?.error ?? null,
          providerCode: s?.providerCode ?? null,
          requestId: s?.requestId ?? null,
          failedRegions: s?.failedRegions ?? [],
          syncedAt: s?.syncedAt ?? null,
        };
      }),
      lastCheck: a.lastCheck.map((c) => ({
        ...c,
        type: c.type as (typeof CLOUD_RESOURCE_TYPES)[number],
      })),
    };
  });

  serve(app, calls.accountCreate, async (ctx, input) => ({
    id: await createAccount(ctx.deps, ctx.auth.user.tenantId, ctx.auth.user.id, input),
  }));

  serve(app, calls.accountUpdate, async (ctx, input) => ({
    id: await updateAccount(ctx.deps, ctx.auth.user.tenantId, input),
  }));

  serve(app, calls.accountStatus, async (ctx, input) => ({
    affected: await setStatus(ctx.deps, ctx.auth.user.tenantId, input.ids, input.status),
  }));

  serve(app, calls.accountDelete, async (ctx, input) => ({
    affected: await deleteAccounts(ctx.deps, ctx.auth.user.tenantId, input.ids),
  }));

  serve(app, calls.accountOptions, async (ctx) => {
    const rows = await ctx.deps.db
      .select()
      .from(cloudAccounts)
      .where(eq(cloudAccounts.tenantId, ctx.auth.user.tenantId))
      .orderBy(asc(cloudAccounts.provider), asc(cloudAccounts.name));
    return rows.map((a) => ({
      id: a.id,
      name: a.name,
      provider: a.provider as ProviderCode,
      regions: a.regions,
      status: a.status as 0 | 1,
    }));
  });

  serve(app, calls.syncNow, async (ctx, input) => {
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
  });

  serve(app, calls.syncStatus, async (ctx, input) => {
    const jobs = await latestJobs(ctx.deps.db, ctx.lang, ctx.auth.user.tenantId, input.accountIds);
    return { jobs, active: jobs.some((j) => j.state === 'queued' || j.state === 'running') };
  });

  serve(app, calls.syncHistory, async (ctx, input) => {
    const { page, pageSize, sortField, sortOrder, ...filter } = input;
    const { list, total } = await syncHistory(
      ctx.deps.db,
      ctx.lang,
      ctx.auth.user.tenantId,
      filter,
      {
        page,
        pageSize,
        sortField,
        sortOrder,
      },
    );
    return { list, total, page, pageSize };
  });

  serve(app, calls.cloudHomeSummary, async (ctx) =>
    homeSummary(ctx.deps.db, ctx.lang, ctx.auth.user.tenantId),
  );

  serve(app, calls.keyPairList, async (ctx, input) => {
    const { tenantId } = ctx.auth.user;
    const where = and(
      eq(keyPairs.tenantId, tenantId),
      input.accountId ? eq(keyPairs.accountId, input.accountId) : undefined,
      input.provider ? eq(cloudAccounts.provider, input.provider) : undefined,
      input.keyword
        ? or(
            ilike(keyPairs.name, likePattern(input.keyword)),
            ilike(keyPairs.fingerprint, likePattern(input.keyword)),
            ilike(keyPairs.comment, likePattern(input.keyword)),
          )
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      ctx.deps.db
        .select({
          k: keyPairs,
          accountName: cloudAccounts.name,
          provider: cloudAccounts.provider,
          by: users.name,
        })
        .from(keyPairs)
        .innerJoin(cloudAccounts, eq(cloudAccounts.id, keyPairs.accountId))
        .leftJoin(users, eq(users.id, keyPairs.uploadedBy))
        .where(where)
        .orderBy(desc(keyPairs.createdAt), desc(keyPairs.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      ctx.deps.db
        .select({ n: count() })
        .from(keyPairs)
        .innerJoin(cloudAccounts, eq(cloudAccounts.id, keyPairs.accountId))
        .where(where),
    ]);
    const list = rows.map(({ k, accountName, provider, by }): KeyPair => ({
      id: k.id,
      accountId: k.accountId,
      accountName,
      provider: provider as ProviderCode,
      name: k.name,
      keyType: k.keyType,
      bits: k.bits,
      fingerprint: k.fingerprint,
      comment: k.comment,
      publicKey: k.publicKey,
      uploadedBy: by ?? '',
      createdAt: k.createdAt.toISOString(),
    }));
    return { list, total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
  });

  serve(app, calls.keyPairUpload, async (ctx, input) => {
    const { tenantId, id: userId } = ctx.auth.user;
    const a = await accountById(ctx.deps.db, tenantId, input.accountId);
    if (!a) throw notFound('cloud.accountNotFound');
    const key = parseSshPublicKey(input.publicKey);
    if (isProblem(key)) {
      if (key.reason === 'type') throw badInput('keyPair.type', { type: key.type });
      if (key.reason === 'weak') throw badInput('keyPair.weak', { bits: key.bits });
      throw badInput(`keyPair.${key.reason}`);
    }
    const [same] = await ctx.deps.db
      .select({ name: keyPairs.name })
      .from(keyPairs)
      .where(and(eq(keyPairs.accountId, a.id), eq(keyPairs.fingerprint, key.fingerprint)));
    if (same) throw conflict('keyPair.duplicate', { name: same.name });
    try {
      const [row] = await ctx.deps.db
        .insert(keyPairs)
        .values({
          tenantId,
          accountId: a.id,
          name: input.name,
          keyType: key.keyType,
          bits: key.bits,
          fingerprint: key.fingerprint,
          comment: key.comment,
          publicKey: key.line,
          uploadedBy: userId,
          createdAt: ctx.deps.now(),
        })
        .returning({ id: keyPairs.id });
      return { id: row!.id };
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw conflict('keyPair.nameTaken', { name: input.name });
      }
      throw err;
    }
  });

  serve(app, calls.keyPairDelete, async (ctx, input) => {
    const rows = await ctx.deps.db
      .delete(keyPairs)
      .where(and(eq(keyPairs.tenantId, ctx.auth.user.tenantId), inArray(keyPairs.id, input.ids)))
      .returning({ id: keyPairs.id });
    return { affected: rows.length };
  });
}
