import type { AiDisclosureResponse, UpdateAiDisclosureRequest } from '@studio/contracts';
import { api } from '@studio/web';
import useSWR from 'swr';

export const aiDisclosureKey = '/api/posts/ai-disclosure';

/** GET /api/posts/ai-disclosure: whether published posts carry the 'AI-assisted' line. */
export function useAiDisclosure() {
  return useSWR<AiDisclosureResponse>(aiDisclosureKey, () => api<AiDisclosureResponse>(aiDisclosureKey));
}

/** PUT /api/posts/ai-disclosure */
export function setAiDisclosure(input: UpdateAiDisclosureRequest): Promise<AiDisclosureResponse> {
  return api<AiDisclosureResponse>(aiDisclosureKey, { method: 'PUT', json: input });
}
