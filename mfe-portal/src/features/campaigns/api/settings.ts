import type { PostsSettingsResponse, SetupStatus } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

const postsSettingsKey = routePath('GET /api/posts/settings');
const setupStatusKey = routePath('GET /api/v2/setup-status');

/** GET /api/posts/settings: whether the offline writer writes and whether mails are only kept. */
export function usePostsSettings() {
  return useSWR<PostsSettingsResponse>(postsSettingsKey, () => apiRequest('GET /api/posts/settings'));
}

/** GET /api/v2/setup-status: period posts need products to be written from. */
export function useSetupStatus() {
  return useSWR<SetupStatus>(setupStatusKey, () => apiRequest('GET /api/v2/setup-status'));
}
