import { AdminLoginRequest, type LoginResponse } from '@studio/contracts';
import { apiRequest } from '@studio/web';

export { AdminLoginRequest };

/** POST /api/auth/login: a 401 (wrong credentials) or 429 (too many failures) throws an HttpError. */
export function login(input: AdminLoginRequest): Promise<LoginResponse> {
  return apiRequest('POST /api/auth/login', { as: 'admin', json: input });
}
