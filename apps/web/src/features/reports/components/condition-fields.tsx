import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import {
  CLOUD_RESOURCE_TYPES,
  ORDER_STATUSES,
  PROVIDER_CODES,
  REPORT_RELATIVE_PERIODS,
  SPEND_SOURCES,
  type ReportSubject,
} from '@ecloud/contract';
import { AlarmConditions } from './alarm-conditions.tsx';

const options = (values: readonly string[], label: (v: string) => string) =>
  values.map((value) => ({ value, label: label(value) }));

/**
 * A subject's conditions: the filters of its own list screen (the server checks them with that
 * list's schema), and the period for subjects that have one.
 */
export function ConditionFields({ subject }: { subject: ReportSubject }) {
  const { t } = useTranslation();
  const provider = (
    <Form.Item name={['conditions', 'provider']} label={t('reports.form.provider')}>
      <Select allowClear options={options(PROVIDER_CODES, (v) => t(`provider.${v}.name`))} />
    </Form.Item>
  );
  const period = (
    <Form.Item name={['period', 'relative']} label={t('reports.form.period')}>
      <Select
        allowClear
        options={options(REPORT_RELATIVE_PERIODS, (v) => t(`reports.period.${v}`))}
      />
    </Form.Item>
  );
  if (subject === 'costs')
    return (
      <>
        {provider}
        <Form.Item name={['conditions', 'serviceName']} label={t('reports.form.service')}>
          <Input maxLength={200} />
        </Form.Item>
        {(['startDate', 'endDate'] as const).map((field) => (
          <Form.Item
            key={field}
            name={['conditions', field]}
            label={t(`reports.form.${field}`)}
            extra={field === 'endDate' && t('reports.form.billRangeHint')}
            // The call takes calendar days as text; the picker works on dayjs values.
            getValueProps={(v?: string) => ({ value: v ? dayjs(v) : undefined })}
            normalize={(d?: Dayjs | null) => d?.format('YYYY-MM-DD')}
          >
            <DatePicker />
          </Form.Item>
        ))}
      </>
    );
  if (subject === 'alarms') return <AlarmConditions provider={provider} period={period} />;
  if (subject === 'orders')
    return (
      <>
        <Form.Item name={['conditions', 'status']} label={t('reports.form.orderStatus')}>
          <Select allowClear options={options(ORDER_STATUSES, (v) => t(`orders.status.${v}`))} />
        </Form.Item>
        {period}
      </>
    );
  if (subject === 'resources')
    return (
      <>
        <Form.Item name={['conditions', 'type']} label={t('reports.form.resourceType')}>
          <Select
            allowClear
            options={options(CLOUD_RESOURCE_TYPES, (v) => t(`resources.page.${v}`))}
          />
        </Form.Item>
        {provider}
        <Form.Item name={['conditions', 'name']} label={t('reports.form.nameContains')}>
          <Input maxLength={128} />
        </Form.Item>
      </>
    );
  return (
    <>
      <Form.Item name={['conditions', 'source']} label={t('reports.form.source')}>
        <Select allowClear options={options(SPEND_SOURCES, (v) => t(`reports.source.${v}`))} />
      </Form.Item>
      {provider}
      <Form.Item name={['conditions', 'keyword']} label={t('reports.form.keyword')}>
        <Input maxLength={64} />
      </Form.Item>
      {period}
    </>
  );
}
