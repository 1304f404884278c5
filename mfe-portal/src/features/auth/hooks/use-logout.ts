import { clearAllTokens, paths } from '@studio/web';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '../api/logout.ts';

/** Ends the session on the server, forgets every token of this browser and goes to the business login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // Leaving must never be blocked: without its token the browser is signed out anyway, and the
      // server's session ends at its expiry.
    }
    clearAllTokens();
    navigate(paths.businessLogin, { replace: true });
  }, [navigate]);
}
