import { CenteredSpinner, toast, UnansweredNotice } from '@studio/ui';
import { clearAdminToken, onUnauthorized, paths, saveReturnPath, sessionEndedState } from '@studio/web';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAdminSession } from '../api/verify.ts';

/**
 * Lets an admin through once the server has verified the session. No token, or
 * one the server refused (or of a business role), goes to /login, the token forgotten on the way and
 * the page asked for remembered: signing in as admin comes back to it. A check that got no answer (the
 * platform briefly down) keeps the admin on the page with a button to check again.
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
    onUnauthorized('admin', ({ reason }) => {
      if (left) return;
      left = true;
      saveReturnPath('admin', here.current);
      navigate(paths.admin, { replace: true, state: sessionEndedState(reason) });
      // The refused calls' own error toasts ('Invalid token') come next and would repeat, rawly, what
      // the sign-in page says: they go once they are up.
      setTimeout(() => toast.dismiss());
    });
    return () => onUnauthorized('admin', null);
  }, [navigate]);

  if (session.status === 'unanswered')
    return (
      <UnansweredNotice
        title="The platform is not answering right now."
        description="You are still signed in. Please try again in a moment."
        retryLabel="Try again"
        onRetry={session.retry}
      />
    );
  if (session.status !== 'signed-in') return <CenteredSpinner label="Checking your session" />;
  return <>{children}</>;
}
