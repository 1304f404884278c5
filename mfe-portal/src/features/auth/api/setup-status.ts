import type { SetupStatus } from '@studio/contracts';
import { apiRequest } from '@studio/web';

/** GET /api/v2/setup-status: which setup step the business has not done yet. */
export function getSetupStatus(): Promise<SetupStatus> {
  return apiRequest('GET /api/v2/setup-status');
}
