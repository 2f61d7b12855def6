import { Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { emailSchema, personNameSchema, phoneSchema } from '@ecloud/contract';
import { zodRule } from '../../../lib/zod-rule.ts';

export interface ProfileValues {
  name: string;
  phone?: string;
  email?: string;
}

/** Name, phone and e-mail: the fields a person may change about themselves. */
export function ProfileFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="name"
        label={t('identity.field.name')}
        rules={[
          { required: true, message: t('identity.rule.nameRequired') },
          zodRule(personNameSchema),
        ]}
      >
        <Input maxLength={64} autoComplete="name" />
      </Form.Item>
      <Form.Item name="phone" label={t('identity.field.phone')} rules={[zodRule(phoneSchema)]}>
        <Input maxLength={20} autoComplete="tel" />
      </Form.Item>
      <Form.Item name="email" label={t('identity.field.email')} rules={[zodRule(emailSchema)]}>
        <Input maxLength={128} autoComplete="email" />
      </Form.Item>
    </>
  );
}

export type ProfileForm = FormInstance<ProfileValues>;
