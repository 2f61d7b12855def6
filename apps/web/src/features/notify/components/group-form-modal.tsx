import { useMemo } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContactGroup } from '@ecloud/contract';
import { Field, FormModal } from '../../../components/form/index.ts';
import type { Closable } from '../../../components/dialog-props.ts';
import { useContacts, useSaveGroup } from '../api/use-notify.ts';
import { NameField } from './recipient-fields.tsx';

type Values = Pick<ContactGroup, 'name' | 'contactIds'>;

/** Add a contact group (`group` null) or change its name and members. */
export function GroupFormModal({ group, onClose }: Closable & { group: ContactGroup | null }) {
  const { t } = useTranslation();
  const save = useSaveGroup();
  const contacts = useContacts();
  const initial = useMemo<Partial<Values>>(() => group ?? { contactIds: [] }, [group]);
  return (
    <FormModal<Values>
      open
      title={group ? t('notify.contacts.editGroup') : t('notify.contacts.addGroup')}
      initialValues={initial}
      onSubmit={(v) => save.mutateAsync({ ...v, id: group?.id })}
      onClose={onClose}
      success={t('common.saved')}
    >
      <NameField />
      <Field name="contactIds" label={t('notify.field.members')}>
        <Select
          mode="multiple"
          loading={contacts.isPending}
          options={(contacts.data ?? []).map((c) => ({
            value: c.id,
            label: `${c.name} <${c.email}>`,
          }))}
          optionFilterProp="label"
        />
      </Field>
    </FormModal>
  );
}
