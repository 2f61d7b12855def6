import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useModifyUser } from '../api/use-users.ts';
import { NewPasswordFields } from './password-fields.tsx';

interface Values {
  oldPassword: string;
  newPassword: string;
  newPasswordConfirm: string;
}

/** Change your password with the current one; other sessions are signed out by the server. */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const modify = useModifyUser();
  const submit = async (v: Values) => {
    await modify.mutateAsync({
      op: 'password',
      oldPassword: v.oldPassword,
      newPassword: v.newPassword,
    });
    form.resetFields();
    toast.success(t('identity.passwordChanged'), 5000);
  };
  return (
    <Card title={t('identity.changePassword')} id="change-password">
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 420 }}
        onFinish={(v) => void submit(v).catch(() => undefined)}
        data-testid="change-password-form"
      >
        <Form.Item
          name="oldPassword"
          label={t('identity.field.oldPassword')}
          rules={[{ required: true, message: t('identity.rule.oldPasswordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields name="newPassword" label={t('identity.field.newPassword')} />
        <Button type="primary" htmlType="submit" loading={modify.isPending}>
          {t('identity.changePassword')}
        </Button>
      </Form>
    </Card>
  );
}
