import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { emailSchema, phoneSchema, type Contact } from '@ecloud/contract';
import { FormModal, TextField } from '../../../components/form/index.ts';
import type { Closable } from '../../../components/dialog-props.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { useSaveContact } from '../api/use-notify.ts';
import { LanguageField, NameField } from './recipient-fields.tsx';

type Values = Pick<Contact, 'name' | 'email' | 'phone' | 'language'>;

/** Add a contact (`contact` null) or change one. */
export function ContactFormModal({ contact, onClose }: Closable & { contact: Contact | null }) {
  const { t } = useTranslation();
  const save = useSaveContact();
  const initial = useMemo<Partial<Values>>(
    () => contact ?? { language: currentLanguage() },
    [contact],
  );
  return (
    <FormModal<Values>
      open
      title={contact ? t('notify.contacts.editContact') : t('notify.contacts.addContact')}
      initialValues={initial}
      onSubmit={(v) => save.mutateAsync({ ...v, phone: v.phone ?? '', id: contact?.id })}
      onClose={onClose}
      success={t('common.saved')}
      formTestId="contact-form"
    >
      <NameField testId="contact-name" />
      <TextField
        name="email"
        label={t('notify.field.email')}
        max={128}
        required={t('notify.required.email')}
        rules={[zodRule(emailSchema)]}
        testId="contact-email"
      />
      <TextField
        name="phone"
        label={t('notify.field.phone')}
        max={20}
        rules={[zodRule(phoneSchema)]}
      />
      <LanguageField />
    </FormModal>
  );
}
