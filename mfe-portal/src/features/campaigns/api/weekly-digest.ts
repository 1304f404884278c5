import type {
  UpdateWeeklyDigestRequest,
  WeeklyDigestResponse,
  WeeklyDigestTestResponse,
} from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const weeklyDigestKey = routePath('GET /api/posts/weekly-digest');

/** GET /api/posts/weekly-digest: whether the admin users get the Monday digest, and when it goes. */
export function useWeeklyDigest() {
  return useSWR<WeeklyDigestResponse>(weeklyDigestKey, () => apiRequest('GET /api/posts/weekly-digest'));
}

/** PUT /api/posts/weekly-digest */
export function setWeeklyDigest(input: UpdateWeeklyDigestRequest): Promise<WeeklyDigestResponse> {
  return apiRequest('PUT /api/posts/weekly-digest', { json: input });
}

/** POST /api/posts/weekly-digest/test: the digest as it would go now, sent to the admin users. */
export function sendTestDigest(): Promise<WeeklyDigestTestResponse> {
  return apiRequest('POST /api/posts/weekly-digest/test');
}
