import { z } from 'zod';
import { idSchema, pageInput, pageOf, sortInput } from '../common/paging.ts';
import { wireNumber } from '../common/wire-number.ts';
import { PROVIDER_CODES } from '../providers.ts';

export const providerCodeSchema = z.enum(PROVIDER_CODES);

/** The resource types every adapter lists (the one list: the server's CloudAdapter uses it). */
export const CLOUD_RESOURCE_TYPES = [
  'host',
  'disk',
  'database',
  'redis',
  'mongo',
  'eip',
  'vpc',
  'subnet',
] as const;
export const cloudResourceTypeSchema = z.enum(CLOUD_RESOURCE_TYPES);
export type CloudResourceType = z.infer<typeof cloudResourceTypeSchema>;

/**
 * Provider item of spec section 3, for the caller's tenant (v1-1.9). `type` 0: the tenant
 * manages the provider here with its own accounts; 1: the provider is only resold to the
 * tenant (no account added). `used`: the tenant has at least one usable account for it.
 * docs/decisions.md (Cloud) records this reading.
 */
export const providerItemSchema = z.object({
  id: z.number().int(),
  code: providerCodeSchema,
  name: z.string(),
  type: z.union([z.literal(0), z.literal(1)]),
  used: z.boolean(),
  logo: z.string(),
  mark: z.string(),
  consumeSign: z.string(),
  chartColor: z.object({
    color: z.string(),
    gradient: z.object({ start: z.string(), end: z.string() }),
  }),
  introduce: z.string(),
  opened: z.boolean(),
  applied: z.boolean(),
  /** Accounts of the tenant on this provider (any health). */
  accountCount: z.number().int(),
});
export type ProviderItem = z.infer<typeof providerItemSchema>;
export const providerItemsOutput = z.array(providerItemSchema);

/** Health of an account, as the console shows it. */
export const ACCOUNT_HEALTH = [
  'unchecked',
  'ok',
  'invalid_credentials',
  'permission_missing',
  'syncing',
  'error',
] as const;
export const accountHealthSchema = z.enum(ACCOUNT_HEALTH);
export type AccountHealth = z.infer<typeof accountHealthSchema>;

export const ACCOUNT_STATUS = { disabled: 0, enabled: 1 } as const;
export const accountStatusSchema = z.union([z.literal(0), z.literal(1)]);

export const SYNC_INTERVALS_MIN = [0, 15, 30, 60, 180, 360, 720, 1440] as const;
/** Minutes between automatic syncs; 0 means only on demand. */
export const syncIntervalSchema = wireNumber(
  z
    .number()
    .int()
    .refine((v) => (SYNC_INTERVALS_MIN as readonly number[]).includes(v), {
      message: 'v.syncInterval',
    }),
);

const trimmed = (max: number) => z.string().trim().min(1).max(max);
const accessKeySchema = z
  .string()
  .trim()
  .min(8, { message: 'v.accessKey' })
  .max(128, { message: 'v.accessKey' })
  .regex(/^[\x21-\x7e]+$/, { message: 'v.accessKey' });
const secretSchema = z
  .string()
  .min(8, { message: 'v.secret' })
  .max(256, { message: 'v.secret' })
  .regex(/^[\x21-\x7e]+$/, { message: 'v.secret' });
const optionalId = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9_-]*$/, { message: 'v.cloudId' })
  .optional();
const regionIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9-]+$/, { message: 'v.region' });

