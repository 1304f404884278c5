import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** Every inbox query's key starts with this: a change refreshes them all (list, open thread, count). */
export const INBOX_PREFIX = '/api/inbox/';

export function isInboxKey(key: unknown): boolean {
  const path = typeof key === 'string' ? key : Array.isArray(key) ? key[0] : null;
  return typeof path === 'string' && path.startsWith(INBOX_PREFIX);
}

/**
 * Reads again every inbox query on screen (after a reply, a moderation, a decision, a read), in the
 * cache the screen is drawn from.
 */
export function useRefreshInbox(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isInboxKey), [mutate]);
}
