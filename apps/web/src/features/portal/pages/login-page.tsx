import { Button, Card, Divider, Flex, Form, Input, Radio, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSOLE_BASE_PATH, HOME_PATH, type LoginFlag } from '@ecloud/contract';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { consoleFor } from '../../../lib/console-rules.ts';
import { usePortalConfig } from '../../../lib/portal-config.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useLogin } from '../api/use-login.ts';
import { DemoAccounts } from '../components/demo-accounts.tsx';

interface Values {
  username: string;
  password: string;
  loginFlag: LoginFlag;
}

/** The portal's sign-in: who you are, and which console to enter. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const config = usePortalConfig();
  const login = useLogin();

  const submit = async (v: Values) => {
    const data = await login.mutateAsync(v);
    if (consoleFor(data.userInfo.customType, v.loginFlag).warn)
      toast.warning(t('portal.stewardWarning'), 5000);
    queryClient.clear();
    session.clear();
    session.setSignedIn(data.token, data.userInfo, data.loginFlag);
    // The first sign-in's loginNum is stored by the console, after it has asked for a new password.
    if (data.userInfo.loginNum !== 1) session.setLoginNum(data.userInfo.loginNum);
    navigate(`${CONSOLE_BASE_PATH}${HOME_PATH}`, { replace: true });
  };

  return (
    <Card style={{ width: 'min(960px, 100%)' }} styles={{ body: { padding: 32 } }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 24 }}>
        <Flex align="center" gap={12}>
          <img src={`${CONSOLE_BASE_PATH}/favicon.svg`} alt="" width={40} height={40} />
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              eCloud
            </Typography.Title>
            <Typography.Text type="secondary">{t('portal.tagline')}</Typography.Text>
          </div>
        </Flex>
        <LanguageSwitch />
      </Flex>
      <Flex gap={32} wrap>
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ loginFlag: 1 }}
          onFinish={(v) => void submit(v).catch(() => undefined)}
          style={{ flex: '1 1 320px', maxWidth: 400 }}
          data-testid="login-form"
          requiredMark={false}
        >
          <Typography.Title level={4}>{t('portal.signIn')}</Typography.Title>
          <Form.Item
            name="username"
            label={t('identity.field.username')}
            rules={[{ required: true, message: t('identity.rule.usernameRequired') }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" size="large" autoFocus />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('identity.field.password')}
            rules={[{ required: true, message: t('identity.rule.passwordRequired') }]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              autoComplete="current-password"
              size="large"
            />
          </Form.Item>
          <Form.Item name="loginFlag" label={t('portal.console')}>
            <Radio.Group optionType="button" buttonStyle="solid" data-testid="login-flag">
              <Radio.Button value={1} data-testid="login-flag-1">
                {t('shell.operatorConsole')}
              </Radio.Button>
              <Radio.Button value={2} data-testid="login-flag-2">
                {t('shell.maintenanceConsole')}
              </Radio.Button>
            </Radio.Group>
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            block
            loading={login.isPending}
            data-testid="sign-in"
          >
            {t('portal.signIn')}
          </Button>
        </Form>
        {config.data?.demo && config.data.demoPassword && (
          <>
            <Divider orientation="vertical" style={{ height: 'auto' }} />
            <div style={{ flex: '1 1 420px', minWidth: 0 }}>
              <Typography.Title level={5}>{t('portal.demoAccounts')}</Typography.Title>
              <DemoAccounts
                accounts={config.data.demoAccounts}
                password={config.data.demoPassword}
                onPick={(a) =>
                  form.setFieldsValue({
                    username: a.username,
                    password: config.data?.demoPassword ?? '',
                    loginFlag: a.loginFlag,
                  })
                }
              />
            </div>
          </>
        )}
      </Flex>
    </Card>
  );
}
