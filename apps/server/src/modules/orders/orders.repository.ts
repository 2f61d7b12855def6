import { and, asc, count, desc, eq, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pageOf, type PageIn } from '../../db/page.ts';
import { ofTenant, ownedId, ownedIds } from '../../db/sql.ts';
import { range } from '../billing/list-query.ts';
import {
  cartItems,
  orders,
  productDiscounts,
  products,
  type StoredConfig,
} from '../../db/schema/index.ts';

/** The catalogue is the platform's, shared by every tenant: no tenant column to scope by. */
export const enabledProducts = (db: DbOrTx, category?: string) =>
  db
    .select()
    .from(products)
    .where(and(eq(products.enabled, true), category ? eq(products.category, category) : undefined))
    .orderBy(asc(products.sort), asc(products.code));

export async function productByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.code, code), eq(products.enabled, true)));
  return row;
}

export const productsByCodes = (db: DbOrTx, codes: string[]) =>
  codes.length
    ? db.select().from(products).where(inArray(products.code, codes))
    : Promise.resolve([]);

export async function upsertProduct(db: DbOrTx, values: typeof products.$inferInsert) {
  const [row] = await db
    .insert(products)
    .values(values)
    .onConflictDoUpdate({ target: products.code, set: values })
    .returning({ id: products.id });
  return row!.id;
}

/** The whole catalogue, disabled products too: its editors' list. */
export const allProducts = (db: DbOrTx, category?: string) =>
  db
    .select()
    .from(products)
    .where(category ? eq(products.category, category) : undefined)
    .orderBy(asc(products.sort), asc(products.code));

export async function anyProductByCode(db: DbOrTx, code: string) {
  const [row] = await db.select().from(products).where(eq(products.code, code));
  return row;
}

export async function insertProduct(db: DbOrTx, values: typeof products.$inferInsert) {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

/** Changes the product with this code (its code and id stay); undefined when there is none. */
export async function updateProduct(
  db: DbOrTx,
  code: string,
  values: Partial<typeof products.$inferInsert>,
) {
  const [row] = await db.update(products).set(values).where(eq(products.code, code)).returning();
  return row;
}

export async function tenantDiscount(db: DbOrTx, tenantId: string) {
  const [row] = await db
    .select()
    .from(productDiscounts)
    .where(eq(productDiscounts.tenantId, tenantId));
  return row ?? null;
}

export async function setTenantDiscount(
  db: DbOrTx,
  tenantId: string,
  bp: number,
  contractNo: string,
) {
  await db
    .insert(productDiscounts)
    .values({ tenantId, bp, contractNo })
    .onConflictDoUpdate({ target: productDiscounts.tenantId, set: { bp, contractNo } });
}

// --- the cart: one user's lines within their tenant

const mine = (tenantId: string, userId: string) =>
  ofTenant(cartItems, tenantId, eq(cartItems.userId, userId));

export const cartLines = (db: DbOrTx, tenantId: string, userId: string, ids?: string[]) =>
  db
    .select({ line: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(mine(tenantId, userId), ids ? inArray(cartItems.id, ids) : undefined))
    .orderBy(desc(cartItems.createdAt), asc(cartItems.id));

export async function cartCount(db: DbOrTx, tenantId: string, userId: string) {
  const [row] = await db.select({ n: count() }).from(cartItems).where(mine(tenantId, userId));
  return row?.n ?? 0;
}

export async function insertCartLine(db: DbOrTx, values: typeof cartItems.$inferInsert) {
  const [row] = await db.insert(cartItems).values(values).returning({ id: cartItems.id });
  return row!.id;
}

export async function deleteCartLines(db: DbOrTx, tenantId: string, userId: string, ids: string[]) {
  const gone = await db
    .delete(cartItems)
    .where(and(ownedIds(cartItems, tenantId, ids), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return gone.length;
}

export async function updateCartLine(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  id: string,
  config: StoredConfig,
  addedFen: number,
) {
  const done = await db
    .update(cartItems)
    .set({ config, addedFen })
    .where(and(ownedId(cartItems, tenantId, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return done.length > 0;
}

// --- orders: the tenant's

export type OrderRow = typeof orders.$inferSelect;

export async function insertOrder(db: DbOrTx, values: typeof orders.$inferInsert) {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

export async function orderOf(db: DbOrTx, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(ownedId(orders, tenantId, id));
  return row;
}

export async function lockOrder(db: DbOrTx, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(ownedId(orders, tenantId, id))
    .for('update');
  return row;
}

/** An order by id alone, locked: background work acts on whichever tenant's order it was given. */
export async function lockOrderForWork(db: DbOrTx, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/** Moves an order to `status`, adding the step to its timeline. */
export async function moveOrder(
  db: DbOrTx,
  id: string,
  status: string,
  now: Date,
  patch: Partial<typeof orders.$inferInsert> = {},
) {
  const step = JSON.stringify([{ status, at: now.toISOString() }]);
  const [row] = await db
    .update(orders)
    .set({ ...patch, status, updatedAt: now, timeline: sql`${orders.timeline} || ${step}::jsonb` })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

/** The order list's filters (a report's conditions too). */
export interface OrderFilter {
  status?: string;
  keyword?: string;
  from?: string;
  to?: string;
}

export const orderWhere = (tenantId: string, f: OrderFilter) =>
  ofTenant(
    orders,
    tenantId,
    f.status ? eq(orders.status, f.status) : undefined,
    range(orders.createdAt, f),
    f.keyword ? ilike(orders.orderNo, `%${f.keyword.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
  );

export function orderPage(db: DbOrTx, tenantId: string, f: PageIn & OrderFilter) {
  const where = orderWhere(tenantId, f);
  return pageOf(
    db,
    {
      select: { o: orders },
      from: orders,
      where,
      orderBy: [desc(orders.createdAt), desc(orders.id)],
    },
    f,
    ({ o }) => o,
  );
}

/** Unpaid orders past their time, oldest first (the expiry sweep). */
export const expiredUnpaid = (db: DbOrTx, now: Date, limit: number) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'unpaid'), lte(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt))
    .limit(limit);

/** The longest turnaround of the products ordered, in days. */
export async function turnaroundDays(db: DbOrTx, codes: string[]) {
  const rows = await productsByCodes(db, codes);
  return rows.reduce((m, p) => Math.max(m, p.turnaroundDays), 0);
}

/** Delivered orders, paid from the wallet, oldest change first (the refund follow-up). */
export const deliveredPaid = (db: DbOrTx, limit: number) =>
  db
    .select({ id: orders.id, consumptionId: orders.consumptionId })
    .from(orders)
    .where(eq(orders.status, 'delivered'))
    .orderBy(asc(orders.updatedAt))
    .limit(limit);
