import type {
  CloudResourceType,
  MetricName,
  ProviderCode,
  QuotaItem,
  ResourceStatus,
} from '@ecloud/contract';
import type { MetricKeys } from '../db/schema/resources.ts';

/**
 * The one interface every cloud answers through: the six real providers (cloud/providers/*)
 * and the simulated cloud (cloud/simulated/*). Paging, signing, time-outs, retries and rate
 * limits live behind it; callers see plain lists in our own vocabulary.
 */

// The resource types and normalised statuses are the contract's (CLOUD_RESOURCE_TYPES,
// RESOURCE_STATUSES): one list shared with the browser, named here in the adapters' words.
export type ResourceType = CloudResourceType;
export type { ResourceStatus };

export interface CloudCredentials {
  accessKeyId: string;
  secret: string;
  /** Huawei project id (per region) when the account is scoped to one. */
  projectId?: string;
  /** Huawei domain (account) id, for global services. */
  domainId?: string;
}

export interface Region {
  id: string;
  /** The provider's display name for it (e.g. "华东1（杭州）" or "US East (N. Virginia)"). */
  name: string;
}

/** One resource of any type, as the inventory stores it. */
export interface CloudResource {
  type: ResourceType;
  /** The provider's id (i-xxxx, ins-xxxx, a UUID ...). Unique per account, region and type. */
  providerId: string;
  name: string;
  region: string;
  zone?: string;
  status: ResourceStatus;
  rawStatus: string;
  /** Instance type / class / flavour (ecs.g7.large, db.t3.medium, 4C8G ...). */
  spec?: string;
  cpu?: number;
  memoryMb?: number;
  /** Disk size, or a database's / cache's storage or capacity, in GB. */
  sizeGb?: number;
  privateIp?: string;
  publicIp?: string;
  vpcId?: string;
  subnetId?: string;
  /** A disk's or an EIP's host (provider id), when attached or bound. */
  hostId?: string;
  /** Database engine and version (MySQL 8.0, Redis 6.0, MongoDB 4.4 ...). */
  engine?: string;
  engineVersion?: string;
  /** A VPC's or subnet's CIDR block. */
  cidr?: string;
  /** EIP bandwidth in Mbit/s. */
  bandwidthMbps?: number;
  chargeType?: 'prepaid' | 'postpaid';
  createdAt?: Date;
  expiresAt?: Date;
  /** The provider's own tags (key -> value). Console tags are ours and kept apart. */
  tags: Record<string, string>;
  /** What the provider's monitoring API names the resource's parts by, where its id is not enough. */
  metricKeys?: MetricKeys;
}

/** Kept on the inventory row (`metric_keys`), where its shape is defined. */
export type { MetricKeys };

export interface Page<T> {
  items: T[];
  /** Opaque cursor for the next page; absent on the last page. */
  next?: string;
}

export type HostAction = 'start' | 'stop' | 'reboot';

export type CloudErrorKind =
  | 'auth' // bad key or secret, signature mismatch
  | 'permission' // the key may not call this API
  | 'throttled' // rate limited by the provider
  | 'not_found'
  | 'timeout'
  | 'network'
  | 'provider'; // any other error reply

/** Every adapter failure, with what the provider said so the console can show it. */
export class CloudError extends Error {
  readonly kind: CloudErrorKind;
  readonly provider: ProviderCode;
  /** The provider's error code (InvalidAccessKeyId.NotFound, AuthFailure ...). */
  readonly providerCode?: string;
  readonly requestId?: string;

  constructor(
    provider: ProviderCode,
    kind: CloudErrorKind,
    message: string,
    details: { providerCode?: string; requestId?: string } = {},
  ) {
    super(message);
    this.name = 'CloudError';
    this.provider = provider;
    this.kind = kind;
    this.providerCode = details.providerCode;
    this.requestId = details.requestId;
  }

  /** Worth another try with backoff. */
  get retryable(): boolean {
    return this.kind === 'throttled' || this.kind === 'timeout' || this.kind === 'network';
  }
}

