import { CenteredSpinner, toast } from '@studio/ui';
import { clearAdminToken, onUnauthorized, paths, saveReturnPath, sessionEndedState } from '@studio/web';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAdminSession } from '../api/verify.ts';

/**
 * Lets an admin through once the server has verified the session (SPEC §2, admin guard). Anything
 * else goes to /login; a token the server refused (or of a business role) is forgotten on the way,
 * one whose check never got an answer (the page was being left) is kept. Either way the page asked
 * for is remembered, and signing in as admin comes back to it.
 *
 * While the admin works, the first admin call answered 'Token expired' or 'Invalid token' (the
 * session expired, or was ended by a logout elsewhere) takes the admin to the admin sign-in, which
 * says so, and back to the same page after signing in.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const session = useAdminSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = useRef(`${pathname}${search}`);
  here.current = `${pathname}${search}`;
  const signedOut = session.status === 'signed-out';
  const refused = session.status === 'signed-out' && session.refused;

  useEffect(() => {
    if (!signedOut) return;
    if (refused) clearAdminToken();
    saveReturnPath('admin', here.current);
    // The id keeps one toast when the effect runs twice (React's strict mode, a quick re-render).
    toast.error('Authentication required', {
      id: 'admin-auth-required',
      description: 'Please log in to continue.',
    });
    navigate(paths.login, { replace: true });
  }, [signedOut, refused, navigate]);

  useEffect(() => {
    // Several calls of one screen may be refused at once: the first one leaves, with the page it was on.
    let left = false;
    onUnauthorized('admin', () => {
      if (left) return;
      left = true;
      saveReturnPath('admin', here.current);
      navigate(paths.admin, { replace: true, state: sessionEndedState() });
      // The refused calls' own error toasts ('Invalid token') come next and would repeat, rawly, what
      // the sign-in page says: they go once they are up.
      setTimeout(() => toast.dismiss());
    });
    return () => onUnauthorized('admin', null);
  }, [navigate]);

  if (session.status !== 'signed-in') return <CenteredSpinner label="Checking your session" />;
  return <>{children}</>;
}
