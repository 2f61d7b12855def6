import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../db/page.ts';

/** What counts against each quota item, from the live inventory of an account and region. */
const USAGE = sql`case q.item
    when 'instances' then u.instances when 'vcpus' then u.vcpus
    when 'memoryGb' then u.memory_gb when 'diskGb' then u.disk_gb
    when 'eips' then u.eips when 'vpcs' then u.vpcs when 'databases' then u.databases
    when 'redis' then u.redis when 'mongo' then u.mongo end`;

export interface QuotaStanding {
  tenant_id: string;
  account_id: string;
  account_name: string;
  region: string;
  item: string;
  quota_limit: number;
  source: QuotaSource;
  used: number;
  /** The level stored for it (null: never evaluated). */
  level: string | null;
}

/** Where a quota's limit came from: the provider's quota API, else the tenant's newest request. */
export type QuotaSource = 'provider' | 'request';

/**
 * Every quota the tenant (or every tenant) knows of, with its usage and stored level. The limit
 * is the provider's where its quota API reported one (provider_quotas); otherwise the newest
 * request for it says it: the limit asked for once approved, else the limit the asker stated as
 * current (docs/decisions.md, Quota warnings).
 */
export const quotaStandings = (db: DbOrTx, tenantId?: string) =>
  rows<QuotaStanding>(
    db,
    sql`with r as (
        select distinct on (account_id, region, item) tenant_id, account_id, region, item,
          case when status = 'approved' then requested else current end as quota_limit
        from quota_requests ${tenantId ? sql`where tenant_id = ${tenantId}` : sql``}
        order by account_id, region, item, created_at desc, id desc),
      p as (
        select tenant_id, account_id, region, item, quota_limit from provider_quotas
        ${tenantId ? sql`where tenant_id = ${tenantId}` : sql``}),
      q as (
        select p.*, 'provider' as source from p
        union all
        select r.*, 'request' as source from r
        where not exists (select 1 from p where p.account_id = r.account_id
          and p.region = r.region and p.item = r.item)),
      u as (
        select account_id, region,
          count(*) filter (where type = 'host') as instances,
          coalesce(sum(cpu) filter (where type = 'host'), 0) as vcpus,
          ceil(coalesce(sum(memory_mb) filter (where type = 'host'), 0) / 1024.0) as memory_gb,
          coalesce(sum(size_gb) filter (where type = 'disk'), 0) as disk_gb,
          count(*) filter (where type = 'eip') as eips,
          count(*) filter (where type = 'vpc') as vpcs,
          count(*) filter (where type = 'database') as databases,
          count(*) filter (where type = 'redis') as redis,
          count(*) filter (where type = 'mongo') as mongo
        from resources
        where deleted_at is null and account_id in (select account_id from q)
        group by account_id, region)
      select q.tenant_id, q.account_id, a.name as account_name, q.region, q.item, q.quota_limit,
        q.source, coalesce(${USAGE}, 0)::int as used, s.level
      from q join cloud_accounts a on a.id = q.account_id
        left join u on u.account_id = q.account_id and u.region = q.region
        left join quota_alerts s on s.account_id = q.account_id and s.region = q.region
          and s.item = q.item
      order by q.tenant_id, a.name, q.region, q.item`,
  );

/** Moves one quota to `level` under a row lock; answers the level it was at (a new one: ok). */
export async function moveLevel(
  tx: DbOrTx,
  s: QuotaStanding,
  level: string,
  now: Date,
): Promise<string> {
  await tx.execute(sql`insert into quota_alerts (tenant_id, account_id, region, item, changed_at)
    values (${s.tenant_id}, ${s.account_id}, ${s.region}, ${s.item}, ${now.toISOString()}::timestamptz)
    on conflict (account_id, region, item) do nothing`);
  const [row] = await rows<{ level: string }>(
    tx,
    sql`select level from quota_alerts
      where account_id = ${s.account_id} and region = ${s.region} and item = ${s.item} for update`,
  );
  await tx.execute(sql`update quota_alerts set level = ${level}, used = ${s.used},
      quota_limit = ${s.quota_limit},
      changed_at = case when level = ${level} then changed_at else ${now.toISOString()}::timestamptz end
    where account_id = ${s.account_id} and region = ${s.region} and item = ${s.item}`);
  return row!.level;
}
