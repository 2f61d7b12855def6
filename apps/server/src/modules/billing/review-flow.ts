import type { Tx } from '../../db/client.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import type { ServiceContext } from '../../lib/request-context.ts';
import type { MessageTemplate } from '../messages/templates.ts';
import { requireAuditor } from './access.ts';
import { onceFor } from './idempotency.ts';
import { tellRequester, yuan } from './notify-billing.ts';
import { awaiting, decision, type ReviewInput } from './review-decision.ts';

type Requested = {
  id: string;
  tenantId: string;
  userId: string | null;
  amount: number;
  status: string;
};

/** How one kind of request is reviewed; what all kinds share is in `reviewRequest`. */
export interface ReviewFlow<R extends Requested, T> {
  /** The audit code whose holders (of the platform) decide. */
  code: string;
  operation: string;
  lock: (tx: Tx) => Promise<R | null>;
  missing: MessageKey;
  /** Moves what the decision moves and records it on the request; the call's answer. */
  apply: (tx: Tx, r: R, decided: ReturnType<typeof decision>, now: Date) => Promise<T>;
  /** The requester's message when approved and when rejected, its link and extra params. */
  tell: [approved: MessageTemplate, rejected: MessageTemplate];
  link: string;
  params?: (r: R) => Record<string, string>;
}

/**
 * A platform reviewer decides on a submitted request: only the kind's auditors, once per
 * idempotency key, on the request locked and still waiting; the requester is told in the same
 * transaction.
 */
export async function reviewRequest<R extends Requested, T>(
  ctx: ServiceContext,
  input: ReviewInput,
  flow: ReviewFlow<R, T>,
): Promise<T> {
  const reviewer = await requireAuditor(ctx, flow.code);
  const now = ctx.deps.now();
  return onceFor(
    ctx,
    { tenantId: reviewer.tenantId, operation: flow.operation, input, now },
    async (tx) => {
      const r = awaiting(await flow.lock(tx), flow.missing);
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
    },
  );
}
