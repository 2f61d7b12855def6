import { Button, Form, Input, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PROVIDER_CODES } from '@ecloud/contract';
import { useAccountOptions } from '../../cloud/index.ts';
import { useBillProducts } from '../api/use-costs.ts';
import { providerLabel } from '../lib/format.ts';

/**
 * What a budget counts: any mix of clouds, accounts, services, regions and tags. Accounts and
 * services are picked from what the tenant has (typing a service the month has not billed yet
 * is still allowed: a budget may be set before the first bill).
 */
export function BudgetScopeFields() {
  const { t } = useTranslation();
  const accounts = useAccountOptions();
  const products = useBillProducts({});
  return (
    <>
      <Form.Item name="providers" label={t('costs.budget.providers')}>
        <Select
          mode="multiple"
          allowClear
          options={PROVIDER_CODES.map((p) => ({ value: p, label: providerLabel(t, p) }))}
        />
      </Form.Item>
      <Form.Item name="accountIds" label={t('costs.budget.accounts')}>
        <Select
          mode="multiple"
          allowClear
          optionFilterProp="label"
          loading={accounts.isLoading}
          data-testid="budget-accounts"
          options={(accounts.data ?? []).map((a) => ({
            value: a.id,
            label: `${a.name} (${providerLabel(t, a.provider)})`,
          }))}
        />
      </Form.Item>
      <Form.Item name="serviceNames" label={t('costs.budget.services')}>
        <Select
          mode="tags"
          tokenSeparators={[',']}
          data-testid="budget-services"
          options={(products.data?.list ?? []).map((p) => ({
            value: p.serviceName,
            label: p.serviceName,
          }))}
        />
      </Form.Item>
      <Form.Item name="regionIds" label={t('costs.budget.regions')}>
        <Select mode="tags" tokenSeparators={[',']} />
      </Form.Item>
      <Form.List name="tags">
        {(fields, { add, remove }) => (
          <Form.Item label={t('costs.budget.tags')}>
            {fields.map((f) => (
              <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
                <Form.Item name={[f.name, 'key']} rules={[{ required: true, max: 128 }]}>
                  <Input placeholder={t('costs.budget.tagKey')} />
                </Form.Item>
                <Form.Item name={[f.name, 'value']} rules={[{ max: 256 }]}>
                  <Input placeholder={t('costs.budget.tagValue')} />
                </Form.Item>
                <MinusCircleOutlined onClick={() => remove(f.name)} />
              </Space>
            ))}
            <Button
              type="dashed"
              onClick={() => add({ key: '', value: '' })}
              icon={<PlusOutlined />}
            >
              {t('costs.budget.addTag')}
            </Button>
          </Form.Item>
        )}
      </Form.List>
    </>
  );
}
