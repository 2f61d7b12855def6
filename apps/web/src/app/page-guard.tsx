import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSOLE_BASE_PATH, HOME_PATH } from '@ecloud/contract';
import { useCurrentUser } from '../lib/current-user.ts';
import { session } from '../lib/session.ts';
import { pageAllowed, type PageDef } from './pages.ts';

/** A page opened by its address still follows the menu's permission rules. */
export function PageGuard({ page, children }: { page: PageDef; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useCurrentUser();
  if (
    user &&
    pageAllowed(page, session.loginFlag(), user, pathname.slice(CONSOLE_BASE_PATH.length))
  )
    return children;
  return (
    <Result
      status="403"
      title="403"
      subTitle={t(page.forbidden ?? 'gate.pageForbidden')}
      extra={
        <Link to={`${CONSOLE_BASE_PATH}${HOME_PATH}`}>
          <Button type="primary">{t('notFound.home')}</Button>
        </Link>
      }
    />
  );
}
