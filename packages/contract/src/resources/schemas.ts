import { z } from 'zod';
import { idSchema, pageInput, pageOf, sortInput, yesNoFilter } from '../common/paging.ts';
import { wireNumber } from '../common/wire-number.ts';
import { cloudResourceTypeSchema, providerCodeSchema } from '../cloud/schemas.ts';

/** Statuses normalised across providers (the provider's own word is `rawStatus`); the
 * server's CloudAdapter uses this list too. */
export const RESOURCE_STATUSES = [
  'pending',
  'running',
  'starting',
  'stopping',
  'stopped',
  'rebooting',
  'available',
  'in_use',
  'error',
  'deleting',
  'unknown',
] as const;
export const resourceStatusSchema = z.enum(RESOURCE_STATUSES);
export type ResourceStatus = z.infer<typeof resourceStatusSchema>;

export const HOST_ACTIONS = ['start', 'stop', 'reboot'] as const;
export const hostActionSchema = z.enum(HOST_ACTIONS);
export type HostActionName = z.infer<typeof hostActionSchema>;

export const tagRefSchema = z.object({ id: idSchema, key: z.string(), value: z.string() });
export type TagRef = z.infer<typeof tagRefSchema>;

export const resourceSchema = z.object({
  id: idSchema,
  type: cloudResourceTypeSchema,
  providerId: z.string(),
  name: z.string(),
  provider: providerCodeSchema,
  accountId: idSchema,
  accountName: z.string(),
  region: z.string(),
  zone: z.string().nullable(),
  status: resourceStatusSchema,
  rawStatus: z.string(),
  spec: z.string().nullable(),
  cpu: z.number().int().nullable(),
  memoryMb: z.number().int().nullable(),
  sizeGb: z.number().int().nullable(),
  privateIp: z.string().nullable(),
  publicIp: z.string().nullable(),
  /** Provider ids of the VPC, subnet and (disk, EIP) host. */
  vpcId: z.string().nullable(),
  subnetId: z.string().nullable(),
  hostId: z.string().nullable(),
  engine: z.string().nullable(),
  engineVersion: z.string().nullable(),
  cidr: z.string().nullable(),
  bandwidthMbps: z.number().int().nullable(),
  chargeType: z.enum(['prepaid', 'postpaid']).nullable(),
  /** At the provider. */
  createdAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  providerTags: z.record(z.string(), z.string()),
  /** Console tags (ours). */
  tags: z.array(tagRefSchema),
  /** Gone from the provider at the last sync. */
  deleted: z.boolean(),
  syncedAt: z.string(),
  /** A host action asked for and not yet seen finished by a refresh. */
  pendingAction: hostActionSchema.nullable(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const RESOURCE_SORT_FIELDS = [
  'name',
  'provider',
  'region',
  'status',
  'spec',
  'cpu',
  'memoryMb',
  'sizeGb',
  'createdAt',
  'expiresAt',
  'syncedAt',
] as const;

const flag = yesNoFilter;

const csv = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v === '' ? [] : v.split(',')) : v),
    z.array(item).max(20),
  );

/** The filters every inventory list takes. */
export const resourceFilterInput = pageInput
  .extend({
    provider: providerCodeSchema.optional(),
    accountId: idSchema.optional(),
    region: z.string().trim().max(64).optional(),
    status: csv(resourceStatusSchema).optional(),
    tagId: idSchema.optional(),
    /** Name, provider id or IP contains this. */
    name: z.string().trim().max(128).optional(),
    /** Show resources gone from the provider too. */
    includeDeleted: flag,
  })
  .extend(sortInput(RESOURCE_SORT_FIELDS).shape);

/** Lists across types (tag binding, one provider's resources): an optional type filter. */
export const resourceListInput = resourceFilterInput.extend({
  type: cloudResourceTypeSchema.optional(),
  /** Resources without any console tag. */
  untagged: flag,
});
/** `totalIsLowerBound`: the count stopped early; there are more than `total` rows ("more than N"). */
export const resourcePage = pageOf(resourceSchema).extend({
  totalIsLowerBound: z.boolean().optional(),
});

export const resourceIdInput = z.object({ id: idSchema });
export const resourceDetailOutput = resourceSchema.extend({
  related: z.object({
    /** A host's disks and EIPs; a disk's or EIP's host. */
    host: resourceSchema.nullable(),
    disks: z.array(resourceSchema),
    eips: z.array(resourceSchema),
    vpc: resourceSchema.nullable(),
    subnet: resourceSchema.nullable(),
    /** A VPC's subnets and hosts. */
    subnets: z.array(resourceSchema),
    hosts: z.array(resourceSchema),
  }),
});
export type ResourceDetail = z.infer<typeof resourceDetailOutput>;

export const hostActionInput = z.object({
  ids: z.array(idSchema).min(1).max(50),
  action: hostActionSchema,
});
export const hostActionResultSchema = z.object({
  id: idSchema,
  ok: z.boolean(),
  status: resourceStatusSchema,
  message: z.string().nullable(),
  requestId: z.string().nullable(),
});
export const hostActionOutput = z.object({
  results: z.array(hostActionResultSchema),
  affected: z.number().int(),
});

