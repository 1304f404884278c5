import { CenteredSpinner, toast } from '@studio/ui';
import { clearAdminToken, paths } from '@studio/web';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAdminSession } from '../api/verify.ts';

/**
 * Lets an admin through once the server has verified the session (SPEC §2, admin guard). Anything
 * else goes to /login; a token the server refused (or of a business role) is forgotten on the way,
 * one whose check never got an answer (the page was being left) is kept.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const session = useAdminSession();
  const navigate = useNavigate();
  const signedOut = session.status === 'signed-out';
  const refused = session.status === 'signed-out' && session.refused;

  useEffect(() => {
    if (!signedOut) return;
    if (refused) clearAdminToken();
    // The id keeps one toast when the effect runs twice (React's strict mode, a quick re-render).
    toast.error('Authentication required', {
      id: 'admin-auth-required',
      description: 'Please log in to continue.',
    });
    navigate(paths.login, { replace: true });
  }, [signedOut, refused, navigate]);

  if (session.status !== 'signed-in') return <CenteredSpinner label="Checking your session" />;
  return <>{children}</>;
}
