import {
  clearBusinessToken,
  endReasonOf,
  getBusinessToken,
  isTokenRefusal,
  onUnauthorized,
  paths,
  type SessionEndReason,
  saveReturnPath,
  sessionEndedState,
  setBusinessToken,
} from '@studio/web';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { impersonateAccount } from '../api/impersonate.ts';
import { verifyBusinessSession, whySessionEnded } from '../api/verify.ts';
import type { BusinessSession } from './use-business-session.ts';

export type GuardState =
  | { status: 'checking' }
  | { status: 'allowed'; session: BusinessSession }
  /** The check got no answer (the platform is down, the network dropped): the user may try again. */
  | { status: 'unanswered' };

/** Why the guard sends the user to the login page; the screen tells the user. */
export type GuardRefusal = 'login-required' | 'account-not-opened' | 'session-ended';

/** An address of the router: the path and the query (without its '?'). */
type Address = { pathname: string; search: string };

function pathOf({ pathname, search }: Address): string {
  return search ? `${pathname}?${search}` : pathname;
}

/** The current address without `?account=`: the parameter is used once, then dropped. */
function withoutAccountParam(address: Address): { path: string; accountId: string | null } {
  const params = new URLSearchParams(address.search);
  const accountId = params.get('account');
  params.delete('account');
  return { path: pathOf({ pathname: address.pathname, search: params.toString() }), accountId };
}

/** Trades the admin's token for a business token of one account, kept in this tab only. */
async function openAccountAsAdmin(accountId: string): Promise<boolean> {
  const id = Number(accountId);
  if (!Number.isInteger(id) || id < 1) return false;
  try {
    const result = await impersonateAccount({ accountId: id });
    if (!result.success || !result.token) return false;
    setBusinessToken(result.token, { perTab: true });
    return true;
  } catch {
    // Not signed in as an admin, or no such account: the caller sends the user to the login page.
    return false;
  }
}

/** The session of the stored token; null when there is none or it was refused; 'unanswered' when unknown. */
async function verifiedSession(): Promise<
  BusinessSession | null | 'unanswered' | { ended: SessionEndReason }
> {
  if (!getBusinessToken()) return null;
  try {
    const answer = await verifyBusinessSession();
    if (answer.success && answer.role === 'business_admin') {
      return {
        role: answer.role,
        accountId: answer.accountId,
        actingAdmin: answer.actingAdmin,
        memberRole: answer.memberRole ?? 'owner',
      };
    }
  } catch (error) {
    // No answer, or a server error (a service down, the network dropped), says nothing about the token.
    if (!isTokenRefusal(error)) return 'unanswered';
    // Ended by the platform admin: the sign-in page says why.
    const ended = endReasonOf(error);
    if (ended) return { ended };
  }
  // A failed verification removes the stored business token (an admin's own token stays).
  clearBusinessToken();
  return null;
}

/**
 * The business auth guard: opens the account an admin asked for (`?account={id}`),
 * verifies the business token, and otherwise remembers where the user was going and leaves for
 * the business login page. While mounted it also sends the user to the login page, saying the
 * session ended, after any business call answered 401 'Token expired' or 'Invalid token'; signing in
 * again comes back to the same page. A check that got no answer leaves the user where they are, with
 * `retry` to check again: a platform briefly down is not a signed-out user.
 */
export function useBusinessGuard(onRefused: (reason: GuardRefusal) => void): GuardState & { retry(): void } {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const location = { pathname, search: search.slice(1) };
  const [state, setState] = useState<GuardState>({ status: 'checking' });
  const latestLocation = useRef(location);
  const started = useRef(false);
  const checking = useRef(false);

  useEffect(() => {
    latestLocation.current = location;
  });

  const leaveForLogin = useCallback(
    (returnPath: string, reason: GuardRefusal, endedBecause: SessionEndReason | null = null) => {
      saveReturnPath('business', returnPath);
      onRefused(reason);
      // The login page says why when the session ended in the middle of work (and what was not saved).
      const state = reason === 'session-ended' ? sessionEndedState(endedBecause) : undefined;
      navigate(paths.businessLogin, { replace: true, state });
    },
    [navigate, onRefused],
  );

  useEffect(() => {
    onUnauthorized('business', async ({ reason, token }) => {
      // The guard's own check leads to the sign-in itself.
      if (checking.current) return;
      const path = pathOf(latestLocation.current);
      // Another service only says 'Invalid token': svc-auth tells whether the admin ended the session.
      leaveForLogin(path, 'session-ended', reason ?? (await whySessionEnded(token)));
    });
    return () => onUnauthorized('business', null);
  }, [leaveForLogin]);

  const check = useCallback(async () => {
    setState({ status: 'checking' });
    const { path, accountId } = withoutAccountParam(latestLocation.current);
    if (accountId !== null) {
      const opened = await openAccountAsAdmin(accountId);
      navigate(path, { replace: true });
      if (!opened) return leaveForLogin(path, 'account-not-opened');
    }
    checking.current = true;
    const session = await verifiedSession().finally(() => {
      checking.current = false;
    });
    if (session === 'unanswered') return setState({ status: 'unanswered' });
    if (session && 'ended' in session) return leaveForLogin(path, 'session-ended', session.ended);
    if (!session) return leaveForLogin(path, 'login-required');
    setState({ status: 'allowed', session });
  }, [leaveForLogin, navigate]);

  useEffect(() => {
    // Once per mount: in development React runs effects twice, and an account must be opened once.
    if (started.current) return;
    started.current = true;
    void check();
  }, [check]);

  const retry = useCallback(() => void check(), [check]);
  return { ...state, retry };
}
