import { useState } from 'react';
import { Col, Form, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  WORK_ORDER_CATEGORIES,
  WORK_ORDER_RELATED_KINDS,
  WORK_ORDER_SEVERITIES,
  type CallInput,
  type WorkOrderRelatedKind,
  type calls,
} from '@ecloud/contract';
import { Field, FormModal, TextField } from '../../../components/form/index.ts';
import { useCreateWorkOrder, useRelatedOptions } from '../api/use-workorders.ts';
import { AttachmentUpload } from './attachment-upload.tsx';
import { codeOptions } from '../../../lib/code-options.ts';

type Values = CallInput<typeof calls.workOrderCreate>;
const START: Partial<Values> = { severity: 'normal', attachmentIds: [] };

/** Opens a work order: what it is about, how urgent, the words, what it concerns, files. */
export function WorkOrderFormModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateWorkOrder();
  return (
    <FormModal<Values>
      open
      title={t('workOrders.create')}
      onSubmit={create.mutateAsync}
      success={t('workOrders.created')}
      onClose={onClose}
      okText={t('workOrders.submit')}
      width={640}
      initialValues={START}
      formTestId="work-order-form"
      okTestId="work-order-submit"
    >
      <Row gutter={12}>
        <Col span={12}>
          <Field
            name="category"
            label={t('workOrders.category')}
            required={t('workOrders.categoryRequired')}
          >
            <Select
              data-testid="work-order-category"
              options={codeOptions(t, 'workOrders.categoryName', WORK_ORDER_CATEGORIES)}
            />
          </Field>
        </Col>
        <Col span={12}>
          <Field name="severity" label={t('workOrders.severity')}>
            <Select options={codeOptions(t, 'workOrders.severityName', WORK_ORDER_SEVERITIES)} />
          </Field>
        </Col>
      </Row>
      <TextField
        name="title"
        label={t('workOrders.titleLabel')}
        max={100}
        required={t('workOrders.titleRequired')}
        testId="work-order-title"
      />
      <TextField
        name="description"
        label={t('workOrders.description')}
        max={5000}
        rows={5}
        required={t('workOrders.descriptionRequired')}
        testId="work-order-description"
      />
      <RelatedField />
      <Form.Item
        name="attachmentIds"
        label={t('workOrders.attachments')}
        extra={t('workOrders.attachHint')}
      >
        <AttachmentUpload />
      </Form.Item>
    </FormModal>
  );
}

/** What the order concerns: a kind, then one of the tenant's own rows of that kind. */
function RelatedField() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<Values>();
  const [kind, setKind] = useState<WorkOrderRelatedKind>();
  const [keyword, setKeyword] = useState('');
  const options = useRelatedOptions(kind, keyword);
  return (
    <Row gutter={12}>
      <Col span={8}>
        <Form.Item label={t('workOrders.related')}>
          <Select
            allowClear
            placeholder={t('workOrders.relatedNone')}
            value={kind}
            onChange={(k?: WorkOrderRelatedKind) => {
              setKind(k);
              form.setFieldValue('related', undefined);
            }}
            options={codeOptions(t, 'workOrders.relatedKindName', WORK_ORDER_RELATED_KINDS)}
          />
        </Form.Item>
      </Col>
      <Col span={16}>
        <Form.Item
          name="related"
          label=" "
          colon={false}
          getValueProps={(v?: { id: string }) => ({ value: v?.id })}
          normalize={(id?: string) => (id && kind ? { kind, id } : undefined)}
        >
          <Select
            allowClear
            showSearch
            filterOption={false}
            disabled={!kind}
            placeholder={t('workOrders.relatedPick')}
            onSearch={setKeyword}
            loading={options.isFetching}
            options={(options.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
