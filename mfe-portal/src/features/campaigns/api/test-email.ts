import type { TestEmailResponse } from '@studio/contracts';
import { api } from '@studio/web';

/** POST /api/test-email: the coming posts and their approval link to the business's admin users. */
export function sendTestEmail(): Promise<TestEmailResponse> {
  return api<TestEmailResponse>('/api/test-email', { method: 'POST' });
}
