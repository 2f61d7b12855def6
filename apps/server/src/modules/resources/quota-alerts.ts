import type { Database, DbOrTx } from '../../db/client.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import { enqueueTenantJob } from '../../jobs/index.ts';
import type { MessageTemplate } from '../messages/templates.ts';
import { warnTenant } from '../notify/index.ts';
import { moveLevel, quotaStandings, type QuotaStanding } from './quota-alerts.repository.ts';

export const QUOTA_ALERT_JOB = 'resources.quotaAlerts';
export const QUOTA_TENANT_JOB = 'resources.quotaCheck';
export const QUOTA_LINK = '/resourceManage/quotaApply';
/** Usage at or above these shares of a quota is a warning, then critical (decisions.md). */
export const QUOTA_WARNING = 0.8;
export const QUOTA_CRITICAL = 0.95;

export type QuotaLevel = 'ok' | 'warning' | 'critical';

export const levelOf = (used: number, limit: number): QuotaLevel =>
  limit <= 0
    ? 'ok'
    : used >= limit * QUOTA_CRITICAL
      ? 'critical'
      : used >= limit * QUOTA_WARNING
        ? 'warning'
        : 'ok';

const RANK: Record<QuotaLevel, number> = { ok: 0, warning: 1, critical: 2 };

export interface QuotaCheckDeps {
  db: Database;
  now: () => Date;
}

/**
 * Checks every known quota (of one tenant, or all) against its usage. A quota whose level rose
 * is told (warning, then critical); one back under the warning share is told recovered; a fall
 * from critical to warning is only recorded. The level moves under a row lock in the
 * transaction that queues the notices, so each change is told once across runs and replicas.
 */
export async function checkQuotas(deps: QuotaCheckDeps, tenantId?: string): Promise<number> {
  let told = 0;
  for (const s of await quotaStandings(deps.db, tenantId)) {
    const level = levelOf(s.used, s.quota_limit);
    if (s.level === level) continue;
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      // The level as it stands under the lock: another run may have moved it meanwhile.
      const was = (await moveLevel(tx, s, level, now)) as QuotaLevel;
      const rose = RANK[level] > RANK[was];
      if (!rose && !(level === 'ok' && was !== 'ok')) return;
      told++;
      await tell(tx, s, level, now);
    });
  }
  return told;
}

async function tell(tx: DbOrTx, s: QuotaStanding, level: QuotaLevel, now: Date) {
  const template: MessageTemplate = level === 'ok' ? 'msg.quotaRecovered' : 'msg.quotaHigh';
  const params = {
    account: s.account_name,
    region: s.region,
    item: { term: `quota.item.${s.item}` as MessageKey },
    used: s.used,
    limit: s.quota_limit,
    percent: s.quota_limit > 0 ? Math.round((s.used / s.quota_limit) * 100) : 0,
    level: { term: `quota.level.${level}` as MessageKey },
    source: { term: `quota.source.${s.source}` as MessageKey },
  };
  // Whoever may ask for more quota reads it in the message centre; the tenant's quota
  // recipients (warning centre) hear of it through their channels.
  await warnTenant(
    tx,
    {
      notice: { tenantId: s.tenant_id, warningType: 'quota', template, params },
      code: 'v9',
      messageType: 'resource',
      link: QUOTA_LINK,
      subject: 'quota',
    },
    now,
  );
}

/** A tenant's quotas checked soon (after a sync or a quota request); one waits at a time. */
export const enqueueQuotaCheck = (db: DbOrTx, now: Date, tenantId: string) =>
  enqueueTenantJob(db, QUOTA_TENANT_JOB, tenantId, now);
