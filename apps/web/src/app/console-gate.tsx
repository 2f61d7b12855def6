import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  BARRED_MESSAGE_MS,
  CONSOLE_BASE_PATH,
  MY_ACCOUNT_PATH,
  PORTAL_LOGOUT_PATH,
  guardRedirect,
} from '@ecloud/contract';
import { session } from '../lib/session.ts';
import { useCurrentUserQuery } from '../lib/current-user.ts';
import { startDecision } from '../lib/console-rules.ts';
import { toast } from '../lib/toast.ts';
import { useProviders } from '../features/cloud/index.ts';
import { FullPageSpin } from './full-page-spin.tsx';

const consolePath = (pathname: string) => pathname.slice(CONSOLE_BASE_PATH.length) || '/';

/**
 * Everything the console checks before it shows a page: a session, the current user (barred
 * customer types leave after 5 s), the first-login prompt, and the loginFlag 2 guard.
 */
export function ConsoleGate() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const hasToken = !!session.token();
  const user = useCurrentUserQuery();
  const decision = user.data ? startDecision(user.data, session.loginNum()) : null;
  const acted = useRef(false);
  // Maintenance users: the cloud list is fetched on load; it stores the cloud options the
  // guard below reads (spec section 4).
  const maintenance = session.loginFlag() === 2;
  const clouds = useProviders(maintenance && hasToken && !!user.data);

  useEffect(() => {
    if (!decision || !user.data || acted.current) return;
    acted.current = true;
    if (decision.kind === 'barred') {
      toast.error(t('gate.barred'), BARRED_MESSAGE_MS);
      const timer = setTimeout(
        () => navigate(PORTAL_LOGOUT_PATH, { replace: true }),
        BARRED_MESSAGE_MS,
      );
      return () => clearTimeout(timer);
    }
    if (decision.kind === 'first-login') {
      toast.success(t('gate.firstLogin'), 5000);
      session.setLoginNum(user.data.loginNum);
      navigate(`${CONSOLE_BASE_PATH}${MY_ACCOUNT_PATH}`, { replace: true });
      return;
    }
    if (session.loginNum() === null) session.setLoginNum(user.data.loginNum);
  }, [decision, user.data, navigate, t]);

  if (!hasToken) return <Navigate to={PORTAL_LOGOUT_PATH} replace />;
  if (user.isPending || (maintenance && !!user.data && clouds.isPending)) return <FullPageSpin />;
  if (user.isError) {
    return (
      <Result
        status="warning"
        title={t('gate.loadFailed')}
        subTitle={user.error.message}
        extra={<Button onClick={() => void user.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (decision?.kind === 'barred') {
    return <Result status="403" title={t('gate.barredTitle')} subTitle={t('gate.barred')} />;
  }
  const redirect = guardRedirect(
    session.loginFlag(),
    consolePath(location.pathname),
    session.cloudOptions().length,
  );
  if (redirect) return <Navigate to={`${CONSOLE_BASE_PATH}${redirect}`} replace />;
  return <Outlet />;
}
