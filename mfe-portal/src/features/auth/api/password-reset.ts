import { PasswordResetRequest } from '@studio/contracts';
import { apiRequest } from '@studio/web';

export { PasswordResetRequest };

/** POST /api/auth/password-reset: the same answer whether the address is known or not. */
export function requestPasswordReset(
  input: PasswordResetRequest,
): Promise<{ success: boolean; message: string }> {
  return apiRequest('POST /api/auth/password-reset', { json: input });
}