/** Per-type counts of the filtered inventory (tabs of one provider's page). */
export const resourceCountsInput = z.object({
  provider: providerCodeSchema.optional(),
  accountId: idSchema.optional(),
});
export const resourceCountsOutput = z.array(
  z.object({ type: cloudResourceTypeSchema, count: z.number().int(), running: z.number().int() }),
);

/** Regions that have inventory, for the region filter. */
export const resourceRegionsInput = z.object({
  provider: providerCodeSchema.optional(),
  accountId: idSchema.optional(),
  type: cloudResourceTypeSchema.optional(),
});
export const resourceRegionsOutput = z.array(
  z.object({ provider: providerCodeSchema, region: z.string(), count: z.number().int() }),
);

// ---- Tags (console tags, per tenant) ----

const tagPart = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^,<>]*$/, { message: 'v.tagChars' });
export const tagKeySchema = tagPart(64).min(1);
export const tagValueSchema = tagPart(128);

export const tagSchema = z.object({
  id: idSchema,
  key: z.string(),
  value: z.string(),
  usageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;
export const TAG_SORT_FIELDS = ['key', 'value', 'usageCount', 'createdAt'] as const;
export const tagListInput = pageInput
  .extend({
    keyword: z.string().trim().max(64).optional(),
    key: z.string().trim().max(64).optional(),
  })
  .extend(sortInput(TAG_SORT_FIELDS).shape);
export const tagPage = pageOf(tagSchema);
export const tagOptionsOutput = z.array(tagRefSchema);
export const tagCreateInput = z.object({ key: tagKeySchema, value: tagValueSchema.default('') });
export const tagUpdateInput = z.object({
  id: idSchema,
  key: tagKeySchema,
  value: tagValueSchema.default(''),
});
export const tagDeleteInput = z.object({ ids: z.array(idSchema).min(1).max(500) });
export const tagDeleteOutput = z.object({ affected: z.number().int(), unbound: z.number().int() });
export const tagBindInput = z.object({
  tagIds: z.array(idSchema).min(1).max(20),
  resourceIds: z.array(idSchema).min(1).max(1000),
});
export const tagBindOutput = z.object({ affected: z.number().int() });

// ---- Quota requests (/resourceManage/quotaApply) ----

export const QUOTA_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export const quotaStatusSchema = z.enum(QUOTA_STATUSES);
export const QUOTA_ITEMS = [
  'instances',
  'vcpus',
  'memoryGb',
  'diskGb',
  'eips',
  'vpcs',
  'databases',
  'redis',
  'mongo',
] as const;
export const quotaItemSchema = z.enum(QUOTA_ITEMS);
export type QuotaItem = (typeof QUOTA_ITEMS)[number];

export const quotaRequestSchema = z.object({
  id: idSchema,
  accountId: idSchema,
  accountName: z.string(),
  provider: providerCodeSchema,
  region: z.string(),
  item: quotaItemSchema,
  current: z.number().int(),
  requested: z.number().int(),
  reason: z.string(),
  status: quotaStatusSchema,
  requestedBy: z.string(),
  requestedById: idSchema,
  reviewedBy: z.string().nullable(),
  reviewComment: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The work order of category quota opened with the request (the support desk's side). */
  workOrderId: idSchema.nullable(),
  workOrderNumber: z.number().int().nullable(),
});
export type QuotaRequest = z.infer<typeof quotaRequestSchema>;
export const QUOTA_SORT_FIELDS = ['createdAt', 'status', 'requested'] as const;
export const quotaListInput = pageInput
  .extend({
    status: quotaStatusSchema.optional(),
    provider: providerCodeSchema.optional(),
    accountId: idSchema.optional(),
    /** Only the caller's own requests. */
    mine: flag,
  })
  .extend(sortInput(QUOTA_SORT_FIELDS).shape);
export const quotaPage = pageOf(quotaRequestSchema);
/** Where a known quota's limit came from: the provider's quota API, or the newest request. */
export const QUOTA_SOURCES = ['provider', 'request'] as const;
/** A quota the console knows (an account, region and item), with its usage and level. */
export const quotaLimitSchema = z.object({
  accountId: idSchema,
  accountName: z.string(),
  region: z.string(),
  item: quotaItemSchema,
  limit: z.number().int(),
  used: z.number().int(),
  source: z.enum(QUOTA_SOURCES),
  /** The warning level last recorded (ok, warning, critical); null before the first check. */
  level: z.enum(['ok', 'warning', 'critical']).nullable(),
});
export type QuotaLimit = z.infer<typeof quotaLimitSchema>;
export const quotaLimitsOutput = z.object({ list: z.array(quotaLimitSchema) });
export const quotaCreateInput = z
  .object({
    accountId: idSchema,
    region: z.string().trim().min(1).max(64),
    item: quotaItemSchema,
    current: wireNumber(z.number().int().min(0).max(1_000_000)),
    requested: wireNumber(z.number().int().min(1).max(1_000_000)),
    reason: z.string().trim().min(1).max(500),
  })
  .refine((v) => v.requested > v.current, { message: 'v.quotaMore', path: ['requested'] });
export const quotaReviewInput = z.object({
  id: idSchema,
  decision: z.enum(['approve', 'reject']),
  comment: z.string().trim().max(500).default(''),
});
