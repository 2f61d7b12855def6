import { Alert, Checkbox, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { REPORT_CHANNELS } from '@ecloud/contract';
import { useReportOptions } from '../api/use-reports.ts';

/**
 * Who hears of a new file and how: people of the tenant, by the message centre and (where the
 * platform has a mail server) e-mail, and the tenant's notification channels (a webhook, a
 * DingTalk, WeCom or Feishu group robot) set up in the warning centre. Without a mail server,
 * the e-mail choice is off and says why.
 */
export function RecipientFields() {
  const { t } = useTranslation();
  const options = useReportOptions();
  const emailAvailable = options.data?.emailAvailable ?? false;
  return (
    <>
      <Form.Item name="recipients" label={t('reports.form.recipients')}>
        <Select
          mode="multiple"
          data-testid="report-recipients"
          loading={options.isLoading}
          optionFilterProp="label"
          options={(options.data?.people ?? []).map((p) => ({
            value: p.id,
            label: `${p.name} (${p.username})${p.hasEmail ? '' : ` · ${t('reports.form.noEmail')}`}`,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="channels"
        label={t('reports.form.channels')}
        rules={[{ required: true, type: 'array', min: 1 }]}
      >
        <Checkbox.Group
          options={REPORT_CHANNELS.map((c) => ({
            value: c,
            label: t(`reports.channel.${c}`),
            disabled: c === 'email' && !emailAvailable,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="channelIds"
        label={t('reports.form.robots')}
        extra={options.data?.robots.length ? undefined : t('reports.form.noRobots')}
      >
        <Select
          mode="multiple"
          allowClear
          data-testid="report-robots"
          loading={options.isLoading}
          optionFilterProp="label"
          options={(options.data?.robots ?? []).map((c) => ({
            value: c.id,
            label: `${c.name} (${t(`notify.channelKind.${c.kind}`, { defaultValue: c.kind })})`,
          }))}
        />
      </Form.Item>
      {options.data && !emailAvailable && (
        <Alert
          type="info"
          showIcon
          data-testid="report-email-unavailable"
          style={{ marginBottom: 16 }}
          title={t('reports.form.emailUnavailable')}
        />
      )}
    </>
  );
}
