import { BusinessLoginRequest, type LoginResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';

export { BusinessLoginRequest };

/** POST /api/business/login. A wrong password answers 401 with `success: false` and the message. */
export function businessLogin(input: BusinessLoginRequest): Promise<LoginResponse> {
  return apiRequest('POST /api/business/login', { json: input });
}
