import type { AccountsResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const accountsKey = routePath('GET /api/accounts');

/** GET /api/accounts: every business account with its admin users, newest first. */
export function getAccounts(): Promise<AccountsResponse> {
  return apiRequest('GET /api/accounts', { as: 'admin' });
}

export function useAccounts() {
  return useSWR(accountsKey, getAccounts);
}
