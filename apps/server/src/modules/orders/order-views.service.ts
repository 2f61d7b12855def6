import type { calls, OrderDetail, OrderStatus, Price } from '@ecloud/contract';
import type { CallIn } from '../../lib/call-types.ts';
import { notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import { pricedLines } from './cart.service.ts';
import { shownConfig } from './pricing.ts';
import { failReasonIn } from './provisioning.ts';
import { namesOf, summaryOf } from './orders.service.ts';
import * as repo from './orders.repository.ts';
import { shownRenewalLine } from './renewals.pricing.ts';

export async function listOrders(ctx: ServiceContext, input: CallIn<typeof calls.orderList>) {
  const page = await repo.orderPage(ctx.deps.db, ctx.auth.user.tenantId, input);
  const names = await namesOf(ctx.deps.db, page.list, ctx.lang);
  return { ...page, list: page.list.map((o) => summaryOf(o, names)) };
}

/** What the viewer may do with an order in its state. */
function actionsOf(o: repo.OrderRow): OrderDetail['actions'] {
  switch (o.status as OrderStatus) {
    case 'unpaid':
      return ['pay', 'cancel'];
    case 'delivered':
      return ['refund', 'invoice'];
    default:
      return [];
  }
}

async function orderDetail(ctx: ServiceContext, id: string): Promise<OrderDetail> {
  const { db } = ctx.deps;
  const o = await repo.orderOf(db, ctx.auth.user.tenantId, id);
  if (!o) throw notFound('order.notFound');
  const products = new Map(
    (
      await repo.productsByCodes(
        db,
        o.lines.map((l) => l.config.code),
      )
    ).map((p) => [p.code, p]),
  );
  const names = await namesOf(db, [o], ctx.lang);
  return {
    ...summaryOf(o, names),
    lines: o.lines.map((l) => {
      const p = products.get(l.config.code);
      if (!p) return shownRenewalLine(l, ctx.lang);
      return {
        code: l.config.code,
        name: p.texts[ctx.lang].name,
        config: l.config,
        shown: shownConfig(p, l.config, ctx.lang),
        price: l.price[ctx.lang] as Price,
      };
    }),
    payment: o.payment ?? null,
    contractNo: o.contractNo,
    consumptionId: o.consumptionId,
    failReason: failReasonIn(ctx.lang, o.failReason),
    timeline: o.timeline.map((t) => ({ status: t.status as OrderStatus, at: t.at })),
    actions: actionsOf(o),
  };
}

/** The spec's one detail call: an order of the tenant, or a line of the caller's cart. */
export async function orderOrCartDetail(
  ctx: ServiceContext,
  input: CallIn<typeof calls.orderOrCartDetail>,
) {
  if (input.type === 'order')
    return { type: 'order' as const, order: await orderDetail(ctx, input.id) };
  const [line] = await pricedLines(ctx, ctx.deps.db, [input.id]);
  if (!line) throw notFound('order.cartLineNotFound');
  return { type: 'car' as const, line };
}
