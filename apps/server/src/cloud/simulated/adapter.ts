import { and, eq } from 'drizzle-orm';
import type { ProviderCode } from '@ecloud/contract';
import {
  CloudError,
  type CloudAdapter,
  type CloudResource,
  type HostAction,
  type MetricQuery,
  type MetricSeries,
  type MetricWindow,
  type Page,
  type ProviderQuota,
  type Region,
  type RenewTarget,
  type ResourceType,
} from '../adapter.ts';
import type { DbOrTx } from '../../db/client.ts';
import { simHostState, type SimConfigJson } from '../../db/schema/index.ts';
import { SHAPES } from './catalogue.ts';
import { buildEstate, defaultHosts, ESTATE_EPOCH } from './estate.ts';
import {
  overlayExpiry,
  simulatedAutoRenew,
  simulatedAutoRenewFlag,
  simulatedExpiry,
  simulatedRenew,
} from './renew.ts';
import { readSimulatedMetrics } from './metrics.ts';

export const SIM_PAGE_SIZE = 100;
/** How long a host takes to settle after an action (stop -> stopping -> stopped). */
export const SIM_TRANSITION_MS = 4_000;

export interface SimulatedAccount {
  id: string;
  provider: ProviderCode;
  simConfig: SimConfigJson;
  /** When the account was added: its estate's subscription dates count from that day. */
  since?: Date;
}

const estates = new Map<string, Record<ResourceType, CloudResource[]>>();
const ESTATE_CACHE = 256;