export const typeCheckSchema = z.object({
  type: cloudResourceTypeSchema,
  readable: z.boolean(),
  message: z.string().nullable(),
  providerCode: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type TypeCheck = z.infer<typeof typeCheckSchema>;

/** Per-type result of the last sync. */
export const typeSyncStateSchema = z.object({
  type: cloudResourceTypeSchema,
  count: z.number().int(),
  error: z.string().nullable(),
  providerCode: z.string().nullable(),
  requestId: z.string().nullable(),
  /** Regions where the last sync of this type failed. */
  failedRegions: z.array(z.string()),
  syncedAt: z.string().nullable(),
});

export const cloudAccountSchema = z.object({
  id: idSchema,
  name: z.string(),
  provider: providerCodeSchema,
  /** The access key with all but its first 4 and last 4 characters masked. */
  accessKeyMasked: z.string(),
  projectId: z.string().nullable(),
  domainId: z.string().nullable(),
  regions: z.array(z.string()),
  syncIntervalMin: z.number().int(),
  simulated: z.boolean(),
  status: accountStatusSchema,
  health: accountHealthSchema,
  healthMessage: z.string().nullable(),
  healthProviderCode: z.string().nullable(),
  healthRequestId: z.string().nullable(),
  providerAccountId: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  lastSyncStatus: z.enum(['succeeded', 'partial', 'failed']).nullable(),
  nextSyncAt: z.string().nullable(),
  /** Live (not deleted) resources of the account. */
  resourceCount: z.number().int(),
  /** How current the account's metrics are: late (over three polls old) and why, in words. */
  metrics: z.object({
    late: z.boolean(),
    reason: z.string().nullable(),
    /** Age of the newest point, in seconds (null: none yet). */
    lagSeconds: z.number().int().nullable(),
  }),
  counts: z.record(z.string(), z.number().int()),
  remark: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CloudAccount = z.infer<typeof cloudAccountSchema>;

export const cloudAccountDetailSchema = cloudAccountSchema.extend({
  types: z.array(typeSyncStateSchema),
  lastCheck: z.array(typeCheckSchema),
});
export type CloudAccountDetail = z.infer<typeof cloudAccountDetailSchema>;

export const ACCOUNT_SORT_FIELDS = [
  'name',
  'provider',
  'createdAt',
  'lastSyncAt',
  'health',
] as const;
export const accountListInput = pageInput
  .extend({
    provider: providerCodeSchema.optional(),
    health: accountHealthSchema.optional(),
    status: wireNumber(accountStatusSchema).optional(),
    keyword: z.string().trim().max(64).optional(),
  })
  .extend(sortInput(ACCOUNT_SORT_FIELDS).shape);
export const accountPage = pageOf(cloudAccountSchema);

export const credentialsInput = z.object({
  provider: providerCodeSchema,
  accessKeyId: accessKeySchema,
  secret: secretSchema,
  projectId: optionalId,
  domainId: optionalId,
  /** The simulated cloud answers for this account, shaped like its provider. */
  simulated: z.boolean().default(false),
});

export const accountCreateInput = credentialsInput.extend({
  name: trimmed(64),
  regions: z.array(regionIdSchema).max(50).default([]),
  syncIntervalMin: syncIntervalSchema.default(60),
  remark: z.string().trim().max(200).default(''),
});

/** Leave accessKeyId and secret out to keep the stored ones. */
export const accountUpdateInput = z.object({
  id: idSchema,
  name: trimmed(64).optional(),
  accessKeyId: accessKeySchema.optional(),
  secret: secretSchema.optional(),
  projectId: optionalId,
  domainId: optionalId,
  regions: z.array(regionIdSchema).max(50).optional(),
  syncIntervalMin: syncIntervalSchema.optional(),
  remark: z.string().trim().max(200).optional(),
});
export const accountStatusInput = z.object({
  ids: z.array(idSchema).min(1).max(100),
  status: wireNumber(accountStatusSchema),
});
export const accountIdInput = z.object({ id: idSchema });
export const accountIdsInput = z.object({ ids: z.array(idSchema).min(1).max(100) });

/** Check a stored account (`id`), or credentials before they are saved. */
export const checkAccountInput = z.union([
  z.object({ id: idSchema }),
  credentialsInput.extend({ regions: z.array(regionIdSchema).max(50).optional() }),
]);
export const checkAccountOutput = z.object({
  ok: z.boolean(),
  health: accountHealthSchema,
  message: z.string().nullable(),
  providerCode: z.string().nullable(),
  requestId: z.string().nullable(),
  providerAccountId: z.string().nullable(),
  /** Per resource type: may the account read it (one page of each type was tried). */
  types: z.array(typeCheckSchema),
});
export type CheckAccountResult = z.infer<typeof checkAccountOutput>;

export const regionSchema = z.object({ id: z.string(), name: z.string() });
export type CloudRegion = z.infer<typeof regionSchema>;
/** The provider's regions: through a stored account when given, else the catalogue's list. */
export const getCloudRegionInput = z.object({
  provider: providerCodeSchema,
  accountId: idSchema.optional(),
});
export const regionsOutput = z.array(regionSchema);

export const accountOptionSchema = z.object({
  id: idSchema,
  name: z.string(),
  provider: providerCodeSchema,
  regions: z.array(z.string()),
  status: accountStatusSchema,
});
export const accountOptionsOutput = z.array(accountOptionSchema);

/** Sync progress (polled while a sync runs). */
export const SYNC_JOB_STATES = ['queued', 'running', 'succeeded', 'partial', 'failed'] as const;
export const syncJobStateSchema = z.enum(SYNC_JOB_STATES);
export type SyncJobState = z.infer<typeof syncJobStateSchema>;
export const syncJobSchema = z.object({
  id: idSchema,
  accountId: idSchema,
  accountName: z.string(),
  provider: providerCodeSchema,
  state: syncJobStateSchema,
  trigger: z.enum(['added', 'manual', 'interval', 'action']),
  /** Type x region steps done and in all. */
  done: z.number().int(),
  total: z.number().int(),
  current: z.string().nullable(),
  upserted: z.number().int(),
  deleted: z.number().int(),
  errors: z.number().int(),
  error: z.string().nullable(),
  queuedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type SyncJob = z.infer<typeof syncJobSchema>;
export const syncNowOutput = z.object({ jobs: z.array(syncJobSchema) });
/** The latest job of each given account (all of the tenant's when none given). */
export const syncStatusInput = z.object({
  accountIds: z.array(idSchema).max(100).optional(),
});
export const syncStatusOutput = z.object({
  jobs: z.array(syncJobSchema),
  /** True while any of them is queued or running: poll again. */
  active: z.boolean(),
});

export const SYNC_HISTORY_SORT_FIELDS = ['queuedAt', 'finishedAt'] as const;
export const syncHistoryInput = pageInput
  .extend({ accountId: idSchema.optional(), state: syncJobStateSchema.optional() })
  .extend(sortInput(SYNC_HISTORY_SORT_FIELDS).shape);
export const syncHistoryPage = pageOf(syncJobSchema);

/** Home cards of loginFlag 2. */
export const homeSummaryOutput = z.object({
  byProviderType: z.array(
    z.object({
      provider: providerCodeSchema,
      type: cloudResourceTypeSchema,
      count: z.number().int(),
    }),
  ),
  byProvider: z.array(
    z.object({ provider: providerCodeSchema, count: z.number().int(), accounts: z.number().int() }),
  ),
  attention: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      provider: providerCodeSchema,
      health: accountHealthSchema,
      message: z.string().nullable(),
      requestId: z.string().nullable(),
      status: accountStatusSchema,
    }),
  ),
  lastSyncs: z.array(syncJobSchema),
  totals: z.object({
    accounts: z.number().int(),
    resources: z.number().int(),
    running: z.number().int(),
    stopped: z.number().int(),
  }),
});
export type HomeSummary = z.infer<typeof homeSummaryOutput>;

/** Key pairs (cloudResource/tx/uploadkey): an OpenSSH public key per cloud account. */
export const keyPairSchema = z.object({
  id: idSchema,
  accountId: idSchema,
  accountName: z.string(),
  provider: providerCodeSchema,
  name: z.string(),
  keyType: z.string(),
  bits: z.number().int().nullable(),
  fingerprint: z.string(),
  comment: z.string(),
  publicKey: z.string(),
  uploadedBy: z.string(),
  createdAt: z.string(),
});
export type KeyPair = z.infer<typeof keyPairSchema>;
export const keyPairListInput = pageInput.extend({
  accountId: idSchema.optional(),
  provider: providerCodeSchema.optional(),
  keyword: z.string().trim().max(64).optional(),
});
export const keyPairPage = pageOf(keyPairSchema);
export const keyPairUploadInput = z.object({
  accountId: idSchema,
  name: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, { message: 'v.keyName' }),
  publicKey: z.string().trim().min(1).max(16_384),
});