export interface VerifyResult {
  /** The provider's account id (AWS account, Alibaba uid, ...) when it tells. */
  accountId?: string;
}

export interface CloudAdapter {
  readonly provider: ProviderCode;
  /** Throws CloudError('auth' | 'permission' | ...) when the credentials do not work. */
  verifyCredentials(): Promise<VerifyResult>;
  listRegions(): Promise<Region[]>;
  /** One page of one resource type in one region. Subnets of every VPC of the region. */
  list(type: ResourceType, region: string, cursor?: string): Promise<Page<CloudResource>>;
  /** Asks the cloud to act; the new state shows up in later lists (starting -> running). */
  hostAction(region: string, hostIds: string[], action: HostAction): Promise<void>;
  /**
   * Renews a subscription resource for `months`; answers the new expiry. Absent where the
   * provider has no renewal (on-demand only) or its call is not wired yet.
   */
  renew?(target: RenewTarget, months: number): Promise<{ expiresAt: Date }>;
  /**
   * The resource's expiry as the provider has it now (undefined: it has none). A renewal that
   * stopped after the provider's call reads it to learn whether that call went through.
   */
  readExpiry?(target: RenewTarget): Promise<Date | undefined>;
  /** Turns the provider's own auto-renew on (for `months` each time, default 1) or off. */
  setAutoRenew?(target: RenewTarget, on: boolean, months?: number): Promise<void>;
  /**
   * The auto-renew flag the provider holds now, from its describe call. Absent where that call
   * does not report it, so what we show after a toggle is what the cloud holds where it tells.
   */
  readAutoRenew?(target: RenewTarget): Promise<boolean>;
  /**
   * One call of the provider's monitoring API: the queries (all in `region`, within the
   * per-call maxima of cloud/metric-limits.ts, which the poller batches to) over [from, to).
   * Absent where the provider's metrics are not read.
   */
  readMetrics?(
    region: string,
    queries: MetricQuery[],
    window: MetricWindow,
  ): Promise<MetricSeries[]>;
  /**
   * The account's limits in `region` as the provider's quota API states them, for the quota
   * items it reports (docs/decisions.md, Quota warnings). Absent where the provider has no quota
   * API; an item it does not report is left out (unlimited ones too).
   */
  readQuotas?(region: string): Promise<ProviderQuota[]>;
}

/** One limit the provider holds for the account in a region, in our quota items' units. */
export interface ProviderQuota {
  item: QuotaItem;
  limit: number;
}

/** One resource's metric, in our names (the contract's METRICS, with their units). */
export interface MetricQuery {
  type: ResourceType;
  providerId: string;
  metric: MetricName;
  /** The resource's public address: Tencent names an EIP's metrics by it, not by its id. */
  address?: string;
  /** The disk's host (provider id), when attached. */
  hostId?: string;
  /** The resource's metric keys from the inventory (CloudResource.metricKeys). */
  keys?: MetricKeys;
}

/** Epoch milliseconds, `to` exclusive. */
export interface MetricWindow {
  fromMs: number;
  toMs: number;
}

/** A query's points, [epoch ms, value in our unit], oldest first. */
export interface MetricSeries extends MetricQuery {
  points: [number, number][];
}

/** The subscription calls a provider may have; absent ones it does not offer. */
export type RenewalCalls = Pick<
  CloudAdapter,
  'renew' | 'readExpiry' | 'setAutoRenew' | 'readAutoRenew'
>;

export interface RenewTarget {
  type: ResourceType;
  region: string;
  providerId: string;
}

export interface AdapterOptions {
  /** Where to send a service's calls; tests point every service at a fake server. */
  endpointFor?: (service: string, region: string) => string;
  /** Per-call time-out in ms (default 15 000). */
  timeoutMs?: number;
}

export type AdapterFactory = (
  credentials: CloudCredentials,
  options?: AdapterOptions,
) => CloudAdapter;
