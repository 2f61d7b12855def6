import { Form, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calls, RULE_RESOURCE_TYPES, RULE_TARGET_KINDS } from '@ecloud/contract';
import { Field } from '../../../components/form/index.ts';
import { callApi } from '../../../lib/request.ts';
import { codeOptions } from '../../../lib/code-options.ts';
import { useAccountOptions } from '../../cloud/index.ts';

/**
 * The rule's target: some resources, a group, a view, or every resource of a type in one cloud
 * account (new ones included as they appear), each picked from the tenant's own.
 */
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
  const accounts = useAccountOptions();
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
          options={codeOptions(t, 'alarms.targetKind', RULE_TARGET_KINDS)}
          data-testid="rule-target-kind"
        />
      </Field>
      {kind === 'type' ? (
        <>
          <Field
            name="accountId"
            label={t('alarms.rule.account')}
            required={t('alarms.rule.targetRequired')}
          >
            <Select
              showSearch
              optionFilterProp="label"
              loading={accounts.isPending}
              options={(accounts.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
              data-testid="rule-target-account"
            />
          </Field>
          <Field
            name="resourceType"
            label={t('alarms.rule.resourceType')}
            required={t('alarms.rule.targetRequired')}
          >
            <Select
              options={RULE_RESOURCE_TYPES.map((ty) => ({
                value: ty,
                label: t(`resources.page.${ty === 'eip' ? 'pubIp' : ty}`),
              }))}
              data-testid="rule-target-type"
            />
          </Field>
        </>
      ) : (
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
      )}
    </>
  );
}
