import { toast } from '@studio/ui';
import { clearAllTokens, HttpError, paths } from '@studio/web';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { logout } from '../api/logout.ts';

/**
 * Logout: the server ends the session, then every stored token and all session data
 * go and the admin lands on /admin. A 401 means the session had already ended, which is as good as a
 * logout; any other failure keeps the admin where they are, still signed in.
 */
export function useLogout() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);

  const run = useCallback(async () => {
    setPending(true);
    try {
      await logout();
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 401)) {
        setPending(false);
        toast.error('Error', { description: 'Failed to log out. Please try again.' });
        return;
      }
    }
    clearAllTokens();
    // Nothing fetched for this admin may be shown to whoever signs in next in this tab.
    await mutate(() => true, undefined, { revalidate: false });
    toast.success('Logged out', { description: 'You have been successfully logged out.' });
    navigate(paths.admin, { replace: true });
  }, [mutate, navigate]);

  return { logout: run, pending };
}
