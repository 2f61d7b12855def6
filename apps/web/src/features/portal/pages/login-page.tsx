import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSOLE_BASE_PATH, HOME_PATH } from '@ecloud/contract';
import { consoleFor } from '../../../lib/console-rules.ts';
import { usePortalConfig } from '../../../lib/portal-config.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useLogin } from '../api/use-login.ts';
import { DemoAccounts } from '../components/demo-accounts.tsx';
import { LanguageMenu } from '../components/language-menu.tsx';
import { SignInForm, type SignInValues } from '../components/sign-in-form.tsx';
import '../portal.css';

/**
 * The portal's sign-in: who you are, and which console to enter. Plain React and CSS, no antd:
 * the page's script budget is 150 KiB (docs/decisions.md, "Web performance").
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = usePortalConfig();
  const login = useLogin();
  const [values, setValues] = useState<SignInValues>({ username: '', password: '', loginFlag: 1 });

  const submit = async (v: SignInValues) => {
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
    <main className="portal-card">
      <header className="portal-head">
        <div className="portal-brand">
          <img src={`${CONSOLE_BASE_PATH}/favicon.svg`} alt="" width={40} height={40} />
          <div>
            <h3 className="portal-title">eCloud</h3>
            <span className="portal-secondary">{t('portal.tagline')}</span>
          </div>
        </div>
        <LanguageMenu />
      </header>
      <div className="portal-body">
        <SignInForm
          values={values}
          onChange={setValues}
          onSubmit={(v) => void submit(v).catch(() => undefined)}
          pending={login.isPending}
        />
        {config.data?.demo && config.data.demoPassword && (
          <>
            <div className="portal-divider" aria-hidden="true" />
            <section className="portal-demo">
              <h5 className="portal-h5">{t('portal.demoAccounts')}</h5>
              <DemoAccounts
                accounts={config.data.demoAccounts}
                password={config.data.demoPassword}
                onPick={(a) =>
                  setValues({
                    username: a.username,
                    password: config.data?.demoPassword ?? '',
                    loginFlag: a.loginFlag,
                  })
                }
              />
            </section>
          </>
        )}
      </div>
    </main>
  );
}
