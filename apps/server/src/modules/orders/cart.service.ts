import { CART_MAX_LINES, type calls, type CartLine, type Config } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { CallIn } from '../../lib/call-types.ts';
import { allOrNone } from '../../lib/all-or-none.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import { discountOf, priced } from './catalogue.service.ts';
import { checkConfig, priceOf, shownConfig } from './pricing.ts';
import * as repo from './orders.repository.ts';

const who = (ctx: ServiceContext) => ({
  tenantId: ctx.auth.user.tenantId,
  userId: ctx.auth.user.id,
});

/** The caller's cart lines (all, or those of `ids`), each priced now. */
export async function pricedLines(
  ctx: ServiceContext,
  db: DbOrTx,
  ids?: string[],
): Promise<CartLine[]> {
  const { tenantId, userId } = who(ctx);
  const rows = await repo.cartLines(db, tenantId, userId, ids);
  const discount = await discountOf(db, tenantId);
  return rows.map(({ line, product }) => ({
    id: line.id,
    code: product.code,
    name: product.texts[ctx.lang].name,
    category: product.category as CartLine['category'],
    billing: product.billing as CartLine['billing'],
    config: line.config,
    shown: shownConfig(product, line.config, ctx.lang),
    price: priceOf(product, line.config, discount, ctx.lang),
    addedFen: line.addedFen,
    createdAt: line.createdAt.toISOString(),
  }));
}

export const listCart = (ctx: ServiceContext) => pricedLines(ctx, ctx.deps.db);

export async function addToCart(ctx: ServiceContext, input: Config) {
  const { tenantId, userId } = who(ctx);
  const { db } = ctx.deps;
  const { product, config, price } = await priced(ctx, db, input);
  return db.transaction(async (tx) => {
    if ((await repo.cartCount(tx, tenantId, userId)) >= CART_MAX_LINES)
      throw conflict('order.cartFull', { max: CART_MAX_LINES });
    const id = await repo.insertCartLine(tx, {
      tenantId,
      userId,
      productId: product.id,
      config,
      addedFen: price.finalFen,
      createdAt: ctx.deps.now(),
    });
    return { id, count: await repo.cartCount(tx, tenantId, userId) };
  });
}

/** All the given lines of the caller's cart, or none (another user's line is "not found"). */
export async function removeFromCart(ctx: ServiceContext, input: { ids: string[] }) {
  const { tenantId, userId } = who(ctx);
  await allOrNone(ctx.deps.db, input.ids, 'order.cartLineNotFound', async (tx, ids) => ({
    affected: await repo.deleteCartLines(tx, tenantId, userId, ids),
  }));
  return { count: await repo.cartCount(ctx.deps.db, tenantId, userId) };
}

export async function updateCartLine(
  ctx: ServiceContext,
  input: CallIn<typeof calls.cartUpdate>,
): Promise<CartLine> {
  const { tenantId, userId } = who(ctx);
  const { db } = ctx.deps;
  const [line] = await pricedLines(ctx, db, [input.id]);
  if (!line) throw notFound('order.cartLineNotFound');
  const { product, config, price } = await priced(ctx, db, {
    ...line.config,
    quantity: input.quantity,
  });
  checkConfig(product, config);
  await repo.updateCartLine(db, tenantId, userId, input.id, config, price.finalFen);
  return {
    ...line,
    config,
    shown: shownConfig(product, config, ctx.lang),
    price,
    addedFen: price.finalFen,
  };
}
