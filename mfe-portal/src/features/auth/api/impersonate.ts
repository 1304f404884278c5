import { ImpersonateRequest, type LoginResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';

export { ImpersonateRequest };

/** POST /api/auth/impersonate: with the admin's token, a business token for one account. */
export function impersonateAccount(input: ImpersonateRequest): Promise<LoginResponse> {
  return apiRequest('POST /api/auth/impersonate', { json: input, as: 'admin' });
}
