import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { resources } from '../../db/schema/index.ts';
import type { CloudResource, ResourceType } from '../../cloud/adapter.ts';

const BATCH = 500;

export interface InventoryOwner {
  tenantId: string;
  accountId: string;
  provider: string;
}

const searchTextOf = (r: CloudResource) =>
  [r.name, r.providerId, r.privateIp, r.publicIp].filter(Boolean).join(' ').toLowerCase();

/**
 * Writes what a sync saw: inserts new resources, updates known ones (and brings back any
 * marked deleted), all stamped with the step's time so the rest can be marked vanished.
 * A pending host action stays until the host shows its outcome (or ten minutes pass).
 */
export async function upsertResources(
  db: DbOrTx,
  owner: InventoryOwner,
  items: CloudResource[],
  stamp: Date,
): Promise<number> {
  let n = 0;
  for (let i = 0; i < items.length; i += BATCH) {
    const values = items.slice(i, i + BATCH).map((r) => ({
      tenantId: owner.tenantId,
      accountId: owner.accountId,
      provider: owner.provider,
      type: r.type,
      providerId: r.providerId,
      region: r.region,
      name: r.name || r.providerId,
      zone: r.zone ?? null,
      status: r.status,
      rawStatus: r.rawStatus,
      spec: r.spec ?? null,
      cpu: r.cpu ?? null,
      memoryMb: r.memoryMb ?? null,
      sizeGb: r.sizeGb ?? null,
      privateIp: r.privateIp ?? null,
      publicIp: r.publicIp ?? null,
      vpcId: r.vpcId ?? null,
      subnetId: r.subnetId ?? null,
      hostId: r.hostId ?? null,
      engine: r.engine ?? null,
      engineVersion: r.engineVersion ?? null,
      cidr: r.cidr ?? null,
      bandwidthMbps: r.bandwidthMbps ?? null,
      chargeType: r.chargeType ?? null,
      providerCreatedAt: r.createdAt ?? null,
      expiresAt: r.expiresAt ?? null,
      providerTags: r.tags ?? {},
      searchText: searchTextOf(r),
      deletedAt: null,
      firstSeenAt: stamp,
      syncedAt: stamp,
    }));
    const ex = (c: string) => sql.raw(`excluded.${c}`);
    await db
      .insert(resources)
      .values(values)
      .onConflictDoUpdate({
        target: [resources.accountId, resources.type, resources.region, resources.providerId],
        set: {
          name: ex('name'),
          zone: ex('zone'),
          status: ex('status'),
          rawStatus: ex('raw_status'),
          spec: ex('spec'),
          cpu: ex('cpu'),
          memoryMb: ex('memory_mb'),
          sizeGb: ex('size_gb'),
          privateIp: ex('private_ip'),
          publicIp: ex('public_ip'),
          vpcId: ex('vpc_id'),
          subnetId: ex('subnet_id'),
          hostId: ex('host_id'),
          engine: ex('engine'),
          engineVersion: ex('engine_version'),
          cidr: ex('cidr'),
          bandwidthMbps: ex('bandwidth_mbps'),
          chargeType: ex('charge_type'),
          providerCreatedAt: ex('provider_created_at'),
          expiresAt: ex('expires_at'),
          providerTags: ex('provider_tags'),
          searchText: ex('search_text'),
          deletedAt: sql`null`,
          syncedAt: ex('synced_at'),
          pendingAction: sql`case
            when ${resources.pendingAction} is null then null
            when ${resources.pendingAction} = 'stop' and excluded.status = 'stopped' then null
            when ${resources.pendingAction} = 'start' and excluded.status = 'running' then null
            when ${resources.pendingAction} = 'reboot' and excluded.status = 'running'
              and excluded.synced_at > ${resources.pendingSince} + interval '3 seconds' then null
            when excluded.synced_at > ${resources.pendingSince} + interval '10 minutes' then null
            else ${resources.pendingAction} end`,
        },
      });
    n += values.length;
  }
  return n;
}

/** Resources of one account, type and region that the sync at `stamp` did not see. */
export async function markVanished(
  db: DbOrTx,
  accountId: string,
  type: ResourceType,
  region: string,
  stamp: Date,
): Promise<number> {
  const rows = await db
    .update(resources)
    .set({ deletedAt: stamp, pendingAction: null })
    .where(
      and(
        eq(resources.accountId, accountId),
        eq(resources.type, type),
        eq(resources.region, region),
        isNull(resources.deletedAt),
        lt(resources.syncedAt, stamp),
      ),
    )
    .returning({ id: resources.id });
  return rows.length;
}
