import type { CSSProperties } from 'react';
import { Button, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { demoAccountSchema } from '@ecloud/contract';

type DemoAccount = z.infer<typeof demoAccountSchema>;

/**
 * In demo mode, the accounts to try, each one click from the form. A plain table on purpose:
 * antd's Table (with its pagination, select and tree) would triple the sign-in page's script
 * for five static rows (docs/decisions.md, "Web performance").
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
  const { token } = theme.useToken();
  const cell: CSSProperties = {
    padding: '8px',
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'start',
    verticalAlign: 'middle',
  };
  const head: CSSProperties = { ...cell, background: token.colorFillAlter, fontWeight: 600 };
  return (
    <div data-testid="demo-accounts">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('portal.demoIntro')}{' '}
        <Typography.Text code copyable>
          {password}
        </Typography.Text>
      </Typography.Paragraph>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: token.fontSize }}>
        <thead>
          <tr>
            <th style={head}>{t('identity.field.username')}</th>
            <th style={head}>{t('portal.console')}</th>
            <th style={head}>{t('portal.demoShows')}</th>
            <th style={head} />
          </tr>
        </thead>
        <tbody>
          {accounts.map((a) => (
            <tr key={a.username}>
              {/* A username is one word: it never breaks across lines. */}
              <td style={{ ...cell, whiteSpace: 'nowrap' }}>
                <Typography.Text strong>{a.username}</Typography.Text>
              </td>
              <td style={cell}>
                <Tag color={a.loginFlag === 1 ? 'blue' : 'green'}>{a.loginFlag}</Tag>
              </td>
              <td style={cell}>{a.note}</td>
              <td style={cell}>
                <Button size="small" onClick={() => onPick(a)} data-testid={`demo-${a.username}`}>
                  {t('portal.use')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
