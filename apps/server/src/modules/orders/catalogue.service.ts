import type {
  calls,
  Config,
  Language,
  Price,
  ProductAttr,
  ProductAttrs,
  ProductCard,
} from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { ProductAttrDef, products, StoredConfig } from '../../db/schema/index.ts';
import type { CallIn } from '../../lib/call-types.ts';
import { notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import { checkConfig, priceOf, type ProductRow, type TenantDiscount } from './pricing.ts';
import * as repo from './orders.repository.ts';
import { requireCatalogueEditor } from './catalogue-admin.service.ts';

/** The default configuration's price for one unit: per month, or once. */
function fromFen(p: ProductRow): number {
  const defaults: Config = {
    code: p.code,
    attrs: {},
    quantity: 1,
    ...(p.billing === 'subscription' ? { months: p.terms[0] ?? 1 } : {}),
  };
  const c = { ...defaults, attrs: defaultAttrs(p) };
  return priceOf(p, c, null, 'en-US').unitFen;
}

const defaultAttrs = (p: ProductRow) =>
  Object.fromEntries(
    p.attrs.flatMap((a) => (a.kind === 'ip' ? [] : [[a.key, a.default] as const])),
  ) as Record<string, string | number>;

const card = (p: ProductRow, lang: Language): ProductCard => ({
  id: p.id,
  code: p.code,
  category: p.category as ProductCard['category'],
  name: p.texts[lang].name,
  summary: p.texts[lang].summary,
  billing: p.billing as ProductCard['billing'],
  fromFen: fromFen(p),
});

const attrOf = (a: ProductAttrDef, lang: Language): ProductAttr => {
  switch (a.kind) {
    case 'choice':
      return {
        kind: 'choice',
        key: a.key,
        label: a.label[lang],
        options: a.options.map((o) => ({ value: o.value, label: o.label[lang] })),
        default: a.default,
      };
    case 'number':
      return {
        kind: 'number',
        key: a.key,
        label: a.label[lang],
        unit: a.unit[lang],
        min: a.min,
        max: a.max,
        step: a.step,
        default: a.default,
      };
    case 'ip':
      return { kind: 'ip', key: a.key, label: a.label[lang], httpsKey: a.httpsKey ?? null };
  }
};

export async function listProducts(
  ctx: ServiceContext,
  input: CallIn<typeof calls.productList>,
): Promise<ProductCard[]> {
  const rows = await repo.enabledProducts(ctx.deps.db, input.category);
  return rows.map((p) => card(p, ctx.lang));
}

export async function productOf(db: DbOrTx, code: string): Promise<ProductRow> {
  const p = await repo.productByCode(db, code);
  if (!p) throw notFound('order.productNotFound');
  return p;
}

export async function productAttrs(
  ctx: ServiceContext,
  input: { code: string },
): Promise<ProductAttrs> {
  const p = await productOf(ctx.deps.db, input.code);
  return {
    ...card(p, ctx.lang),
    description: p.texts[ctx.lang].description,
    attrs: p.attrs.map((a) => attrOf(a, ctx.lang)),
    terms: p.terms,
    quantityMax: p.quantityMax,
  };
}

/** The tenant's contract discount, if it has one. */
export async function discountOf(db: DbOrTx, tenantId: string): Promise<TenantDiscount | null> {
  const d = await repo.tenantDiscount(db, tenantId);
  return d ? { bp: d.bp, contractNo: d.contractNo } : null;
}

export interface Priced {
  product: ProductRow;
  config: StoredConfig;
  price: Price;
}

/** A configuration checked against its product and priced for the tenant. */
export async function priced(
  ctx: ServiceContext,
  db: DbOrTx,
  c: Config,
  quoteOnly = false,
): Promise<Priced> {
  const product = await productOf(db, c.code);
  const config = checkConfig(product, c, quoteOnly);
  const discount = await discountOf(db, ctx.auth.user.tenantId);
  return { product, config, price: priceOf(product, config, discount, ctx.lang) };
}

export async function productPrice(ctx: ServiceContext, input: Config): Promise<Price> {
  return (await priced(ctx, ctx.deps.db, input, true)).price;
}

export type ProductDef = Omit<typeof products.$inferInsert, 'id' | 'updatedAt'>;

/** The demo seed's catalogue, by its editors' rule (the screen uses catalogue-admin.service). */
export async function saveProduct(ctx: ServiceContext, def: ProductDef): Promise<string> {
  await requireCatalogueEditor(ctx);
  return repo.upsertProduct(ctx.deps.db, { ...def, updatedAt: ctx.deps.now() });
}
