import type { ReactNode } from 'react';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ALARM_EVENT_KINDS, ALARM_LEVELS, calls, PAGE_SIZE_MAX } from '@ecloud/contract';
import { useListCall } from '../../../lib/call-hooks.ts';
import { codeOptions } from '../../../lib/code-options.ts';

/**
 * The alarms subject's conditions: the warning centre's filters (status, level), a rule of the
 * tenant's, the resource's provider, and the period the events happened in.
 */
export function AlarmConditions({ provider, period }: { provider: ReactNode; period: ReactNode }) {
  const { t } = useTranslation();
  const rules = useListCall(calls.alarmRuleList, ['reports', 'alarm-rules'], {
    pageSize: PAGE_SIZE_MAX,
  });
  return (
    <>
      <Form.Item name={['conditions', 'kind']} label={t('reports.form.alarmStatus')}>
        <Select allowClear options={codeOptions(t, 'alarms.kind', ALARM_EVENT_KINDS)} />
      </Form.Item>
      <Form.Item name={['conditions', 'level']} label={t('reports.form.alarmLevel')}>
        <Select allowClear options={codeOptions(t, 'alarms.level', ALARM_LEVELS)} />
      </Form.Item>
      <Form.Item name={['conditions', 'ruleId']} label={t('reports.form.alarmRule')}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          loading={rules.isPending}
          options={rules.data?.list.map((r) => ({ value: r.id, label: r.name }))}
        />
      </Form.Item>
      {provider}
      {period}
    </>
  );
}
