import type { FacebookStatusResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';

/** GET /api/social-media/facebook-status: whether the sandbox stands in for Facebook (no Graph call). */
export function getFacebookStatus(): Promise<FacebookStatusResponse> {
  return apiRequest('GET /api/social-media/facebook-status');
}
