import { conflict, notFound } from '../../lib/errors.ts';
import type { MessageKey } from '../../lib/i18n.ts';

/** What a platform reviewer sends about one submitted request. */
export interface ReviewInput {
  idempotencyKey: string;
  id: string;
  approve: boolean;
  reason?: string;
}

/**
 * The locked request, if it exists and still waits in `status`: a request already decided is
 * not decided again.
 */
export function awaiting<R extends { status: string }>(
  row: R | null | undefined,
  missing: MessageKey,
  status = 'submitted',
  decided: MessageKey = 'billing.alreadyReviewed',
): R {
  if (!row) throw notFound(missing);
  if (row.status !== status) throw conflict(decided);
  return row;
}

/** The reviewer's decision as the request's row records it; a refusal keeps its reason. */
export const decision = (
  reviewerId: string,
  now: Date,
  input: Pick<ReviewInput, 'approve' | 'reason'>,
) => ({ reviewerId, reviewedAt: now, rejectReason: input.approve ? '' : (input.reason ?? '') });
