import type { SWRConfiguration } from 'swr';
import { api } from './api.ts';

/** A query key is the GET path, or an array whose first element is the path. */
export type QueryKey = string | readonly [string, ...unknown[]];

function pathOf(key: QueryKey): string {
  return typeof key === 'string' ? key : key[0];
}

/** Default fetcher: business token first, then the admin token. */
export function fetcher<T = unknown>(key: QueryKey): Promise<T> {
  return api<T>(pathOf(key));
}

/**
 * Data never goes stale, is not refetched on focus or reconnect, is not polled and is not
 * retried. Screens refresh by calling `mutate` after a change.
 */
export const swrConfig = {
  fetcher,
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
  errorRetryCount: 0,
} satisfies SWRConfiguration;
