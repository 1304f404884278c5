import type { PostsSettingsResponse, SetupStatus } from '@studio/contracts';
import { api } from '@studio/web';
import useSWR from 'swr';

const postsSettingsKey = '/api/posts/settings';
const setupStatusKey = '/api/v2/setup-status';

/** GET /api/posts/settings: whether the offline writer writes and whether mails are only kept. */
export function usePostsSettings() {
  return useSWR<PostsSettingsResponse>(postsSettingsKey, () => api<PostsSettingsResponse>(postsSettingsKey));
}

/** GET /api/v2/setup-status: period posts need products to be written from. */
export function useSetupStatus() {
  return useSWR<SetupStatus>(setupStatusKey, () => api<SetupStatus>(setupStatusKey));
}
