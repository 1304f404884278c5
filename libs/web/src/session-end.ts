import { useEffect } from 'react';

/**
 * The router state a sign-in page is opened with when a session ended in the middle of work
 * (expired, or signed out elsewhere): the page says so, and names the dialogs whose typed input
 * could not be saved, so nothing is lost without the user knowing.
 */
export type SessionEnded = { sessionEnded: true; unsaved: string[]; reason?: SessionEndReason };

/**
 * Why the platform admin ended the session, when it did: the account was suspended or the
 * user disabled. The API's error codes; each sign-in page says it in its own language.
 */
export type SessionEndReason = 'account_suspended' | 'user_disabled';

const unsavedWork = new Map<symbol, string>();

/** Dialogs with typed, unsaved input announce it under their title while they are open. */
export function useUnsavedWork(label: string, unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const id = Symbol(label);
    unsavedWork.set(id, label);
    return () => {
      unsavedWork.delete(id);
    };
  }, [label, unsaved]);
}

/** The state to open the sign-in page with, taken at the moment the session was found ended. */
export function sessionEndedState(reason?: SessionEndReason | null): SessionEnded {
  return { sessionEnded: true, unsaved: [...new Set(unsavedWork.values())], ...(reason ? { reason } : {}) };
}

export function isSessionEnded(state: unknown): state is SessionEnded {
  return (state as Partial<SessionEnded> | null)?.sessionEnded === true;
}