function estateOf(account: SimulatedAccount, region: string) {
  const regionIndex = SHAPES[account.provider].regions.findIndex((r) => r.id === region);
  const hosts = account.simConfig.perRegion ?? defaultHosts(account.id, region);
  const key = `${account.id}|${region}|${hosts}`;
  let estate = estates.get(key);
  if (!estate) {
    estate = buildEstate(account.provider, account.id, region, hosts, regionIndex);
    if (estates.size >= ESTATE_CACHE) estates.delete(estates.keys().next().value!);
    estates.set(key, estate);
  }
  return estate;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * The simulated cloud: a real CloudAdapter whose estate is generated from the account and
 * whose host actions are kept in the database, so every replica and every restart agrees.
 */
export class SimulatedAdapter implements CloudAdapter {
  readonly provider: ProviderCode;

  constructor(
    private readonly account: SimulatedAccount,
    private readonly db: DbOrTx,
    private readonly now: () => Date,
  ) {
    this.provider = account.provider;
  }

  private requestId(): string {
    return `sim-${this.now().getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  }

  private async enter(type?: string, region?: string): Promise<void> {
    const c = this.account.simConfig;
    if (c.delayMs) await sleep(c.delayMs);
    const failing =
      (type !== undefined && c.failTypes?.includes(type)) ||
      (region !== undefined && c.failRegions?.includes(region));
    if (failing) {
      const kind = c.failKind ?? 'provider';
      throw new CloudError(
        this.provider,
        kind,
        kind === 'permission'
          ? `You are not authorized to list ${type ?? 'resources'} in ${region ?? 'this region'}.`
          : `Simulated failure listing ${type ?? 'resources'} in ${region ?? 'this region'}.`,
        {
          providerCode: kind === 'permission' ? 'Forbidden.RAM' : 'InternalError',
          requestId: this.requestId(),
        },
      );
    }
  }

  async verifyCredentials() {
    await this.enter();
    if (this.account.simConfig.revoked) {
      throw new CloudError(this.provider, 'auth', 'The access key is invalid or revoked.', {
        providerCode: 'InvalidAccessKeyId.NotFound',
        requestId: this.requestId(),
      });
    }
    return { accountId: `sim-${this.account.id.slice(0, 8)}` };
  }

  async listRegions(): Promise<Region[]> {
    await this.enter();
    return SHAPES[this.provider].regions;
  }

  private knownRegion(region: string) {
    if (!SHAPES[this.provider].regions.some((r) => r.id === region)) {
      throw new CloudError(this.provider, 'not_found', `Unknown region ${region}.`, {
        providerCode: 'InvalidRegionId',
        requestId: this.requestId(),
      });
    }
  }

  async list(type: ResourceType, region: string, cursor?: string): Promise<Page<CloudResource>> {
    await this.enter(type, region);
    this.knownRegion(region);
    const hidden = new Set(this.account.simConfig.hidden ?? []);
    let all = estateOf(this.account, region)[type];
    if (hidden.size) all = all.filter((r) => !hidden.has(r.providerId));
    const start = cursor ? Number(cursor) : 0;
    if (!Number.isInteger(start) || start < 0) {
      throw new CloudError(this.provider, 'provider', 'Bad page cursor.', {
        providerCode: 'InvalidParameter',
      });
    }
    let items = all.slice(start, start + SIM_PAGE_SIZE).map((r) => this.dated(r));
    if (type === 'host') items = await this.overlay(region, items);
    items = await overlayExpiry(this.db, this.account.id, region, type, items);
    const nextStart = start + SIM_PAGE_SIZE;
    return nextStart < all.length ? { items, next: String(nextStart) } : { items };
  }

  /**
   * A subscription's expiry counted from the account's first day rather than the estate's
   * epoch (an account without one keeps the epoch's dates).
   */
  private dated(r: CloudResource): CloudResource {
    const since = this.account.since;
    if (!r.expiresAt || !since) return r;
    const day = Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate());
    return { ...r, expiresAt: new Date(day + r.expiresAt.getTime() - ESTATE_EPOCH.getTime()) };
  }

  /** Hosts acted on: their state from the database, moving with the clock. */
  private async overlay(region: string, hosts: CloudResource[]): Promise<CloudResource[]> {
    const rows = await this.db
      .select()
      .from(simHostState)
      .where(and(eq(simHostState.accountId, this.account.id), eq(simHostState.region, region)));
    if (!rows.length) return hosts;
    const byId = new Map(rows.map((r) => [r.providerId, r]));
    const now = this.now().getTime();
    const raw = SHAPES[this.provider].rawStatus;
    return hosts.map((h) => {
      const s = byId.get(h.providerId);
      if (!s) return h;
      const settled = now >= s.settlesAt.getTime() || !s.transition;
      const status = (settled ? s.target : s.transition) as 'running' | 'stopped';
      return { ...h, status, rawStatus: raw[status as keyof typeof raw] ?? status };
    });
  }

  async hostAction(region: string, hostIds: string[], action: HostAction): Promise<void> {
    await this.enter('host', region);
    this.knownRegion(region);
    const current = new Map(
      (await this.overlay(region, estateOf(this.account, region).host)).map((h) => [
        h.providerId,
        h,
      ]),
    );
    const missing = hostIds.filter((id) => !current.has(id));
    if (missing.length) {
      throw new CloudError(this.provider, 'not_found', `No such instance: ${missing.join(', ')}.`, {
        providerCode: 'InvalidInstanceId.NotFound',
        requestId: this.requestId(),
      });
    }
    for (const id of hostIds) {
      const status = current.get(id)!.status;
      const busy = status === 'starting' || status === 'stopping' || status === 'rebooting';
      const wrong =
        (action === 'start' && status !== 'stopped') ||
        ((action === 'stop' || action === 'reboot') && status !== 'running');
      if (busy || wrong) {
        throw new CloudError(
          this.provider,
          'provider',
          `The instance ${id} is ${status}; it cannot ${action} now.`,
          { providerCode: 'IncorrectInstanceStatus', requestId: this.requestId() },
        );
      }
    }
    const settlesAt = new Date(this.now().getTime() + SIM_TRANSITION_MS);
    const target = action === 'stop' ? 'stopped' : 'running';
    const transition =
      action === 'start' ? 'starting' : action === 'stop' ? 'stopping' : 'rebooting';
    const values = hostIds.map((providerId) => ({
      accountId: this.account.id,
      region,
      providerId,
      target,
      transition,
      settlesAt,
    }));
    await this.db
      .insert(simHostState)
      .values(values)
      .onConflictDoUpdate({
        target: [simHostState.accountId, simHostState.region, simHostState.providerId],
        set: { target, transition, settlesAt },
      });
  }

  /** The simulated monitoring service: one point a minute of each series (see metrics.ts). */
  async readMetrics(
    _region: string,
    queries: MetricQuery[],
    { fromMs, toMs }: MetricWindow,
  ): Promise<MetricSeries[]> {
    await this.enter('metrics');
    const read = readSimulatedMetrics(this.account.simConfig, queries, fromMs, toMs);
    return read.map((s, i) => ({ ...queries[i]!, points: s.points }));
  }

  /**
   * The simulated quota service: instance and EIP limits four times the region's estate (at
   * least 50 and 20), far from a warning, unless the account's sim config states others (tests,
   * the demo).
   */
  async readQuotas(region: string): Promise<ProviderQuota[]> {
    await this.enter('quotas', region);
    this.knownRegion(region);
    const estate = estateOf(this.account, region);
    const limits: Partial<Record<ProviderQuota['item'], number>> = {
      instances: Math.max(50, estate.host.length * 4),
      eips: Math.max(20, estate.eip.length * 4),
      ...(this.account.simConfig.quotas as typeof limits | undefined),
    };
    return Object.entries(limits).map(([item, limit]) => ({
      item: item as ProviderQuota['item'],
      limit: limit!,
    }));
  }

  async renew(t: RenewTarget, months: number): Promise<{ expiresAt: Date }> {
    const found = await this.subscription(t);
    return simulatedRenew(this.db, this.provider, this.account.id, found, t, months, this.now());
  }

  async readExpiry(t: RenewTarget): Promise<Date | undefined> {
    return simulatedExpiry(this.db, this.account.id, await this.subscription(t), t);
  }

  async setAutoRenew(t: RenewTarget, on: boolean): Promise<void> {
    await this.subscription(t);
    await simulatedAutoRenew(this.db, this.provider, this.account.id, t, on, this.now());
  }

  /** Its describe calls report the flag, as Tencent's do. */
  async readAutoRenew(t: RenewTarget): Promise<boolean> {
    await this.subscription(t);
    return simulatedAutoRenewFlag(this.db, this.account.id, t);
  }

  private async subscription(t: RenewTarget) {
    await this.enter(t.type, t.region);
    this.knownRegion(t.region);
    const found = estateOf(this.account, t.region)[t.type].find(
      (r) => r.providerId === t.providerId,
    );
    return found && this.dated(found);
  }
}
