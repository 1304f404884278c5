import type {
  ClinicalSignOffMode,
  ClinicalSignOffSettingResponse,
  SignOffDecisionRequest,
  SignOffQueueResponse,
  SignOffResponse,
  SignOffStatesResponse,
} from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR, { mutate } from 'swr';

/** Clinical sign-off (issue 36): the account's setting, each post's state, the reviewer's queue. */
export const signOffSettingKey = routePath('GET /api/posts/clinical-signoff');
export const signOffStatesKey = routePath('GET /api/posts/signoff/states');
export const signOffQueueKey = routePath('GET /api/posts/signoff/queue');

/** GET /api/posts/clinical-signoff: which posts need a medical reviewer's sign-off before scheduling. */
export function useSignOffSetting() {
  return useSWR<ClinicalSignOffSettingResponse>(signOffSettingKey, () =>
    apiRequest('GET /api/posts/clinical-signoff'),
  );
}

/** PUT /api/posts/clinical-signoff (the owner only). */
export async function setSignOffMode(mode: ClinicalSignOffMode): Promise<ClinicalSignOffSettingResponse> {
  const answer = await apiRequest('PUT /api/posts/clinical-signoff', { json: { mode } });
  await mutate(signOffStatesKey);
  return answer;
}

/** GET /api/posts/signoff/states: each post's sign-off as it holds now (the cards' badges). */
export function useSignOffStates() {
  return useSWR<SignOffStatesResponse>(signOffStatesKey, () => apiRequest('GET /api/posts/signoff/states'));
}

/** GET /api/posts/signoff/queue: the posts waiting for the reviewer. */
export function useSignOffQueue() {
  return useSWR<SignOffQueueResponse>(signOffQueueKey, () => apiRequest('GET /api/posts/signoff/queue'));
}

/** POST /api/bulk-posts/:id/signoff: the post, as it is, sent for review. */
export async function submitForSignOff(id: number): Promise<SignOffResponse> {
  const answer = await apiRequest('POST /api/bulk-posts/:id/signoff', { params: { id } });
  await mutate(signOffStatesKey);
  return answer;
}

/** POST /api/bulk-posts/:id/signoff/decision: the reviewer's sign-off, or changes asked with a comment. */
export async function decideSignOff(id: number, decision: SignOffDecisionRequest): Promise<SignOffResponse> {
  const answer = await apiRequest('POST /api/bulk-posts/:id/signoff/decision', {
    params: { id },
    json: decision,
  });
  await Promise.all([mutate(signOffQueueKey), mutate(signOffStatesKey)]);
  return answer;
}
