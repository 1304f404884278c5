import type { AccountsResponse } from '@studio/contracts';
import { adminFetcher } from '@studio/web';
import useSWR from 'swr';

export const accountsKey = '/api/accounts';

/** GET /api/accounts: every business account with its admin users, newest first. */
export function getAccounts(): Promise<AccountsResponse> {
  return adminFetcher<AccountsResponse>(accountsKey);
}

export function useAccounts() {
  return useSWR(accountsKey, getAccounts);
}
