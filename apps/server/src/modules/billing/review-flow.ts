import { AUDIT_CODES } from '@ecloud/contract';
import type { Tx } from '../../db/client.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { MessageTemplate } from '../messages/templates.ts';
import { requireAuditor } from './access.ts';
import { onceFor } from './idempotency.ts';
import { tellRequester, yuan } from './notify-billing.ts';
import { awaiting, decision, type ReviewInput } from './review-decision.ts';
import { lockForReview, type ReviewedRow } from './review-lock.ts';

/** The kinds of request a platform reviewer decides on. */
type ReviewKind = 'recharge' | 'invoice' | 'refund' | 'withdrawal';

/** How one kind of request is reviewed; what all kinds share is in `reviewRequest`. */
export interface ReviewFlow<K extends ReviewKind, T> {
  /**
   * Names the rest: the request's table (locked by id), the audit code whose holders (of the
   * platform) decide, the idempotency operation `<kind>.review` and the message for an unknown
   * id, `billing.<kind>NotFound`.
   */
  kind: K;
  /** Moves what the decision moves and records it on the request; the call's answer. */
  apply: (tx: Tx, r: ReviewedRow<K>, decided: ReturnType<typeof decision>, now: Date) => Promise<T>;
  /** The requester's message when approved and when rejected, its link and extra params. */
  tell: [approved: MessageTemplate, rejected: MessageTemplate];
  link: string;
  params?: (r: ReviewedRow<K>) => Record<string, string>;
}

/**
 * A platform reviewer decides on a submitted request: only the kind's auditors, once per
 * idempotency key, on the request locked and still waiting; the requester is told in the same
 * transaction.
 */
export async function reviewRequest<K extends ReviewKind, T>(
  ctx: ServiceContext,
  input: ReviewInput,
  flow: ReviewFlow<K, T>,
): Promise<T> {
  const reviewer = await requireAuditor(ctx, AUDIT_CODES[flow.kind]);
  const now = ctx.deps.now();
  const missing: MessageKey = `billing.${flow.kind}NotFound`;
  return onceFor(ctx, `${flow.kind}.review`, input, now, async (tx) => {
    const r = awaiting(await lockForReview(tx, flow.kind, input.id), missing);
    const out = await flow.apply(tx, r, decision(reviewer.userId, now, input), now);
    await tellRequester(
      tx,
      { tenantId: r.tenantId, userId: r.userId },
      input.approve ? flow.tell[0] : flow.tell[1],
      { amount: yuan(r.amount), ...flow.params?.(r), reason: input.reason ?? '' },
      flow.link,
      now,
    );
    return out;
  });
}
