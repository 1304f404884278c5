import { CenteredSpinner, toast, UnansweredNotice } from '@studio/ui';
import { type ReactNode, useCallback } from 'react';
import { texts } from '../../../texts.ts';
import { type GuardRefusal, useBusinessGuard } from '../hooks/use-business-guard.ts';
import { BusinessSessionContext } from '../hooks/use-business-session.ts';
import { authTexts } from '../texts.ts';

/**
 * Shows its children only to a signed-in business (or an admin acting for one); everyone else is
 * sent to the business login with the Greek 'login required' toast.
 */
export function BusinessGuard({ children }: { children: ReactNode }) {
  const onRefused = useCallback((reason: GuardRefusal) => {
    if (reason === 'account-not-opened') {
      toast.error(texts.errorTitle, { description: authTexts.guard.impersonationFailed });
      return;
    }
    // The login page itself says the session ended. The refused calls' own error toasts come next
    // and would say it again, rawly: they go once they are up.
    if (reason === 'session-ended') {
      setTimeout(() => toast.dismiss());
      return;
    }
    toast.error(texts.loginRequired.title, { description: texts.loginRequired.description });
  }, []);
  const state = useBusinessGuard(onRefused);

  if (state.status === 'checking') return <CenteredSpinner label={authTexts.guard.checking} />;
  if (state.status === 'unanswered')
    return (
      <UnansweredNotice
        title={authTexts.guard.unanswered}
        description={authTexts.guard.unansweredHint}
        retryLabel={authTexts.guard.retry}
        onRetry={state.retry}
      />
    );
  return <BusinessSessionContext.Provider value={state.session}>{children}</BusinessSessionContext.Provider>;
}
