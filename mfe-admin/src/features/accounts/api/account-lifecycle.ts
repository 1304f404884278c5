import type { AdminUserResponse } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR, { useSWRConfig } from 'swr';
import { accountsKey } from '../../../api/get-accounts.ts';
import { accountKey } from './get-account.ts';

export const accountPagesKey = (id: number) =>
  routePath('GET /api/account-pages/:accountId', { accountId: id });
export const accountPostsKey = (id: number) =>
  routePath('GET /api/account-posts/:accountId', { accountId: id });

/** GET /api/account-pages/{id}: the account's Facebook login and its pages' health (svc-social). */
export const useAccountPages = (id: number) =>
  useSWR(accountPagesKey(id), () =>
    apiRequest('GET /api/account-pages/:accountId', { as: 'admin', params: { accountId: id } }),
  );

/** GET /api/account-posts/{id}: its posts by state, last activity and quota (svc-posts). */
export const useAccountPosts = (id: number) =>
  useSWR(accountPostsKey(id), () =>
    apiRequest('GET /api/account-posts/:accountId', { as: 'admin', params: { accountId: id } }),
  );

export type LifecycleChange =
  | { kind: 'suspend' | 'reactivate'; accountId: number }
  | { kind: 'delete'; accountId: number; confirmName: string }
  | { kind: 'disable' | 'enable' | 'send-link' | 'remove'; accountId: number; adminUserId: number };

/** One lifecycle change, called by its route's key (an admin user's changes answer the user, the rest a message). */
function requestOf(change: LifecycleChange): Promise<Partial<AdminUserResponse> & { message: string }> {
  const admin = { as: 'admin' } as const;
  switch (change.kind) {
    case 'suspend':
      return apiRequest('POST /api/accounts/:id/suspend', { ...admin, params: { id: change.accountId } });
    case 'reactivate':
      return apiRequest('POST /api/accounts/:id/reactivate', { ...admin, params: { id: change.accountId } });
    case 'delete':
      return apiRequest('DELETE /api/accounts/:id', {
        ...admin,
        params: { id: change.accountId },
        json: { confirmName: change.confirmName },
      });
    case 'remove':
      return apiRequest('DELETE /api/admin-users/:id', { ...admin, params: { id: change.adminUserId } });
    case 'disable':
      return apiRequest('POST /api/admin-users/:id/disable', {
        ...admin,
        params: { id: change.adminUserId },
      });
    case 'enable':
      return apiRequest('POST /api/admin-users/:id/enable', { ...admin, params: { id: change.adminUserId } });
    case 'send-link':
      return apiRequest('POST /api/admin-users/:id/send-link', {
        ...admin,
        params: { id: change.adminUserId },
      });
  }
}

/** Makes a lifecycle change (account or admin user), then refreshes the list and the account. */
export function useLifecycleChange() {
  const { mutate } = useSWRConfig();
  return async (change: LifecycleChange) => {
    const result = await requestOf(change);
    await Promise.all([
      mutate(accountsKey),
      change.kind === 'delete' ? null : mutate(accountKey(change.accountId)),
    ]);
    return result;
  };
}
