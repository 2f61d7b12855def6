import { Checkbox, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeOptions } from '../../../lib/code-options.ts';

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Zones a China reseller's customers work in; the browser's own is offered first. */
const ZONES = ['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Singapore', 'Asia/Tokyo', 'UTC'];

export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** What the window fields hold until the user picks: office hours on weekdays, here. */
export const defaultWindow = () => ({
  days: [1, 2, 3, 4, 5],
  from: '09:00',
  to: '18:00',
  timeZone: browserZone(),
});

/**
 * When the rule may alarm: always, or on some days between two times of day in a time zone
 * (a window that ends before it starts runs past midnight).
 */
export function RuleWindowField() {
  const { t } = useTranslation();
  const limited = Form.useWatch('windowOn') as boolean | undefined;
  const zones = [...new Set([browserZone(), ...ZONES])];
  const time = (name: string, label: string) => (
    <Form.Item
      name={['window', name]}
      label={label}
      rules={[{ required: true, pattern: HHMM, message: t('alarms.window.timeRule') }]}
    >
      <Input style={{ width: 100 }} placeholder="09:00" data-testid={`rule-window-${name}`} />
    </Form.Item>
  );
  return (
    <>
      <Form.Item name="windowOn" valuePropName="checked">
        <Checkbox data-testid="rule-window-on">{t('alarms.window.limit')}</Checkbox>
      </Form.Item>
      {limited && (
        <>
          <Form.Item
            name={['window', 'days']}
            label={t('alarms.window.days')}
            rules={[
              { required: true, type: 'array', min: 1, message: t('alarms.window.daysRule') },
            ]}
          >
            <Checkbox.Group options={codeOptions(t, 'alarms.window.day', DAYS)} />
          </Form.Item>
          <Space wrap>
            {time('from', t('alarms.window.from'))}
            {time('to', t('alarms.window.to'))}
            <Form.Item name={['window', 'timeZone']} label={t('alarms.window.timeZone')}>
              <Select
                style={{ width: 200 }}
                showSearch
                options={zones.map((z) => ({ value: z, label: z }))}
              />
            </Form.Item>
          </Space>
        </>
      )}
    </>
  );
}
