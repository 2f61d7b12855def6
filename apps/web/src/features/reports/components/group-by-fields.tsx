import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { REPORT_GROUPS, TAG_GROUP, type ReportSubject } from '@ecloud/contract';

/**
 * The group-by of a report's conditions: only the subject's own dimensions (the server refuses
 * any other), and the tag key when grouping by a tag's value.
 */
export function GroupByFields({ subject, field }: { subject: ReportSubject; field?: string }) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language === 'zh-CN';
  return (
    <>
      <Form.Item
        name={['groupBy', 'field']}
        label={t('reports.form.groupBy')}
        extra={t('reports.form.groupByHint')}
      >
        <Select
          allowClear
          placeholder={t('reports.form.groupByNone')}
          data-testid="report-group-by"
          options={REPORT_GROUPS[subject].map((g) => ({ value: g.key, label: zh ? g.zh : g.en }))}
        />
      </Form.Item>
      {field === TAG_GROUP && (
        <Form.Item
          name={['groupBy', 'tagKey']}
          label={t('reports.form.tagKey')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={128} data-testid="report-group-tag" />
        </Form.Item>
      )}
    </>
  );
}
