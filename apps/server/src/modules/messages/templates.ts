import type { Language } from '@ecloud/contract';
import { translate, type MessageKey } from '../../lib/i18n.ts';

/** Message templates: each has `<key>.title` and `<key>.content` in the server catalogues. */
export const MESSAGE_TEMPLATES = [
  'msg.welcome',
  'msg.passwordChanged',
  'msg.billReady',
  'msg.voucherExpiring',
  'msg.rechargeConfirmed',
  'msg.alarmTriggered',
  'msg.resourceExpiring',
  'msg.orderPaid',
  'msg.workOrderReplied',
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
] as const;
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number];

export function renderMessage(
  m: {
    template: string | null;
    params: Record<string, string | number> | null;
    title: string;
    content: string;
  },
  lang: Language,
): { title: string; content: string } {
  if (!m.template) return { title: m.title, content: m.content };
  const params = m.params ?? {};
  return {
    title: translate(lang, `${m.template}.title` as MessageKey, params),
    content: translate(lang, `${m.template}.content` as MessageKey, params),
  };
}
