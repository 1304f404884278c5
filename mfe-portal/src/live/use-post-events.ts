import { useEffect, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { openPostEvents } from './post-events.ts';

/** What a post's change may change on screen: the cards, the calendar, the bell, the media's uses. */
const REFRESHED = ['/api/bulk-posts', '/api/alerts', '/api/media', '/api/social-media/instagram-quota'];

/** What an inbox change may change on screen: the badge, the list and the open thread. */
export function refreshedByInboxChange(key: unknown): boolean {
  const path = typeof key === 'string' ? key : Array.isArray(key) ? key[0] : null;
  return typeof path === 'string' && path.startsWith('/api/inbox/');
}

export function refreshedByPostChange(key: unknown): boolean {
  const path = typeof key === 'string' ? key : Array.isArray(key) ? key[0] : null;
  return (
    typeof path === 'string' &&
    REFRESHED.some(
      (prefix) => path === prefix || path.startsWith(`${prefix}?`) || path.startsWith(`${prefix}/`),
    )
  );
}

let live = false;
const listeners = new Set<() => void>();
const setLive = (value: boolean) => {
  if (live === value) return;
  live = value;
  for (const listener of listeners) listener();
};

/** Whether the post changes stream is open: screens poll only while it is not. */
export function usePostEventsLive(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => live,
    () => false,
  );
}

/**
 * Opens the account's post changes stream for as long as the portal is shown (one per portal), and
 * reads again what a change affects (every matching SWR key) at each change.
 */
export function usePostEvents(): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const close = openPostEvents({
      onPost: () => void mutate(refreshedByPostChange),
      onInbox: () => void mutate(refreshedByInboxChange),
      onLive: setLive,
    });
    return () => {
      close();
      setLive(false);
    };
  }, [mutate]);
}
