import { useEffect } from 'react';
import { Card, Checkbox, Form, InputNumber, Select, Skeleton, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ALARM_LEVELS,
  METRIC_NAMES,
  NO_DATA_ACTIONS,
  RULE_COMPARISONS,
  RULE_PERIODS,
  RULE_STATISTICS,
  type AlarmRule,
  type RuleFields,
  type RuleWindow,
} from '@ecloud/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { Field, SubmitButton, TextField } from '../../../components/form/index.ts';
import { toast } from '../../../lib/toast.ts';
import { codeOptions } from '../../../lib/code-options.ts';
import { useCreateRule, useRule, useUpdateRule } from '../api/use-alarms.ts';
import { RuleTargetField } from '../components/rule-target-field.tsx';
import { RuleWindowField, defaultWindow } from '../components/rule-window-field.tsx';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';
import { RULE_TEMPLATES } from '../lib/templates.ts';
import { alarmHref } from '../lib/paths.ts';

type Values = Omit<RuleFields, 'target' | 'levels' | 'window' | 'enabled'> & {
  targetKind: 'resources' | 'group' | 'view' | 'type';
  targetIds: string[] | string;
  accountId?: string;
  resourceType?: NonNullable<RuleFields['target']['resourceType']>;
  levels: Partial<Record<(typeof ALARM_LEVELS)[number], number | null>>;
  windowOn: boolean;
  window?: RuleWindow;
};

/** A stored rule as the form holds it. */
const valuesOf = (r: AlarmRule): Values => ({
  name: r.name,
  targetKind: r.target.kind,
  targetIds: r.target.kind === 'resources' ? r.target.ids : (r.target.ids[0] ?? ''),
  accountId: r.target.accountId,
  resourceType: r.target.resourceType,
  metric: r.metric,
  statistic: r.statistic,
  comparison: r.comparison,
  levels: Object.fromEntries(r.levels.map((l) => [l.level, l.threshold])),
  period: r.period,
  m: r.m,
  n: r.n,
  silence: r.silence,
  noData: r.noData,
  notifyRecovery: r.notifyRecovery,
  windowOn: !!r.window,
  // A rule without a window still offers one to switch on, filled in.
  window: r.window ?? defaultWindow(),
});

const INITIAL: Partial<Values> = {
  targetKind: 'resources',
  windowOn: false,
  ...RULE_TEMPLATES.cpuHigh,
  levels: { critical: 90, warning: 80 },
};

/**
 * The alarm rule form (`/cloudView/warningRule/create`): a new rule, started from a template or
 * blank, or with `?id=` an existing one to change (its alarms are then evaluated afresh).
 */
export default function RuleCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editing = useSearchParams()[0].get('id');
  const stored = useRule(editing);
  const create = useCreateRule();
  const update = useUpdateRule();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (stored.data) form.setFieldsValue(valuesOf(stored.data));
  }, [stored.data, form]);
  const words = <V extends string | number>(vs: readonly V[], key: string) =>
    vs.map((v) => ({ value: v, label: t(`${key}.${v}`) }));

  const useTemplate = (name: string) => {
    const { levels, ...tpl } = RULE_TEMPLATES[name]!;
    form.setFieldsValue({
      ...tpl,
      levels: Object.fromEntries(levels.map((l) => [l.level, l.threshold])),
    });
  };
  const save = async ({
    targetKind,
    targetIds,
    accountId,
    resourceType,
    levels,
    windowOn,
    window,
    ...v
  }: Values) => {
    const rule: RuleFields = {
      ...v,
      target:
        targetKind === 'type'
          ? { kind: 'type', ids: [], accountId, resourceType }
          : { kind: targetKind, ids: Array.isArray(targetIds) ? targetIds : [targetIds] },
      levels: ALARM_LEVELS.filter((l) => typeof levels[l] === 'number').map((level) => ({
        level,
        threshold: levels[level]!,
      })),
      window: windowOn && window ? window : null,
      enabled: stored.data?.enabled ?? true,
    };
    if (editing) await update.mutateAsync({ id: editing, rule });
    else await create.mutateAsync(rule);
    toast.success(t(editing ? 'alarms.rule.updated' : 'alarms.rule.created'));
    void navigate(alarmHref.rules());
  };
  if (editing && stored.error)
    return <LoadFailedAlert error={stored.error} onRetry={() => void stored.refetch()} />;
  if (editing && !stored.data) return <Skeleton active />;

  return (
    <>
      <PageHeader
        title={
          editing
            ? t('alarms.create.editTitle', { name: stored.data?.name })
            : t('alarms.create.title')
        }
        subtitle={t('alarms.create.subtitle')}
      />
      <Card style={{ maxWidth: 720 }}>
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{
            ...INITIAL,
            window: defaultWindow(),
          }}
          onFinish={(v) => void save(v).catch(() => undefined)}
          data-testid="rule-form"
        >
          <Form.Item label={t('alarms.create.template')}>
            <Select
              placeholder={t('alarms.create.templateHint')}
              options={codeOptions(t, 'alarms.template', Object.keys(RULE_TEMPLATES))}
              onChange={useTemplate}
              data-testid="rule-template"
            />
          </Form.Item>
          <TextField
            name="name"
            label={t('alarms.rule.name')}
            max={64}
            required={t('alarms.rule.nameRequired')}
            testId="rule-name"
          />
          <RuleTargetField />
          <Space wrap>
            <Field name="metric" label={t('alarms.event.metric')}>
              <Select style={{ width: 200 }} options={words(METRIC_NAMES, 'monitoring.metric')} />
            </Field>
            <Field name="statistic" label={t('alarms.rule.statistic')}>
              <Select style={{ width: 120 }} options={words(RULE_STATISTICS, 'alarms.statistic')} />
            </Field>
            <Field name="comparison" label={t('alarms.rule.comparison')}>
              <Select
                style={{ width: 80 }}
                options={RULE_COMPARISONS.map((c) => ({ value: c, label: c }))}
              />
            </Field>
          </Space>
          <Space wrap>
            {ALARM_LEVELS.map((l) => (
              <Form.Item key={l} name={['levels', l]} label={t(`alarms.level.${l}`)}>
                <InputNumber style={{ width: 140 }} data-testid={`rule-level-${l}`} />
              </Form.Item>
            ))}
          </Space>
          <Space wrap>
            <Field name="period" label={t('alarms.rule.period')}>
              <Select style={{ width: 140 }} options={words(RULE_PERIODS, 'alarms.period')} />
            </Field>
            <Field name="m" label={t('alarms.rule.m')} required={t('alarms.rule.mRequired')}>
              <InputNumber min={1} max={60} precision={0} data-testid="rule-m" />
            </Field>
            <Field name="n" label={t('alarms.rule.n')} required={t('alarms.rule.mRequired')}>
              <InputNumber min={1} max={60} precision={0} data-testid="rule-n" />
            </Field>
            <Field name="silence" label={t('alarms.rule.silence')}>
              <InputNumber min={0} max={604800} precision={0} />
            </Field>
            <Field name="noData" label={t('alarms.rule.noData')}>
              <Select style={{ width: 160 }} options={words(NO_DATA_ACTIONS, 'alarms.noData')} />
            </Field>
          </Space>
          <RuleWindowField />
          <Form.Item name="notifyRecovery" valuePropName="checked">
            <Checkbox>{t('alarms.rule.notifyRecovery')}</Checkbox>
          </Form.Item>
          <SubmitButton
            code="v10-3"
            loading={create.isPending || update.isPending}
            testId="rule-save"
          >
            {t('common.save')}
          </SubmitButton>
        </Form>
      </Card>
    </>
  );
}
