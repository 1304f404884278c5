import type { SetupStatus } from '@studio/contracts';
import { api } from '@studio/web';

/** GET /api/v2/setup-status: which setup step the business has not done yet. */
export function getSetupStatus(): Promise<SetupStatus> {
  return api<SetupStatus>('/api/v2/setup-status');
}
