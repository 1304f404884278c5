import type { BusinessLoginRequest, LoginResponse } from '@studio/contracts';
import { HttpError, setBusinessToken, takeReturnPath } from '@studio/web';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { businessLogin } from '../api/business-login.ts';
import { getSetupStatus } from '../api/setup-status.ts';
import { verifyBusinessSession } from '../api/verify.ts';
import { authTexts } from '../texts.ts';
import { postLoginDestination } from '../utils/post-login-destination.ts';

/** Why signing in did not work: the text to show, and the seconds to wait when the throttle said so. */
export type LoginFailure = { message: string; retryAfterSeconds?: number };

/**
 * The text to show when signing in did not work: the server's message for a refused
 * sign-in (wrong password, too many attempts), 'Login failed' when it gave none, and the generic
 * text when the request itself failed (network, server error).
 */
export function loginFailureMessage(error: unknown): string {
  if (!(error instanceof HttpError) || error.status >= 500) return authTexts.login.exception;
  if (error.serverMessage) return error.serverMessage;
  return authTexts.login.failed;
}

/** A refused sign-in as the form shows it: the throttle's 429 with its wait, counted down there. */
export function loginFailureOf(error: unknown): LoginFailure {
  if (error instanceof HttpError && error.status === 429)
    return { message: loginFailureMessage(error), retryAfterSeconds: error.retryAfterSeconds ?? 60 };
  return { message: loginFailureMessage(error) };
}

/**
 * Signs the business in, keeps its token and moves on to where it should go next.
 * Resolves to why it did not work, or null once it has navigated away.
 */
export function useBusinessLogin(): (input: BusinessLoginRequest) => Promise<LoginFailure | null> {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  return useCallback(
    async (input: BusinessLoginRequest) => {
      let result: LoginResponse;
      try {
        result = await businessLogin(input);
      } catch (error) {
        return loginFailureOf(error);
      }
      if (!result.success || !result.token) return { message: result.message || authTexts.login.failed };

      setBusinessToken(result.token);
      const destination = await postLoginDestination({
        redirect: searchParams.get('redirect'),
        takeReturnPath: () => takeReturnPath('business'),
        getSetupStatus,
        getMemberRole: async () => (await verifyBusinessSession()).memberRole,
      });
      navigate(destination, { replace: true });
      return null;
    },
    [navigate, searchParams],
  );
}
