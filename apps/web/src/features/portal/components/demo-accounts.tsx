import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { demoAccountSchema } from '@ecloud/contract';
import { PortalIcon } from './portal-icons.tsx';

type DemoAccount = z.infer<typeof demoAccountSchema>;

/**
 * In demo mode, the accounts to try, each one click from the form. A plain table in plain CSS
 * (portal.css) on purpose: antd's Table, and since then any antd, would load with the sign-in
 * page (docs/decisions.md, "Web performance").
 */
export function DemoAccounts({
  accounts,
  password,
  onPick,
}: {
  accounts: DemoAccount[];
  password: string;
  onPick: (a: DemoAccount) => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(password).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 3000);
    });
  };
  return (
    <div data-testid="demo-accounts">
      <p className="portal-secondary">
        {t('portal.demoIntro')} <code className="portal-code">{password}</code>
        <button
          type="button"
          className="portal-copy"
          aria-label={t(copied ? 'portal.copied' : 'portal.copy')}
          title={t(copied ? 'portal.copied' : 'portal.copy')}
          onClick={copy}
        >
          <PortalIcon name={copied ? 'check' : 'copy'} />
        </button>
      </p>
      <table className="portal-table">
        <thead>
          <tr>
            <th>{t('identity.field.username')}</th>
            <th>{t('portal.console')}</th>
            <th>{t('portal.demoShows')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {accounts.map((a) => (
            <tr key={a.username}>
              {/* A username is one word: it never breaks across lines. */}
              <td className="portal-nowrap">
                <strong>{a.username}</strong>
              </td>
              <td>
                <span className={`portal-tag portal-tag-${a.loginFlag === 1 ? 'blue' : 'green'}`}>
                  {a.loginFlag}
                </span>
              </td>
              <td>{a.note}</td>
              <td>
                <button
                  type="button"
                  className="portal-small-btn"
                  onClick={() => onPick(a)}
                  data-testid={`demo-${a.username}`}
                >
                  {t('portal.use')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
