import { RENEW_REMINDER_DAYS } from '@ecloud/contract';
import type { Deps } from '../../lib/deps.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import { transaction } from '../billing/transaction.ts';
import { notifyHolders } from '../messages/notify.ts';
import * as repo from './renewals.repository.ts';

const DAY = 86_400_000;
/** Who is reminded: whoever may renew (the renewal calls' permission). */
const RENEWER_CODE = 'v3-4';

/**
 * Reminds each subscription's renewers when it comes within 30, 15, 7 and 1 days of expiry: the
 * nearest threshold passed, once each (recorded with the messages in one transaction, so a
 * restart or a second replica sends nothing twice). A renewal clears them for the new term.
 */
export async function sendReminders(deps: Deps): Promise<number> {
  const now = deps.now();
  const rows = await repo.expiringWithin(deps.db, now, Math.max(...RENEW_REMINDER_DAYS));
  let sent = 0;
  for (const r of rows) {
    const left = Math.ceil((r.expiresAt!.getTime() - now.getTime()) / DAY);
    const days = Math.min(...RENEW_REMINDER_DAYS.filter((d) => d >= left));
    await transaction(deps.db, async (tx) => {
      if (!(await repo.claimReminder(tx, r.id, r.expiresAt!, days))) return;
      await notifyHolders(
        tx,
        r.tenantId,
        RENEWER_CODE,
        {
          type: 'resource',
          template: 'msg.resourceExpiring',
          params: {
            resource: r.name,
            provider: { term: `provider.${r.provider}.name` as MessageKey },
            days: left,
          },
          link: '/renewManage',
        },
        now,
      );
      sent++;
    });
  }
  return sent;
}
