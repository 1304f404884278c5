import type { AiDisclosureResponse, UpdateAiDisclosureRequest } from '@studio/contracts';
import { apiRequest, routePath } from '@studio/web';
import useSWR from 'swr';

export const aiDisclosureKey = routePath('GET /api/posts/ai-disclosure');

/** GET /api/posts/ai-disclosure: whether published posts carry the 'AI-assisted' line. */
export function useAiDisclosure() {
  return useSWR<AiDisclosureResponse>(aiDisclosureKey, () => apiRequest('GET /api/posts/ai-disclosure'));
}

/** PUT /api/posts/ai-disclosure */
export function setAiDisclosure(input: UpdateAiDisclosureRequest): Promise<AiDisclosureResponse> {
  return apiRequest('PUT /api/posts/ai-disclosure', { json: input });
}
