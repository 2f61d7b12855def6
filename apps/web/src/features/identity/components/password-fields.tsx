import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordSchema } from '@ecloud/contract';
import { zodRule } from '../../../lib/zod-rule.ts';

/** A new password and its confirmation, held to the server's password rule. */
export function NewPasswordFields({ name = 'password', label }: { name?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name={name}
        label={label ?? t('identity.field.password')}
        rules={[
          { required: true, message: t('identity.rule.passwordRequired') },
          zodRule(passwordSchema),
        ]}
        extra={t('identity.passwordHint')}
        hasFeedback
      >
        <Input.Password autoComplete="new-password" maxLength={64} />
      </Form.Item>
      <Form.Item
        name={`${name}Confirm`}
        label={t('identity.field.passwordConfirm')}
        dependencies={[name]}
        hasFeedback
        rules={[
          { required: true, message: t('identity.rule.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: async (_, value: string) => {
              if (value && value !== getFieldValue(name))
                throw new Error(t('identity.rule.confirmMismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={64} />
      </Form.Item>
    </>
  );
}
