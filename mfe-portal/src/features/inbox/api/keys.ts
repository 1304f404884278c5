import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** Every inbox query's key starts with one of these: a change refreshes them all (list, open thread, count, reviews). */
export const INBOX_PREFIXES = ['/api/inbox/', '/api/google/reviews'];

export function isInboxKey(key: unknown): boolean {
  const path = typeof key === 'string' ? key : Array.isArray(key) ? key[0] : null;
  return typeof path === 'string' && INBOX_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Reads again every inbox query on screen (after a reply, a moderation, a decision, a read), in the
 * cache the screen is drawn from.
 */
export function useRefreshInbox(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isInboxKey), [mutate]);
}
