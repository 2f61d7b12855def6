import type { calls, HostActionName, ResourceStatus } from '@ecloud/contract';
import type { CallOut, ServiceOf } from '../../lib/call-types.ts';
import { notFound } from '../../lib/errors.ts';
import { distinct } from '../../lib/all-or-none.ts';
import { translate } from '../../lib/i18n.ts';
import { CloudError } from '../../cloud/adapter.ts';
import { adapterForAccount } from '../../cloud/account-adapter.ts';
import { enqueueSync } from '../sync/index.ts';
import { ACTION_REFRESH_MS } from '../sync/index.ts';
import { markPending, resourcesWithAccounts } from './inventory-stats.repository.ts';

type Output = CallOut<typeof calls.hostAction>;
type Result = Output['results'][number];

const TRANSITION: Record<HostActionName, ResourceStatus> = {
  start: 'starting',
  stop: 'stopping',
  reboot: 'rebooting',
};

/**
 * Asks each host's cloud to act, one call per account and region. The row shows the
 * transition at once (stopping ...) and a refresh of those hosts is queued; the status
 * then follows what the cloud reports.
 */
export const hostAction: ServiceOf<typeof calls.hostAction> = async (ctx, input) => {
  const { tenantId } = ctx.auth.user;
  const ids = distinct(input.ids);
  const rows = await resourcesWithAccounts(ctx.deps.db, tenantId, ids);
  if (rows.length !== ids.length) throw notFound('resource.notFound');
  const results = new Map<string, Result>();
  const fail = (id: string, status: string, message: string, requestId: string | null = null) =>
    results.set(id, { id, ok: false, status: status as ResourceStatus, message, requestId });
  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    const { r, account } = row;
    if (r.type !== 'host')
      fail(r.id, r.status, translate(ctx.lang, 'resource.notHost', { name: r.name }));
    else if (r.deletedAt)
      fail(r.id, r.status, translate(ctx.lang, 'resource.hostGone', { name: r.name }));
    else if (account.status !== 1) {
      fail(
        r.id,
        r.status,
        translate(ctx.lang, 'resource.accountDisabled', { name: r.name, account: account.name }),
      );
    } else {
      const key = `${account.id}|${r.region}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
  }
  const now = ctx.deps.now();
  for (const group of groups.values()) {
    const { account } = group[0]!;
    const region = group[0]!.r.region;
    try {
      await adapterForAccount(ctx.deps, account, 'interactive').hostAction(
        region,
        group.map((g) => g.r.providerId),
        input.action,
      );
    } catch (err) {
      const ce = err instanceof CloudError ? err : null;
      const message = err instanceof Error ? err.message : String(err);
      for (const g of group) fail(g.r.id, g.r.status, message, ce?.requestId ?? null);
      continue;
    }
    const status = TRANSITION[input.action];
    await ctx.deps.db.transaction(async (tx) => {
      const hostIds = group.map((g) => g.r.id);
      await markPending(tx, tenantId, hostIds, status, input.action, now);
      await enqueueSync(tx, {
        tenantId,
        accountId: account.id,
        trigger: 'action',
        now,
        scope: [`host:${region}`],
        runAfter: new Date(now.getTime() + ACTION_REFRESH_MS),
      });
    });
    for (const g of group)
      results.set(g.r.id, { id: g.r.id, ok: true, status, message: null, requestId: null });
  }
  const list = ids.map((id) => results.get(id)!);
  return { results: list, affected: list.filter((r) => r.ok).length };
};
