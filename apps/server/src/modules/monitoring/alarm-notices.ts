import { ALARM_CENTRE_CODE } from '@ecloud/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import { warnTenant } from '../notify/index.ts';
import type { RuleRow } from './rules.repository.ts';

const round = (v: number | null) => (v === null ? '—' : String(Math.round(v * 100) / 100));

/**
 * An alarm's notice, through the message centre to everyone of the tenant who may open the
 * warning centre, each reading it in their own language (the metric is a term). Written in
 * the evaluation's transaction, so a notice exists exactly when its event does; the rule's
 * recipients get theirs queued in it too.
 */
export async function sendAlarmNotice(
  tx: DbOrTx,
  rule: RuleRow,
  res: { id: string; name: string },
  kind: 'firing' | 'recovered',
  o: { level: string | null; value: number | null; threshold: number | null },
  now: Date,
): Promise<number> {
  const template = kind === 'firing' ? 'msg.alarmTriggered' : 'msg.alarmRecovered';
  const params = {
    metric: { term: `term.metric.${rule.metric}` as MessageKey },
    resource: res.name,
    value: round(o.value),
    threshold: round(o.threshold),
    rule: rule.name,
  };
  // The rule's own recipients (contacts, groups, channels) hear of it in the same transaction.
  return warnTenant(
    tx,
    {
      notice: { tenantId: rule.tenantId, warningType: 'resource', template, params },
      code: ALARM_CENTRE_CODE,
      messageType: 'resource',
      link: '/cloudView/businessView/warningIndex',
      subject: 'alarmRule',
      subjectId: rule.id,
    },
    now,
  );
}
