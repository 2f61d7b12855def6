import { Form, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calls, RULE_TARGET_KINDS } from '@ecloud/contract';
import { Field } from '../../../components/form/index.ts';
import { callApi } from '../../../lib/request.ts';

/** The rule's target: some resources, a group, or a view, each picked from the tenant's own. */
export function RuleTargetField() {
  const { t } = useTranslation();
  const kind = Form.useWatch('targetKind') as string | undefined;
  const resources = useQuery({
    queryKey: ['alarms', 'target-resources'],
    queryFn: () => callApi(calls.resourceList, { pageSize: 100 }),
    enabled: kind === 'resources',
  });
  const views = useQuery({
    queryKey: ['alarms', 'target-views'],
    queryFn: () => callApi(calls.monitorViewList, {}),
    enabled: kind === 'group' || kind === 'view',
  });
  const options =
    kind === 'resources'
      ? (resources.data?.list ?? []).map((r) => ({ value: r.id, label: `${r.name} (${r.type})` }))
      : kind === 'group'
        ? (views.data ?? []).flatMap((v) =>
            v.groups.map((g) => ({ value: g.id, label: `${v.name} / ${g.name}` })),
          )
        : (views.data ?? []).map((v) => ({ value: v.id, label: v.name }));
  return (
    <>
      <Field name="targetKind" label={t('alarms.rule.target')}>
        <Select
          options={RULE_TARGET_KINDS.filter((k) => k !== 'type').map((k) => ({
            value: k,
            label: t(`alarms.targetKind.${k}`),
          }))}
          data-testid="rule-target-kind"
        />
      </Field>
      <Field
        name="targetIds"
        label={t('alarms.rule.targetPick')}
        required={t('alarms.rule.targetRequired')}
      >
        <Select
          mode={kind === 'resources' ? 'multiple' : undefined}
          showSearch
          optionFilterProp="label"
          loading={resources.isFetching || views.isFetching}
          options={options}
          data-testid="rule-target-ids"
        />
      </Field>
    </>
  );
}
