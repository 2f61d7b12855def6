import { Form, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductAttr } from '@ecloud/contract';
import { IpInput, validateIp, type IpParts } from '../../../components/ip-input/index.ts';

/** One price attribute as a form field: choices, a bounded whole number, or an IP address. */
export function AttrField({ attr }: { attr: ProductAttr }) {
  const { t } = useTranslation();
  const name = ['attrs', attr.key];
  switch (attr.kind) {
    case 'choice':
      return (
        <Form.Item label={attr.label} name={name} initialValue={attr.default}>
          {attr.options.length > 4 ? (
            <Select options={attr.options} />
          ) : (
            <Radio.Group optionType="button" options={attr.options} />
          )}
        </Form.Item>
      );
    case 'number':
      return (
        <Form.Item label={attr.label} name={name} initialValue={attr.default}>
          <InputNumber
            min={attr.min}
            max={attr.max}
            step={attr.step}
            precision={0}
            addonAfter={attr.unit}
            style={{ width: 200 }}
          />
        </Form.Item>
      );
    case 'ip':
      return (
        <Form.Item noStyle dependencies={attr.httpsKey ? [['attrs', attr.httpsKey]] : []}>
          {({ getFieldValue }) => (
            <Form.Item
              label={attr.label}
              name={name}
              required
              rules={[
                {
                  validator: async (_, v: IpParts | undefined) => {
                    const error = validateIp(v ?? ['', '', '', '']);
                    if (error)
                      throw new Error(t(error === 'empty' ? 'ipInput.empty' : 'ipInput.invalid'));
                  },
                },
              ]}
            >
              <IpInput
                showError={false}
                aria-label={attr.label}
                webFirewall={
                  attr.httpsKey
                    ? { https: getFieldValue(['attrs', attr.httpsKey]) === 'yes' }
                    : undefined
                }
              />
            </Form.Item>
          )}
        </Form.Item>
      );
  }
}
