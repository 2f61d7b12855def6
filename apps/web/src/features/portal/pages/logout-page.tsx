import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PORTAL_LOGIN_PATH } from '@ecloud/contract';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';
import { revokeSession } from '../api/use-login.ts';

/**
 * The logout path the console uses for sign-out, 407 and failed role checks: revoke the
 * session on the server (if there still is one), forget everything, back to sign-in.
 */
export default function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    const token = session.token();
    void (token ? revokeSession().catch(() => undefined) : Promise.resolve()).then(() => {
      if (cancelled) return;
      session.clear();
      queryClient.clear();
      navigate(PORTAL_LOGIN_PATH, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate]);
  return <span className="plain-spin" role="status" aria-busy="true" />;
}
