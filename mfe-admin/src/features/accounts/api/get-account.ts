import type { AccountResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const accountKey = (id: number) => routePath('GET /api/accounts/:id', { id });

/** GET /api/accounts/{id}: one account and its admin users. */
export function getAccount(id: number): Promise<AccountResponse> {
  return apiRequest('GET /api/accounts/:id', { as: 'admin', params: { id } });
}

/** Pass null while there is no account to load. */
export function useAccount(id: number | null) {
  return useSWR(id === null ? null : accountKey(id), () => getAccount(id as number));
}
