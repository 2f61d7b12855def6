import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginFlag } from '@ecloud/contract';
import { PortalIcon } from './portal-icons.tsx';

export interface SignInValues {
  username: string;
  password: string;
  loginFlag: LoginFlag;
}
type Field = 'username' | 'password';

const REQUIRED: Record<Field, string> = {
  username: 'identity.rule.usernameRequired',
  password: 'identity.rule.passwordRequired',
};

/**
 * Who you are and which console to enter: antd's Form in plain React and CSS (portal.css), so
 * the sign-in page loads no antd. The same ids, labels, test ids and messages: a field left
 * empty says so under it (announced) once submitted or changed, and the first one gets focus.
 */
export function SignInForm({
  values,
  onChange,
  onSubmit,
  pending,
}: {
  values: SignInValues;
  onChange: (v: SignInValues) => void;
  onSubmit: (v: SignInValues) => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<Record<Field, boolean>>({
    username: false,
    password: false,
  });
  const [showPassword, setShowPassword] = useState(false);
  const inputs = {
    username: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  const error = (f: Field) => (checked[f] && values[f] === '' ? t(REQUIRED[f]) : null);

  const set = (f: Field, value: string) => {
    setChecked((c) => ({ ...c, [f]: true }));
    onChange({ ...values, [f]: value });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked({ username: true, password: true });
    const empty = (['username', 'password'] as const).find((f) => values[f] === '');
    if (empty) inputs[empty].current?.focus();
    else if (!pending) onSubmit(values);
  };

  const field = (
    f: Field,
    icon: 'user' | 'lock',
    props: { type: string; autoComplete: string },
  ) => {
    const message = error(f);
    return (
      <div className="portal-field">
        <label htmlFor={f}>{t(`identity.field.${f}`)}</label>
        <span className={`portal-input${message ? ' portal-input-error' : ''}`}>
          <PortalIcon name={icon} className="portal-input-prefix" />
          <input
            ref={inputs[f]}
            id={f}
            name={f}
            value={values[f]}
            onChange={(e) => set(f, e.target.value)}
            aria-required="true"
            aria-invalid={!!message}
            aria-describedby={message ? `${f}_help` : undefined}
            autoFocus={f === 'username'}
            {...props}
          />
          {f === 'password' && (
            <button
              type="button"
              className="portal-input-suffix"
              aria-label={t(showPassword ? 'portal.hidePassword' : 'portal.showPassword')}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((s) => !s)}
            >
              <PortalIcon name={showPassword ? 'eye' : 'eyeInvisible'} />
            </button>
          )}
        </span>
        <div id={`${f}_help`} className="portal-help" role="alert">
          {message}
        </div>
      </div>
    );
  };

  return (
    <form className="portal-form" data-testid="login-form" noValidate onSubmit={submit}>
      <h4 className="portal-h4">{t('portal.signIn')}</h4>
      {field('username', 'user', { type: 'text', autoComplete: 'username' })}
      {field('password', 'lock', {
        type: showPassword ? 'text' : 'password',
        autoComplete: 'current-password',
      })}
      <div className="portal-field">
        <span id="loginFlag_label" className="portal-label">
          {t('portal.console')}
        </span>
        <div
          role="radiogroup"
          aria-labelledby="loginFlag_label"
          className="portal-radios"
          data-testid="login-flag"
        >
          {([1, 2] as const).map((flag) => (
            <label key={flag} className="portal-radio">
              <input
                type="radio"
                name="loginFlag"
                value={flag}
                checked={values.loginFlag === flag}
                onChange={() => onChange({ ...values, loginFlag: flag })}
                data-testid={`login-flag-${flag}`}
              />
              <span>{t(flag === 1 ? 'shell.operatorConsole' : 'shell.maintenanceConsole')}</span>
            </label>
          ))}
        </div>
      </div>
      <button type="submit" className="portal-primary" aria-busy={pending} data-testid="sign-in">
        {pending && <span className="portal-btn-spin" aria-hidden="true" />}
        <span>{t('portal.signIn')}</span>
      </button>
    </form>
  );
}
