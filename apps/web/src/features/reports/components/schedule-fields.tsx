import { Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { REPORT_SCHEDULES, type ReportScheduleKind } from '@ecloud/contract';
import { codeOptions } from '../../../lib/code-options.ts';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const zones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC', 'Asia/Shanghai'];
  }
};

/** When the report runs: once or every day, week or month, at an hour of a time zone. */
export function ScheduleFields({ kind }: { kind: ReportScheduleKind }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name={['schedule', 'kind']} label={t('reports.form.schedule')} required>
        <Select
          data-testid="report-schedule"
          options={codeOptions(t, 'reports.schedule', REPORT_SCHEDULES)}
        />
      </Form.Item>
      {kind === 'weekly' && (
        <Form.Item name={['schedule', 'weekday']} label={t('reports.form.weekday')} required>
          <Select options={codeOptions(t, 'reports.weekday', WEEKDAYS)} />
        </Form.Item>
      )}
      {kind === 'monthly' && (
        <Form.Item name={['schedule', 'monthDay']} label={t('reports.form.monthDay')} required>
          <InputNumber min={1} max={28} />
        </Form.Item>
      )}
      <Form.Item name={['schedule', 'hour']} label={t('reports.form.hour')} required>
        <InputNumber min={0} max={23} />
      </Form.Item>
      <Form.Item name={['schedule', 'timeZone']} label={t('reports.form.timeZone')} required>
        <Select showSearch options={zones().map((z) => ({ value: z, label: z }))} />
      </Form.Item>
    </>
  );
}
