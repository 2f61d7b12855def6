import { formatFen } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import { notifyHolders, notifyUser } from '../messages/notify.ts';
import type { MessageTemplate } from '../messages/templates.ts';
import { platformTenantIds } from './tenants.repository.ts';

export const yuan = (fen: number) => formatFen(fen);

/** Tells the requester about a review, in the transaction that made it. */
export async function tellRequester(
  db: DbOrTx,
  to: { tenantId: string; userId: string | null },
  template: MessageTemplate,
  params: Record<string, string | number>,
  link: string,
  now: Date,
): Promise<void> {
  if (!to.userId) return;
  await notifyUser(
    db,
    { tenantId: to.tenantId, userId: to.userId, type: 'billing', template, params, link },
    now,
  );
}

/** Tells the reviewing side (holders of `code` in every platform tenant) there is work. */
export async function tellReviewers(
  db: DbOrTx,
  code: string,
  tenant: string,
  amountFen: number | null,
  now: Date,
): Promise<void> {
  // A request without an amount (a bank account to review) shows a dash.
  const params = { tenant, amount: amountFen === null ? '-' : yuan(amountFen) };
  for (const tenantId of await platformTenantIds(db)) {
    await notifyHolders(
      db,
      tenantId,
      code,
      { type: 'billing', template: 'msg.reviewRequested', params, link: '/billing/review' },
      now,
    );
  }
}
