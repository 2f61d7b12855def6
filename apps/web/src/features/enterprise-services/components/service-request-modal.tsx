import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallInput, ServiceDetail, calls } from '@ecloud/contract';
import { FormModal } from '../../../components/form/index.ts';
import { useRequestService } from '../api/use-services.ts';

type Values = Omit<CallInput<typeof calls.serviceRequest>, 'id'>;

/** The request: what is needed and how to reach the asker; support answers in a work order. */
export function ServiceRequestModal({
  service,
  onClose,
}: {
  service: ServiceDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const request = useRequestService();
  return (
    <FormModal<Values>
      open
      title={t('services.requestTitle', { name: service.name })}
      onSubmit={(v) => request.mutateAsync({ ...v, id: service.id })}
      success={t('services.requested')}
      onClose={onClose}
      okText={t('services.send')}
      formTestId="service-request-form"
      okTestId="service-request-send"
    >
      <Form.Item
        name="description"
        label={t('services.needs')}
        rules={[{ required: true, whitespace: true, message: t('services.needsRequired') }]}
      >
        <Input.TextArea maxLength={2000} showCount autoSize={{ minRows: 4, maxRows: 10 }} />
      </Form.Item>
      <Form.Item
        name="contact"
        label={t('services.contact')}
        rules={[{ required: true, whitespace: true, message: t('services.contactRequired') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
    </FormModal>
  );
}
