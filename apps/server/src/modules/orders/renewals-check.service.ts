import {
  holdsByName,
  RENEW_CHECK_PATH,
  RENEW_SETTLE_CODE,
  type calls,
  type RenewCheckItem,
  type RenewSettleResult,
} from '@ecloud/contract';
import { CloudError } from '../../cloud/adapter.ts';
import type { renewalItems } from '../../db/schema/index.ts';
import type { CallIn, ServiceOf } from '../../lib/call-types.ts';
import type { Deps } from '../../lib/deps.ts';
import { badInput, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import { transaction } from '../billing/transaction.ts';
import { isPlatformTenant, platformTenantIds } from '../billing/tenants.repository.ts';
import { notifyHolders } from '../messages/notify.ts';
import * as repo from './renewals.repository.ts';
import { readCloudExpiry } from './renewals.provider.ts';
import { settlePayment } from './renewals.service.ts';

type Item = typeof renewalItems.$inferSelect;
/** The tenant's renewers (the renewal calls' permission) hear of it too. */
const RENEWER_CODE = 'v3-4';
const orderLink = (orderId: string) => `/addedService/order/detail/order/${orderId}`;

/**
 * An item whose outcome the runner could not confirm after its last try (the cloud's expiry
 * unreadable): left 'check' with the last error, the order held in provisioning, and the
 * tenant's renewers and the platform's settlers told through the message centre, in the same
 * transaction (so the alert exists exactly when the state does, and only once).
 */
export async function needsCheck(
  deps: Deps,
  order: { id: string; tenantId: string; orderNo: string },
  item: Item,
  error: unknown,
): Promise<void> {
  const now = deps.now();
  const why =
    error instanceof CloudError
      ? `${error.providerCode ?? error.kind}: ${error.message}`
      : error instanceof Error
        ? error.message
        : String(error);
  await transaction(deps.db, async (tx) => {
    const locked = await repo.lockItem(tx, item.id);
    if (!locked || (locked.status !== 'pending' && locked.status !== 'calling')) return;
    await repo.settleItem(tx, item.id, {
      status: 'check',
      message: why.slice(0, 500),
      expiresAt: null,
    });
    const r = await repo.itemResource(tx, item.resourceId);
    const params = { resource: r?.name ?? item.resourceId, order: order.orderNo };
    await notifyHolders(
      tx,
      order.tenantId,
      RENEWER_CODE,
      { type: 'order', template: 'msg.renewalCheck', params, link: orderLink(order.id) },
      now,
    );
    const tenant = await repo.tenantNameOf(tx, order.tenantId);
    for (const platform of await platformTenantIds(tx)) {
      await notifyHolders(
        tx,
        platform,
        RENEW_SETTLE_CODE,
        {
          type: 'order',
          template: 'msg.renewalCheckOps',
          params: { ...params, tenant },
          link: RENEW_CHECK_PATH,
        },
        now,
        { byName: true },
      );
    }
  });
}

/**
 * The settlers: RENEW_SETTLE_CODE held by name ('all' never implies it, so a customer's
 * administrator cannot settle their own renewals) by a person of a platform tenant.
 */
async function requireSettler(ctx: ServiceContext): Promise<void> {
  if (!holdsByName(ctx.auth.authCodes, RENEW_SETTLE_CODE)) throw forbidden('renew.settlersOnly');
  if (!(await isPlatformTenant(ctx.deps.db, ctx.auth.user.tenantId)))
    throw forbidden('renew.settlersOnly');
}

export async function renewalsToCheck(
  ctx: ServiceContext,
  _input: CallIn<typeof calls.renewCheckList>,
): Promise<RenewCheckItem[]> {
  await requireSettler(ctx);
  return (await repo.itemsToCheck(ctx.deps.db)).map((r) => ({
    itemId: r.item.id,
    orderId: r.item.orderId,
    orderNo: r.orderNo,
    tenantName: r.tenantName,
    resourceName: r.resourceName,
    providerId: r.providerId,
    provider: r.provider,
    accountName: r.accountName,
    type: r.type,
    region: r.region,
    months: r.item.months,
    priceFen: r.item.priceFen,
    expiresBefore: r.item.expiresBefore?.toISOString() ?? null,
    message: r.item.message,
    createdAt: r.item.createdAt.toISOString(),
  }));
}

const settled = (item: Item, readBack: boolean): RenewSettleResult => ({
  itemId: item.id,
  status: item.status as 'renewed' | 'failed',
  expiresAt: item.expiresAt?.toISOString() ?? null,
  readBack,
});

/**
 * Settles an item waiting for a manual check: renewed (the resource's expiry moved to the one
 * its cloud answers now when that is later than before the call, else to the one given, which
 * must be), or failed (its price back to the wallet with the order's other failures). Once: the
 * same outcome again answers what was done; the other one is refused.
 */
export const settleRenewal: ServiceOf<typeof calls.renewSettle> = async (ctx, input) => {
  await requireSettler(ctx);
  const { db } = ctx.deps;
  const found = await repo.itemById(db, input.itemId);
  if (!found) throw notFound('renew.itemNotFound');
  const again = (item: Item) => {
    if (item.status === input.outcome) return settled(item, false);
    throw conflict('renew.notWaiting');
  };
  if (found.status !== 'check') return again(found);
  let expiresAt: Date | null = null;
  let readBack = false;
  if (input.outcome === 'renewed') {
    const before = found.expiresBefore?.getTime() ?? -Infinity;
    const cloud = await readCloudExpiry(ctx.deps, found.tenantId, found.resourceId);
    if (cloud && cloud.getTime() > before) {
      expiresAt = cloud;
      readBack = true;
    } else {
      expiresAt = new Date(input.expiresAt!);
      if (expiresAt.getTime() <= before)
        throw badInput('renew.expiryNotLater', { before: found.expiresBefore!.toISOString() });
    }
  }
  const now = ctx.deps.now();
  const done = await transaction(db, async (tx) => {
    const item = await repo.lockItem(tx, found.id);
    if (!item || item.status !== 'check') return item;
    if (expiresAt) await repo.moveExpiry(tx, item.resourceId, expiresAt);
    await repo.settleItem(tx, item.id, {
      status: input.outcome,
      message:
        input.outcome === 'renewed' ? 'term:renew.settledRenewed' : 'term:renew.settledFailed',
      expiresAt,
    });
    return undefined;
  });
  if (done) return again(done);
  await settlePayment(ctx.deps, found.orderId);
  ctx.deps.log?.info(
    { itemId: found.id, outcome: input.outcome, by: ctx.auth.user.id, at: now },
    'renewal settled by hand',
  );
  return {
    itemId: found.id,
    status: input.outcome,
    expiresAt: expiresAt?.toISOString() ?? null,
    readBack,
  };
};
