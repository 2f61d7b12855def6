import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { calls, CallInput } from '@ecloud/contract';
import { QUOTA_ITEMS } from '@ecloud/contract';
import { Field, FormModal } from '../../../components/form/index.ts';
import { AccountField, useAccountOptions } from '../../cloud/index.ts';
import { useResourceRegions } from '../api/use-resources.ts';
import { useCreateQuota } from '../api/use-quota.ts';
import { codeOptions } from '../../../lib/code-options.ts';

type QuotaValues = CallInput<typeof calls.quotaCreate>;

/** Asks for more quota on an account and region. */
export function QuotaFormModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateQuota();
  return (
    <FormModal<QuotaValues>
      open
      title={t('resources.quota.create')}
      onSubmit={create.mutateAsync}
      success={t('resources.quota.created')}
      onClose={onClose}
      okText={t('resources.quota.submit')}
      width={600}
      initialValues={START}
      formTestId="quota-form"
    >
      <QuotaFields />
    </FormModal>
  );
}

const START: Partial<QuotaValues> = { current: 0 };

/** The fields; the regions offered are the chosen account's. */
function QuotaFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<QuotaValues>();
  const accounts = useAccountOptions();
  const accountId = Form.useWatch('accountId', form);
  const account = accounts.data?.find((a) => a.id === accountId);
  const regions = useResourceRegions(account?.provider, accountId);
  const regionOptions = [
    ...new Set([...(account?.regions ?? []), ...(regions.data ?? []).map((r) => r.region)]),
  ].map((r) => ({ value: r, label: r }));
  return (
    <>
      <Row gutter={12}>
        <Col span={12}>
          <AccountField onChange={() => form.setFieldValue('region', undefined)} />
        </Col>
        <Col span={12}>
          <Field
            name="region"
            label={t('resources.col.region')}
            required={t('resources.quota.regionRequired')}
          >
            <Select
              showSearch
              disabled={!accountId}
              options={regionOptions}
              loading={regions.isFetching}
            />
          </Field>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col span={8}>
          <Field
            name="item"
            label={t('resources.quota.itemLabel')}
            required={t('resources.quota.itemRequired')}
          >
            <Select options={codeOptions(t, 'resources.quota.item', QUOTA_ITEMS)} />
          </Field>
        </Col>
        <Col span={8}>
          <Field
            name="current"
            label={t('resources.quota.current')}
            required={t('resources.quota.currentRequired')}
          >
            <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
          </Field>
        </Col>
        <Col span={8}>
          <Field
            name="requested"
            label={t('resources.quota.requested')}
            dependencies={['current']}
            required={t('resources.quota.requestedRequired')}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_, v: number) => {
                  if (v !== undefined && v !== null && v <= (getFieldValue('current') as number))
                    throw new Error(t('resources.quota.mustBeMore'));
                },
              }),
            ]}
          >
            <InputNumber min={1} max={1_000_000} precision={0} style={{ width: '100%' }} />
          </Field>
        </Col>
      </Row>
      <Form.Item
        name="reason"
        label={t('resources.quota.reason')}
        rules={[{ required: true, whitespace: true, message: t('resources.quota.reasonRequired') }]}
      >
        <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
    </>
  );
}
