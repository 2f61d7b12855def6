import { useTranslation } from 'react-i18next';
import type { CallInput, ServiceDetail, calls } from '@ecloud/contract';
import { FormModal, TextField } from '../../../components/form/index.ts';
import { useRequestService } from '../api/use-services.ts';
import type { Closable } from '../../../components/dialog-props.ts';

type Values = Omit<CallInput<typeof calls.serviceRequest>, 'id'>;

/** The request: what is needed and how to reach the asker; support answers in a work order. */
export function ServiceRequestModal({
  service,
  onClose,
}: Closable & {
  service: ServiceDetail;
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
      <TextField
        name="description"
        label={t('services.needs')}
        max={2000}
        rows={5}
        required={t('services.needsRequired')}
      />
      <TextField
        name="contact"
        label={t('services.contact')}
        max={100}
        required={t('services.contactRequired')}
      />
    </FormModal>
  );
}
