import type {
  UpdateWeeklyDigestRequest,
  WeeklyDigestResponse,
  WeeklyDigestTestResponse,
} from '@studio/contracts';
import { api } from '@studio/web';
import useSWR from 'swr';

export const weeklyDigestKey = '/api/posts/weekly-digest';

/** GET /api/posts/weekly-digest: whether the admin users get the Monday digest, and when it goes. */
export function useWeeklyDigest() {
  return useSWR<WeeklyDigestResponse>(weeklyDigestKey, () => api<WeeklyDigestResponse>(weeklyDigestKey));
}

/** PUT /api/posts/weekly-digest */
export function setWeeklyDigest(input: UpdateWeeklyDigestRequest): Promise<WeeklyDigestResponse> {
  return api<WeeklyDigestResponse>(weeklyDigestKey, { method: 'PUT', json: input });
}

/** POST /api/posts/weekly-digest/test: the digest as it would go now, sent to the admin users. */
export function sendTestDigest(): Promise<WeeklyDigestTestResponse> {
  return api<WeeklyDigestTestResponse>(`${weeklyDigestKey}/test`, { method: 'POST' });
}
