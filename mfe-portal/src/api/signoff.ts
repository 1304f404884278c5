import type {
  ClinicalSignOffImpactResponse,
  ClinicalSignOffMode,
  ClinicalSignOffSettingResponse,
  SignOffDecisionRequest,
  SignOffQueueResponse,
  SignOffResponse,
  SignOffStatesResponse,
  UpdateClinicalSignOffResponse,
} from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR, { mutate } from 'swr';

/** Clinical sign-off: the account's setting, each post's state, the reviewer's queue. */
export const signOffSettingKey = routePath('GET /api/posts/clinical-signoff');
export const signOffStatesKey = routePath('GET /api/posts/signoff/states');
export const signOffQueueKey = routePath('GET /api/posts/signoff/queue');

/** GET /api/posts/clinical-signoff: which posts need a medical reviewer's sign-off before scheduling. */
export function useSignOffSetting() {
  return useSWR<ClinicalSignOffSettingResponse>(signOffSettingKey, () =>
    apiRequest('GET /api/posts/clinical-signoff'),
  );
}

/** GET /api/posts/clinical-signoff/impact: the scheduled posts `mode` would take off the schedule. */
export function signOffImpactOf(mode: ClinicalSignOffMode): Promise<ClinicalSignOffImpactResponse> {
  return apiRequest('GET /api/posts/clinical-signoff/impact', { query: { mode } });
}

/**
 * PUT /api/posts/clinical-signoff (the owner only): the posts it pulls back go to drafts, and are sent for
 * sign-off at once when asked; the cards, their sign-offs and the bell are read again.
 */
export async function setSignOffMode(
  mode: ClinicalSignOffMode,
  sendForSignOff = false,
): Promise<UpdateClinicalSignOffResponse> {
  const answer = await apiRequest('PUT /api/posts/clinical-signoff', { json: { mode, sendForSignOff } });
  await Promise.all([
    mutate(signOffStatesKey),
    mutate(routePath('GET /api/bulk-posts')),
    mutate(routePath('GET /api/alerts')),
  ]);
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
