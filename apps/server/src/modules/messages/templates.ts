import type { Language } from '@ecloud/contract';
import { hasMessage, translate, type MessageKey } from '../../lib/i18n.ts';

/** Message templates: each has `<key>.title` and `<key>.content` in the server catalogues. */
export const MESSAGE_TEMPLATES = [
  'msg.welcome',
  'msg.passwordChanged',
  'msg.billReady',
  'msg.voucherExpiring',
  'msg.rechargeConfirmed',
  'msg.alarmTriggered',
  'msg.alarmRecovered',
  'msg.resourceExpiring',
  'msg.renewalCheck',
  'msg.renewalCheckOps',
  'msg.orderPaid',
  'msg.workOrderReplied',
  'msg.workOrderOpened',
  'msg.workOrderStatus',
  'msg.workOrderAssigned',
  'msg.maintenanceWindow',
  'msg.newSignIn',
  'msg.rechargeRejected',
  'msg.invoiceApproved',
  'msg.invoiceRejected',
  'msg.invoiceIssued',
  'msg.refundApproved',
  'msg.refundRejected',
  'msg.withdrawalPaid',
  'msg.withdrawalRejected',
  'msg.bankAccountVerified',
  'msg.bankAccountRejected',
  'msg.reviewRequested',
  'msg.reportReady',
  'msg.budgetActual',
  'msg.budgetForecast',
  'msg.budgetJump',
  'msg.quotaHigh',
  'msg.quotaRecovered',
] as const;
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number];

/**
 * A template parameter: a literal (names, amounts, ids) or a term of ours (a metric, a provider)
 * that is rendered in the reader's language, so no message mixes languages.
 */
export type MessageParam = string | number | { term: MessageKey };
export type MessageParams = Record<string, MessageParam>;
/** As stored: a term read back is a plain string, checked against the catalogue on use. */
type StoredParams = Record<string, string | number | { term: string }>;

const resolve = (lang: Language, params: StoredParams): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(params).map(([k, v]) => [
      k,
      typeof v === 'object' && v !== null
        ? hasMessage(v.term)
          ? translate(lang, v.term)
          : v.term
        : v,
    ]),
  );

export function renderMessage(
  m: {
    template: string | null;
    params: StoredParams | null;
    title: string;
    content: string;
  },
  lang: Language,
): { title: string; content: string } {
  if (!m.template) return { title: m.title, content: m.content };
  const params = resolve(lang, m.params ?? {});
  return {
    title: translate(lang, `${m.template}.title` as MessageKey, params),
    content: translate(lang, `${m.template}.content` as MessageKey, params),
  };
}
