import type { TFunction } from 'i18next';
import { RULE_STATISTICS, type AlarmRule } from '@ecloud/contract';
import { col, wordsFor, type ListColumn } from '../../../components/list/index.ts';

export interface RuleActions {
  edit(r: AlarmRule): void;
  enable(r: AlarmRule, enabled: boolean): void;
  copy(r: AlarmRule): void;
  remove(r: AlarmRule): void;
  /** Choose who is told of the rule's alarms (contacts, groups, channels). */
  recipients(r: AlarmRule): void;
}

/** A rule in words: "avg CPU > 90 (critical), 2 of 3 periods of 60 s". */
export const ruleCondition = (t: TFunction, r: AlarmRule) =>
  t('alarms.rule.condition', {
    statistic: t(`alarms.statistic.${r.statistic}`),
    metric: t(`monitoring.metric.${r.metric}`),
    levels: r.levels
      .map((l) => `${r.comparison} ${l.threshold} (${t(`alarms.level.${l.level}`)})`)
      .join(', '),
    m: r.m,
    n: r.n,
    period: r.period,
  });

export function ruleColumns(t: TFunction, a: RuleActions): ListColumn<AlarmRule>[] {
  return [
    col.text('name', t('alarms.rule.name'), { width: 180 }),
    col.text('target', t('alarms.rule.target'), {
      width: 140,
      render: (_: unknown, r) =>
        t(`alarms.target.${r.target.kind}`, { count: r.target.ids.length }),
    }),
    col.text('metric', t('alarms.rule.conditionTitle'), {
      width: 420,
      render: (_: unknown, r) => ruleCondition(t, r),
    }),
    col.words(
      'statistic',
      t('alarms.rule.statistic'),
      wordsFor(RULE_STATISTICS, (s) => t(`alarms.statistic.${s}`)),
      { width: 100 },
    ),
    col.number('firing', t('alarms.rule.firing'), { width: 90 }),
    col.words(
      'enabled',
      t('alarms.rule.enabled'),
      { true: t('alarms.rule.on'), false: t('alarms.rule.off') },
      { width: 90 },
    ),
    col.dateTime('updatedAt', t('alarms.rule.updatedAt'), { width: 170 }),
    col.actions<AlarmRule>(t('common.actions'), 300, (r) => [
      { label: t('common.edit'), onClick: () => a.edit(r), testId: 'rule-edit' },
      {
        label: r.enabled ? t('alarms.rule.disable') : t('alarms.rule.enable'),
        onClick: () => a.enable(r, !r.enabled),
        testId: 'rule-toggle',
      },
      { label: t('alarms.rule.copy'), onClick: () => a.copy(r), testId: 'rule-copy' },
      {
        label: t('notify.recipients.action'),
        onClick: () => a.recipients(r),
        testId: 'rule-recipients',
      },
      {
        label: t('common.delete'),
        onClick: () => a.remove(r),
        testId: 'rule-delete',
        danger: true,
      },
    ]),
  ];
}
