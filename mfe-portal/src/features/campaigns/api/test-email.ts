import type { TestEmailResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';

/** POST /api/test-email: the coming posts and their approval link to the business's admin users. */
export function sendTestEmail(): Promise<TestEmailResponse> {
  return apiRequest('POST /api/test-email');
}
