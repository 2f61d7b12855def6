import {
  CATALOGUE_CODE,
  holdsByName,
  type calls,
  type ManagedProduct,
  type ProductDefInput,
} from '@ecloud/contract';
import type { ServiceOf } from '../../lib/call-types.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import { isPlatformTenant } from '../billing/tenants.repository.ts';
import { isUniqueViolation } from '../cloud/db-errors.ts';
import { checkConfig, priceOf, type ProductRow } from './pricing.ts';
import * as repo from './orders.repository.ts';

/**
 * The catalogue's editors: CATALOGUE_CODE held by name ('all' never implies it, so a customer's
 * administrator cannot change the platform's prices) by a person of a platform tenant. Checked
 * here, so the demo seed and every other caller meet the rule the API does.
 */
export async function requireCatalogueEditor(ctx: ServiceContext): Promise<void> {
  if (!holdsByName(ctx.auth.authCodes, CATALOGUE_CODE)) throw forbidden('catalogue.editorsOnly');
  if (!(await isPlatformTenant(ctx.deps.db, ctx.auth.user.tenantId)))
    throw forbidden('catalogue.editorsOnly');
}

const managed = (p: ProductRow): ManagedProduct => ({
  id: p.id,
  code: p.code,
  category: p.category as ManagedProduct['category'],
  texts: p.texts,
  billing: p.billing as ManagedProduct['billing'],
  terms: p.terms,
  baseFen: p.baseFen,
  attrs: p.attrs,
  discounts: p.discounts,
  quantityMax: p.quantityMax,
  turnaroundDays: p.turnaroundDays,
  sort: p.sort,
  enabled: p.enabled,
  updatedAt: p.updatedAt.toISOString(),
});

export const listCatalogue: ServiceOf<typeof calls.catalogueList> = async (ctx, input) => {
  await requireCatalogueEditor(ctx);
  return (await repo.allProducts(ctx.deps.db, input.category)).map(managed);
};

/** A new product, enabled; a code in use (even by a racing request) names the field. */
export async function createProduct(
  ctx: ServiceContext,
  input: ProductDefInput,
): Promise<ManagedProduct> {
  await requireCatalogueEditor(ctx);
  const { db } = ctx.deps;
  const taken = () => conflict('catalogue.codeTaken', { code: input.code });
  if (await repo.anyProductByCode(db, input.code)) throw taken();
  try {
    return managed(await repo.insertProduct(db, { ...input, updatedAt: ctx.deps.now() }));
  } catch (err) {
    throw isUniqueViolation(err) ? taken() : err;
  }
}

/**
 * Changes a product found by its code (the code stays: orders keep it). New prices apply to the
 * next price query and commit; a cart priced before meets the stale-price refusal at commit.
 */
export async function updateProduct(
  ctx: ServiceContext,
  input: ProductDefInput,
): Promise<ManagedProduct> {
  await requireCatalogueEditor(ctx);
  const row = await repo.updateProduct(ctx.deps.db, input.code, {
    ...input,
    updatedAt: ctx.deps.now(),
  });
  if (!row) throw notFound('catalogue.notFound');
  return managed(row);
}

/** A disabled product leaves the customers' lists and calculator; carts holding it cannot commit. */
export const enableProduct: ServiceOf<typeof calls.catalogueEnable> = async (ctx, input) => {
  await requireCatalogueEditor(ctx);
  const row = await repo.updateProduct(ctx.deps.db, input.code, {
    enabled: input.enabled,
    updatedAt: ctx.deps.now(),
  });
  if (!row) throw notFound('catalogue.notFound');
  return managed(row);
};

/** An unsaved definition priced by getPrice's own function, at list price (no tenant discount). */
export const previewPrice: ServiceOf<typeof calls.cataloguePreview> = async (ctx, input) => {
  await requireCatalogueEditor(ctx);
  const { product, config } = input;
  const row: ProductRow = { ...product, id: '', enabled: true, updatedAt: ctx.deps.now() };
  const checked = checkConfig(row, { ...config, code: product.code }, true);
  return priceOf(row, checked, null, ctx.lang);
};
