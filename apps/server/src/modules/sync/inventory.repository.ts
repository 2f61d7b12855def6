import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { resources } from '../../db/schema/index.ts';
import type { CloudResource, ResourceType } from '../../cloud/adapter.ts';

/** Rows per INSERT (30-odd parameters each, well under PostgreSQL's 65,535). */
const BATCH = 500;

export interface InventoryOwner {
  tenantId: string;
  accountId: string;
  provider: string;
}

const searchTextOf = (r: CloudResource) =>
  [r.name, r.providerId, r.privateIp, r.publicIp].filter(Boolean).join(' ').toLowerCase();

/** Columns a sync writes, with their SQL types, as the JSON rows carry them. */
const COLUMNS: [string, string][] = [
  ['type', 'text'],
  ['provider_id', 'text'],
  ['region', 'text'],
  ['name', 'text'],
  ['zone', 'text'],
  ['status', 'text'],
  ['raw_status', 'text'],
  ['spec', 'text'],
  ['cpu', 'integer'],
  ['memory_mb', 'integer'],
  ['size_gb', 'integer'],
  ['private_ip', 'text'],
  ['public_ip', 'text'],
  ['vpc_id', 'text'],
  ['subnet_id', 'text'],
  ['host_id', 'text'],
  ['engine', 'text'],
  ['engine_version', 'text'],
  ['cidr', 'text'],
  ['bandwidth_mbps', 'integer'],
  ['charge_type', 'text'],
  ['provider_created_at', 'timestamptz'],
  ['expires_at', 'timestamptz'],
  ['provider_tags', 'jsonb'],
  ['metric_keys', 'jsonb'],
  ['search_text', 'text'],
];
const UPDATED = COLUMNS.filter(([c]) => !['type', 'provider_id', 'region'].includes(c)).map(
  ([c]) => c,
);
const list = (cols: string[]) => sql.raw(cols.join(', '));
const recordType = sql.raw(COLUMNS.map(([c, t]) => `${c} ${t}`).join(', '));

const rowOf = (r: CloudResource) => ({
  type: r.type,
  provider_id: r.providerId,
  region: r.region,
  name: r.name || r.providerId,
  zone: r.zone ?? null,
  status: r.status,
  raw_status: r.rawStatus,
  spec: r.spec ?? null,
  cpu: r.cpu ?? null,
  memory_mb: r.memoryMb ?? null,
  size_gb: r.sizeGb ?? null,
  private_ip: r.privateIp ?? null,
  public_ip: r.publicIp ?? null,
  vpc_id: r.vpcId ?? null,
  subnet_id: r.subnetId ?? null,
  host_id: r.hostId ?? null,
  engine: r.engine ?? null,
  engine_version: r.engineVersion ?? null,
  cidr: r.cidr ?? null,
  bandwidth_mbps: r.bandwidthMbps ?? null,
  charge_type: r.chargeType ?? null,
  provider_created_at: r.createdAt?.toISOString() ?? null,
  expires_at: r.expiresAt?.toISOString() ?? null,
  provider_tags: r.tags ?? {},
  metric_keys: r.metricKeys ?? null,
  search_text: searchTextOf(r),
});

/**
 * Writes what a sync saw: inserts new resources, updates known ones (and brings back any
 * marked deleted), all stamped with the step's time so the rest can be marked vanished.
 * A pending host action stays until the host shows its outcome (or ten minutes pass).
 * Rows travel as one JSON parameter (jsonb_to_recordset): a few hundred rows of 30 columns
 * as bound parameters cost more to bind than to write.
 */
export async function upsertResources(
  db: DbOrTx,
  owner: InventoryOwner,
  items: CloudResource[],
  stamp: Date,
): Promise<number> {
  let n = 0;
  const at = stamp.toISOString();
  for (let i = 0; i < items.length; i += BATCH) {
    const rows = items.slice(i, i + BATCH).map(rowOf);
    await db.execute(sql`
      insert into resources (tenant_id, account_id, provider, ${list(COLUMNS.map(([c]) => c))},
        deleted_at, first_seen_at, synced_at)
      select ${owner.tenantId}::uuid, ${owner.accountId}::uuid, ${owner.provider},
        ${list(COLUMNS.map(([c]) => `x.${c}`))}, null, ${at}::timestamptz, ${at}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${recordType})
      on conflict (account_id, type, region, provider_id) do update set
        ${list(UPDATED.map((c) => `${c} = excluded.${c}`))},
        deleted_at = null,
        synced_at = excluded.synced_at,
        pending_action = case
          when resources.pending_action is null then null
          when resources.pending_action = 'stop' and excluded.status = 'stopped' then null
          when resources.pending_action = 'start' and excluded.status = 'running' then null
          when resources.pending_action = 'reboot' and excluded.status = 'running'
            and excluded.synced_at > resources.pending_since + interval '3 seconds' then null
          when excluded.synced_at > resources.pending_since + interval '10 minutes' then null
          else resources.pending_action end`);
    n += rows.length;
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
