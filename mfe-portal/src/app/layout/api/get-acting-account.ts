import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

/**
 * GET /api/accounts/{id} with the admin's own token: the name of the account an admin acts for.
 * Nothing is asked for a business signed in as itself (null).
 */
export function useActingAccount(accountId: number | null) {
  return useSWR(accountId === null ? null : routePath('GET /api/accounts/:id', { id: accountId }), () =>
    apiRequest('GET /api/accounts/:id', { as: 'admin', params: { id: accountId as number } }),
  );
}
