import { Alert, Form, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Recipients } from '@ecloud/contract';
import { Field, FormModal } from '../../../components/form/index.ts';
import type { Closable } from '../../../components/dialog-props.ts';
import {
  useChannels,
  useContacts,
  useGroups,
  useRecipients,
  useSetRecipients,
  type RecipientsKey,
} from '../api/use-notify.ts';

/** Who hears of an alarm rule or of a kind of notice (budgets, sync, quotas, work orders). */
export function RecipientsModal({
  subject,
  title,
  onClose,
}: Closable & { subject: RecipientsKey; title: string }) {
  const { t } = useTranslation();
  const current = useRecipients(subject);
  const contacts = useContacts();
  const groups = useGroups();
  const channels = useChannels();
  const save = useSetRecipients();
  const pick = (
    name: keyof Recipients,
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <Field name={name} label={label}>
      <Select
        mode="multiple"
        options={options}
        optionFilterProp="label"
        data-testid={`recipients-${name}`}
      />
    </Field>
  );
  return (
    <FormModal<Recipients>
      open
      title={title}
      initialValues={current.data}
      onSubmit={(v) => save.mutateAsync({ ...subject, ...v })}
      onClose={onClose}
      success={t('notify.recipients.saved')}
      header={
        <Alert
          type="info"
          showIcon
          message={t('notify.recipients.hint')}
          style={{ marginBottom: 16 }}
        />
      }
    >
      {current.isPending ? (
        <Form.Item>
          <Spin />
        </Form.Item>
      ) : (
        <>
          {pick(
            'contactIds',
            t('notify.recipients.contacts'),
            (contacts.data ?? []).map((c) => ({ value: c.id, label: `${c.name} <${c.email}>` })),
          )}
          {pick(
            'groupIds',
            t('notify.recipients.groups'),
            (groups.data ?? []).map((g) => ({ value: g.id, label: g.name })),
          )}
          {pick(
            'channelIds',
            t('notify.recipients.channels'),
            (channels.data ?? []).map((c) => ({
              value: c.id,
              label: `${c.name} (${t(`notify.channelKind.${c.kind}`)})`,
            })),
          )}
        </>
      )}
    </FormModal>
  );
}
