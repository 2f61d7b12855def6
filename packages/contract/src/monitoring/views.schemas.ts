import { z } from 'zod';
import { PROVIDER_CODES, type ProviderCode } from '../providers.ts';
import { providerCodeSchema } from '../cloud/schemas.ts';
import { idSchema, pageInput } from '../common/paging.ts';
import { wireNumber } from '../common/wire-number.ts';
import { resourceListInput } from '../resources/schemas.ts';

/**
 * Business types a view is about (the spec's businessType route parameter, a number; the list is
 * ours: docs/decisions.md, Monitoring).
 */
export const BUSINESS_TYPES = [1, 2, 3, 4] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export const businessTypeSchema = wireNumber(z.number().int().min(1).max(BUSINESS_TYPES.length));

/** A view over every cloud: cloudCode `ALL`, cloudId 0 in the routes. */
export const ALL_CLOUDS = 'ALL';
export const viewCloudSchema = z.union([providerCodeSchema, z.literal(ALL_CLOUDS)]);
export type ViewCloud = z.infer<typeof viewCloudSchema>;

/** The spec's cloudId: the provider item's id (its place in the catalogue, from 1), 0 for all. */
export const cloudIdOf = (code: ViewCloud): number =>
  code === ALL_CLOUDS ? 0 : PROVIDER_CODES.indexOf(code as ProviderCode) + 1;
export const cloudCodeOf = (cloudId: number): ViewCloud | undefined =>
  cloudId === 0 ? ALL_CLOUDS : PROVIDER_CODES[cloudId - 1];

const name = z.string().trim().min(1).max(64);
const sort = wireNumber(z.number().int().min(0).max(9999));

export const viewGroupSchema = z.object({
  id: idSchema,
  name: z.string(),
  sort: z.number().int(),
  resourceCount: z.number().int(),
});
export type ViewGroup = z.infer<typeof viewGroupSchema>;

export const businessViewSchema = z.object({
  id: idSchema,
  name: z.string(),
  sort: z.number().int(),
  cloudId: z.number().int(),
  cloudCode: viewCloudSchema,
  businessType: z.number().int(),
  groups: z.array(viewGroupSchema),
  createdAt: z.string(),
});
export type BusinessView = z.infer<typeof businessViewSchema>;

export const viewListInput = z.object({ cloudCode: viewCloudSchema.optional() });
export const viewListOutput = z.array(businessViewSchema);

export const viewCreateInput = z.object({
  name,
  sort: sort.default(0),
  cloudCode: viewCloudSchema,
  businessType: businessTypeSchema,
});
export const viewUpdateInput = viewCreateInput.extend({ id: idSchema });
export const viewIdInput = z.object({ id: idSchema });

const resourceIds = z.array(idSchema).max(1000);

export const groupCreateInput = z.object({
  viewId: idSchema,
  name,
  sort: sort.default(0),
  resourceIds: resourceIds.default([]),
});
export const groupUpdateInput = z.object({ id: idSchema, name, sort: sort.default(0) });
export const groupIdInput = z.object({ id: idSchema });
export const groupAssignInput = z.object({
  groupId: idSchema,
  resourceIds: resourceIds.min(1),
  /** Take them out of the group instead. */
  remove: z.boolean().optional(),
});

/** A group's resources, filtered as the inventory is. */
export const groupResourcesInput = resourceListInput
  .omit({ untagged: true })
  .extend({ groupId: idSchema })
  .extend(pageInput.shape);
