import type { AccountResponse } from '@studio/contracts';
import { adminFetcher } from '@studio/web';
import useSWR from 'swr';

export const accountKey = (id: number) => `/api/accounts/${id}`;

/** GET /api/accounts/{id}: one account and its admin users. */
export function getAccount(id: number): Promise<AccountResponse> {
  return adminFetcher<AccountResponse>(accountKey(id));
}

/** Pass null while there is no account to load. */
export function useAccount(id: number | null) {
  return useSWR(id === null ? null : accountKey(id), () => getAccount(id as number));
}
