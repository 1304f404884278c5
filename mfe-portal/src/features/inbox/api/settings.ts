import type { InboxSettingsResponse, UpdateInboxSettingsRequest } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const inboxSettingsKey = routePath('GET /api/inbox/settings');

/** GET /api/inbox/settings */
export function useInboxSettings() {
  return useSWR<InboxSettingsResponse>(inboxSettingsKey, () => apiRequest('GET /api/inbox/settings'));
}

/** PUT /api/inbox/settings (the owner): only the fields sent change. */
export const saveInboxSettings = (change: UpdateInboxSettingsRequest): Promise<InboxSettingsResponse> =>
  apiRequest('PUT /api/inbox/settings', { json: change });
