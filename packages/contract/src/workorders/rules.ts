/**
 * Work orders (issue 14 §1): categories, severities, states, who moves an order from which state
 * to which, the SLA and the attachment limits. The server enforces these; the web reads them to
 * offer only the actions that can succeed.
 */

export const WORK_ORDER_CATEGORIES = [
  'billing',
  'cloudAccount',
  'resource',
  'order',
  'quota',
  'other',
  'service',
] as const;
export type WorkOrderCategory = (typeof WORK_ORDER_CATEGORIES)[number];

export const WORK_ORDER_SEVERITIES = ['normal', 'urgent'] as const;
export type WorkOrderSeverity = (typeof WORK_ORDER_SEVERITIES)[number];

export const WORK_ORDER_STATUSES = [
  'submitted',
  'inProgress',
  'waitingCustomer',
  'resolved',
  'closed',
  'reopened',
] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

/** What a work order may concern, picked from the tenant's own rows (orders do not exist yet). */
export const WORK_ORDER_RELATED_KINDS = ['resource', 'order', 'bill'] as const;
export type WorkOrderRelatedKind = (typeof WORK_ORDER_RELATED_KINDS)[number];

/** Which side of the conversation a person is on. */
export type WorkOrderSide = 'customer' | 'support';

/** The explicit state actions (replies move state too, see `replyMoves`). */
export const WORK_ORDER_TRANSITIONS = {
  accept: { by: 'support', from: ['submitted', 'reopened'], to: 'inProgress' },
  askCustomer: { by: 'support', from: ['inProgress'], to: 'waitingCustomer' },
  resolve: { by: 'support', from: ['inProgress', 'waitingCustomer'], to: 'resolved' },
  confirm: { by: 'customer', from: ['resolved'], to: 'closed' },
  reopen: { by: 'customer', from: ['resolved', 'closed'], to: 'reopened' },
  close: {
    by: 'customer',
    from: ['submitted', 'inProgress', 'waitingCustomer', 'reopened'],
    to: 'closed',
  },
} as const satisfies Record<
  string,
  { by: WorkOrderSide; from: readonly WorkOrderStatus[]; to: WorkOrderStatus }
>;
export type WorkOrderAction = keyof typeof WORK_ORDER_TRANSITIONS;
export const WORK_ORDER_ACTIONS = Object.keys(WORK_ORDER_TRANSITIONS) as [
  WorkOrderAction,
  ...WorkOrderAction[],
];

/** The actions a side may take on an order in `status`. */
export const actionsFor = (side: WorkOrderSide, status: WorkOrderStatus): WorkOrderAction[] =>
  WORK_ORDER_ACTIONS.filter((a) => {
    const t = WORK_ORDER_TRANSITIONS[a];
    return t.by === side && (t.from as readonly WorkOrderStatus[]).includes(status);
  });

/**
 * Where a reply takes the order: support answering a new or reopened order takes it in hand; the
 * customer answering a question hands it back to support. Null: the reply is refused there
 * (a closed or resolved order is reopened first, so a reply is never lost on a finished order).
 */
export function replyMoves(side: WorkOrderSide, status: WorkOrderStatus): WorkOrderStatus | null {
  if (status === 'closed' || status === 'resolved') return null;
  if (side === 'support')
    return status === 'submitted' || status === 'reopened' ? 'inProgress' : status;
  return status === 'waitingCustomer' ? 'inProgress' : status;
}

const HOUR = 3_600_000;
/** Service levels per severity: time to the first support reply and to resolution. */
export const WORK_ORDER_SLA: Record<
  WorkOrderSeverity,
  { firstResponseMs: number; resolutionMs: number }
> = {
  normal: { firstResponseMs: 4 * HOUR, resolutionMs: 48 * HOUR },
  urgent: { firstResponseMs: 1 * HOUR, resolutionMs: 8 * HOUR },
};

/** Attachments: checked by their content, at most this many bytes each and this many a post. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENTS_PER_POST = 5;
export const ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'application/pdf',
  'text/plain',
  'application/zip',
] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** The code the platform's support staff hold by name (never through 'all'). */
export const SUPPORT_CODE = 'support';
/** The customer's menu code for work orders (spec v5). */
export const WORK_ORDER_CODE = 'v5';
