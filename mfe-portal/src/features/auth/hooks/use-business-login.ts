import type { BusinessLoginRequest, LoginResponse } from '@studio/contracts';
import { HttpError, setBusinessToken, takeReturnPath } from '@studio/web';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { businessLogin } from '../api/business-login.ts';
import { getSetupStatus } from '../api/setup-status.ts';
import { authTexts } from '../texts.ts';
import { postLoginDestination } from '../utils/post-login-destination.ts';

/**
 * The text to show when signing in did not work (SPEC §8): the server's message for a refused
 * sign-in (wrong password, too many attempts), 'Login failed' when it gave none, and the generic
 * text when the request itself failed (network, server error).
 */
export function loginFailureMessage(error: unknown): string {
  if (!(error instanceof HttpError) || error.status >= 500) return authTexts.login.exception;
  if (error.serverMessage) return error.serverMessage;
  return authTexts.login.failed;
}

/**
 * Signs the business in, keeps its token and moves on to where it should go next (SPEC §4).
 * Resolves to the text to show when it did not work, or null once it has navigated away.
 */
export function useBusinessLogin(): (input: BusinessLoginRequest) => Promise<string | null> {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  return useCallback(
    async (input: BusinessLoginRequest) => {
      let result: LoginResponse;
      try {
        result = await businessLogin(input);
      } catch (error) {
        return loginFailureMessage(error);
      }
      if (!result.success || !result.token) return result.message || authTexts.login.failed;

      setBusinessToken(result.token);
      const destination = await postLoginDestination({
        redirect: searchParams.get('redirect'),
        takeReturnPath: () => takeReturnPath('business'),
        getSetupStatus,
      });
      navigate(destination, { replace: true });
      return null;
    },
    [navigate, searchParams],
  );
}
