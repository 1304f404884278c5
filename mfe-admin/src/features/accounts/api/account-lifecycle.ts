import type { AdminUserResponse } from '@studio/contracts';
import { api, apiRequest, routePath } from '@studio/web';
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

type Change =
  | { kind: 'suspend' | 'reactivate'; accountId: number }
  | { kind: 'delete'; accountId: number; confirmName: string }
  | { kind: 'disable' | 'enable' | 'send-link' | 'remove'; accountId: number; adminUserId: number };

/** The path, method and body of one lifecycle change. */
function requestOf(change: Change): { path: string; method: string; json?: unknown } {
  switch (change.kind) {
    case 'suspend':
    case 'reactivate':
      return { path: `/api/accounts/${change.accountId}/${change.kind}`, method: 'POST' };
    case 'delete':
      return {
        path: `/api/accounts/${change.accountId}`,
        method: 'DELETE',
        json: { confirmName: change.confirmName },
      };
    case 'remove':
      return { path: `/api/admin-users/${change.adminUserId}`, method: 'DELETE' };
    default:
      return { path: `/api/admin-users/${change.adminUserId}/${change.kind}`, method: 'POST' };
  }
}

/** Makes a lifecycle change (account or admin user), then refreshes the list and the account. */
export function useLifecycleChange() {
  const { mutate } = useSWRConfig();
  return async (change: Change) => {
    const { path, method, json } = requestOf(change);
    const result = await api<Partial<AdminUserResponse> & { message: string }>(path, {
      as: 'admin',
      method,
      ...(json === undefined ? { json: {} } : { json }),
    });
    await Promise.all([
      mutate(accountsKey),
      change.kind === 'delete' ? null : mutate(accountKey(change.accountId)),
    ]);
    return result;
  };
}
